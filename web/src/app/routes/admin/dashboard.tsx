import { DashboardScreen } from '../../../features/dashboard/components/dashboard-screen';
import { AdminPage } from '../../layouts/admin/admin-page';

/** Every role sees the dashboard: it only reads. */
export function DashboardPage() {
  return (
    <AdminPage title="仪表盘">
      <DashboardScreen />
    </AdminPage>
  );
}
