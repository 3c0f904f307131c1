/** Query parameter of /admin/login naming the page to come back to after signing in. */
export const RETURN_PARAM = 'next';

/** The login URL that comes back to `path` afterwards. */
export const loginUrlReturningTo = (path: string) => `/admin/login?${RETURN_PARAM}=${encodeURIComponent(path)}`;

/** Where to go after signing in: the `next` path if it is one of ours (never another site), else the dashboard. */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/admin/dashboard';
}
