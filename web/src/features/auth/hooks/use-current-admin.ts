import { useSession } from '../api/session';
import { readAdminUser, type AdminUser } from '../utils/admin-session';

/** Who is signed in: the server's answer once it came, the stored adminUser until then. */
export function useCurrentAdmin(): AdminUser {
  const { data } = useSession();
  if (data) return { username: data.username, role: data.role, name: data.name };
  return readAdminUser() ?? { username: '', role: '', name: '' };
}
