import { useSession } from '../../../features/auth/api/session';
import { DashboardScreen } from '../../../features/dashboard/components/dashboard-screen';
import { AdminPage } from '../../layouts/admin/admin-page';

/** Every role sees the dashboard: it only reads (admins also see the mails that did not go out). */
export function DashboardPage() {
  const session = useSession();
  return (
    <AdminPage title="仪表盘">
      <DashboardScreen isAdmin={session.data?.role === 'admin'} />
    </AdminPage>
  );
}
