import { ApiError, api } from '../../../lib/api-client';
import { toAdminUser, type AdminUser } from '../utils/admin-session';

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
}

/** POST /api/login → { user }. A 2xx without a usable user counts as a failed login. */
export async function login(input: LoginInput): Promise<AdminUser> {
  const answer = await api.post<{ user?: unknown } | undefined>('/api/login', input);
  const user = toAdminUser(answer?.user);
  if (!user) throw new ApiError(200, undefined);
  return user;
}

/** SPEC §8: the server's own words, else '登录失败'; no answer at all, '登录失败，请稍后重试'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? '登录失败';
  return '登录失败，请稍后重试';
}
