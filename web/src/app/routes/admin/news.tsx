import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { NewsScreen } from '../../../features/news/components/news-screen';
import { AdminPage } from '../../layouts/admin/admin-page';

/** 新闻管理: the table; viewers read it without add, edit or delete. */
export function NewsPage() {
  const { role } = useCurrentAdmin();
  return (
    <AdminPage title="新闻管理">
      <NewsScreen canEdit={canWrite(role, 'news')} />
    </AdminPage>
  );
}
