import { useEffect, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '../../../features/auth/api/session';
import { clearAdminSession, isAdminLoggedIn, saveAdminSession } from '../../../features/auth/utils/admin-session';
import { SESSION_EXPIRED_NOTICE, type LoginPageState } from '../../../features/auth/utils/login-notice';
import { isSessionLost, onSessionLost } from '../../../lib/api-client';

/**
 * The stored flag decides whether the admin renders at all. On top of that, the server's
 * session is checked on entry, and any call answering 401 sends the user back to log in.
 */
export function RequireAdmin() {
  const navigate = useNavigate();
  // Read once: when the session ends, the handler below navigates with the notice instead.
  const [loggedIn] = useState(isAdminLoggedIn);
  const session = useSession(loggedIn);

  useEffect(() => {
    const expire = () => {
      clearAdminSession();
      const state: LoginPageState = { notice: SESSION_EXPIRED_NOTICE };
      void navigate('/admin/login', { replace: true, state });
    };
    const unsubscribe = onSessionLost(expire);
    if (isSessionLost(session.error)) expire();
    return unsubscribe;
  }, [navigate, session.error]);

  // Keep the stored user in step with the server (a role may have changed since login).
  useEffect(() => {
    if (session.data) {
      const { username, role, name } = session.data;
      saveAdminSession({ username, role, name });
    }
  }, [session.data]);

  if (!loggedIn) return <Navigate to="/admin/login" replace />;
  return <Outlet />;
}
