/** What the admin shows on the login page after the server ended the session. */
export const SESSION_EXPIRED_NOTICE = '登录已过期，请重新登录';

/** Router state carried to /admin/login. */
export interface LoginPageState {
  notice?: string;
}

export function noticeFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const notice = (state as LoginPageState).notice;
  return typeof notice === 'string' && notice !== '' ? notice : undefined;
}
