import { Alert } from 'antd';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { ContactsScreen } from '../../../features/contacts/components/contacts-screen';
import { AdminPage } from '../../layouts/admin/admin-page';

export function ContactsPage() {
  const { role } = useCurrentAdmin();
  const canEdit = canWrite(role, 'contacts');
  return (
    <AdminPage title="留言管理">
      {!canEdit && (
        <Alert
          type="info"
          showIcon
          title="您的角色只能查看留言，不能修改状态或删除；查看不会把未读留言标为已读。"
          style={{ marginBottom: 16 }}
        />
      )}
      <ContactsScreen canEdit={canEdit} />
    </AdminPage>
  );
}
