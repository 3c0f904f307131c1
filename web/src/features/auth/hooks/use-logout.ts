import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { logout } from '../api/logout';
import { ADMIN_QUERY_ROOT } from '../api/session';
import { clearAdminSession } from '../utils/admin-session';

/** Ends the server session, then forgets the local flag and every cached back-office answer. */
export function useLogout(onDone: () => void): { logOut: () => void; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logOut = useCallback(() => {
    setPending(true);
    // Even if the call fails (network), the browser forgets the login; the server session then times out.
    logout()
      .catch((error: unknown) => console.warn('退出登录请求失败', error))
      .finally(() => {
        clearAdminSession();
        queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
        setPending(false);
        onDone();
      });
  }, [queryClient, onDone]);
  return { logOut, pending };
}
