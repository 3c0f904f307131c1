import { useSession } from '../../../features/auth/api/session';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { MediaScreen } from '../../../features/media/components/media-screen';
import { AdminPage } from '../../layouts/admin/admin-page';

export function MediaPage() {
  const { role } = useCurrentAdmin();
  // The session's id (0 when the server sent none) is what 我上传的 asks the library for.
  const { data: session } = useSession();
  return (
    <AdminPage title="媒体库">
      <MediaScreen canEdit={canWrite(role, 'media')} currentUserId={session?.id || null} />
    </AdminPage>
  );
}
