import { Alert } from 'antd';
import { CategoriesScreen } from '../../../features/categories/components/categories-screen';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { AdminPage } from '../../layouts/admin/admin-page';

export function CategoriesPage() {
  const { role } = useCurrentAdmin();
  return (
    <AdminPage title="分类管理">
      <CategoriesScreen
        canEdit={canWrite(role, 'categories')}
        readOnlyNotice={
          <Alert type="info" showIcon title="您的角色只能查看分类，不能修改。" style={{ marginBottom: 16 }} />
        }
      />
    </AdminPage>
  );
}
