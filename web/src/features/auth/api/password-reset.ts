import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same answer, whether the account exists or not. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await api.post<{ message?: string } | undefined>('/api/auth/forgot-password', { email });
  return answer?.message ?? '如果该账户存在，我们已发送重置密码的邮件，请查收。';
}

/** POST /api/auth/reset-password: sets the password; nobody is signed in by it. */
export async function resetPassword(token: string, password: string): Promise<void> {
  // A 401 cannot come from here, but the call must never end an admin's session in this tab either.
  await api.post('/api/auth/reset-password', { token, password }, { ignoreSessionLoss: true });
}

/** The token of a reset link's fragment (`#token=…`), or null. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}
