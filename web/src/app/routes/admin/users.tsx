import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { usePasswordPolicy } from '../../../features/settings/hooks/use-password-policy';
import { UsersScreen } from '../../../features/users/components/users-screen';

export function UsersPage() {
  const me = useCurrentAdmin();
  const policy = usePasswordPolicy(me.role === 'admin');
  return <UsersScreen currentUsername={me.username} policy={policy} />;
}
