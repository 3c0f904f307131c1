import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { PagesList } from '../../../features/pages/components/pages-list';
import { AdminPage } from '../../layouts/admin/admin-page';

/** 页面: the home, about and technology pages, each opening the block editor. */
export function PagesPage() {
  const { role } = useCurrentAdmin();
  return (
    <AdminPage title="页面">
      <PagesList canEdit={canWrite(role, 'pages')} />
    </AdminPage>
  );
}
