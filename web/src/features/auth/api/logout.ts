import { api } from '../../../lib/api-client';

/** Ends the server session; the local flag is cleared by the caller whatever the answer. */
export async function logout(): Promise<void> {
  await api.post<void>('/api/logout', undefined, { ignoreSessionLoss: true });
}
