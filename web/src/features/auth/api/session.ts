import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode, Errors } from '@site/contracts/errors';
import { ApiError, api } from '../../../lib/api-client';

/** GET /api/session: the signed-in user as the server knows it. */
export interface SessionProfile {
  id: number;
  username: string;
  name: string;
  role: string;
  email: string;
  twoFactorEnabled: boolean;
}

export function toSessionProfile(value: unknown): SessionProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.username !== 'string' || user.username === '') return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    id: typeof user.id === 'number' ? user.id : 0,
    username: user.username,
    name: text(user.name),
    role: text(user.role),
    email: text(user.email),
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

export async function getSession(signal?: AbortSignal): Promise<SessionProfile> {
  const answer = await api.get<{ user?: unknown } | undefined>('/api/session', { signal });
  const user = toSessionProfile(answer?.user);
  if (!user) throw new ApiError(401, Errors.sessionExpired().message, ErrorCode.SESSION_EXPIRED);
  return user;
}

/** Every back-office query key starts with 'admin', so one call forgets them all on login and logout. */
export const ADMIN_QUERY_ROOT = 'admin';

export const sessionQuery = queryOptions({
  queryKey: [ADMIN_QUERY_ROOT, 'session'],
  queryFn: ({ signal }) => getSession(signal),
  // Checked again each time the admin is entered; a 401 is final.
  staleTime: 0,
  retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
});

/** `enabled` is false while the local flag says nobody is logged in: no point asking. */
export function useSession(enabled = true) {
  return useQuery({ ...sessionQuery, enabled });
}
