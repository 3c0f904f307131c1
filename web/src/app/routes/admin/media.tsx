import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { MediaScreen } from '../../../features/media/components/media-screen';
import { AdminPage } from '../../layouts/admin/admin-page';

export function MediaPage() {
  const { role } = useCurrentAdmin();
  return (
    <AdminPage title="媒体库">
      <MediaScreen canEdit={canWrite(role, 'media')} />
    </AdminPage>
  );
}
