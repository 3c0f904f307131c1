import { ComingSoon } from '../../../components/ui/admin/coming-soon';
import { AdminPage } from '../../layouts/admin/admin-page';

/** Back-office screens not built yet: the layout and title, and an honest notice. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <ComingSoon title={title} />
    </AdminPage>
  );
}
