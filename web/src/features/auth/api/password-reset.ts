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

/** POST /api/auth/accept-invite: an invited user's first password; nobody is signed in by it. */
export async function acceptInvite(token: string, password: string): Promise<void> {
  await api.post('/api/auth/accept-invite', { token, password }, { ignoreSessionLoss: true });
}

/** POST /api/auth/confirm-email: the address of the link's account becomes the one the link was mailed to. */
export async function confirmEmail(token: string): Promise<void> {
  await api.post('/api/auth/confirm-email', { token }, { ignoreSessionLoss: true });
}

/** The token of a mailed link's fragment (`#token=…`), or null. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}
