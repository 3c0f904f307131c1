import { loginFrom } from '@site/dev-stack';
import { ADMIN, ApiClient } from './api-client';

/** One answer to POST /api/login, with how long it took. */
export interface LoginAnswer {
  status: number;
  body: { error?: string; code?: string };
  headers: Headers;
  ms: number;
}

/**
 * Sign-in helpers for a stack whose gateway trusts 127.0.0.1 as a proxy (`TRUSTED_PROXIES`), so a test can
 * speak for any client address. Shared by the sign-in abuse tests.
 */
export async function signInHelpers(url: string) {
  const admin = await ApiClient.signedIn(url, ADMIN);
  let seq = 0;

  return {
    admin,

    /** Saves security settings; they take effect at once (the saving replica drops its settings cache). */
    async setSecurity(settings: Record<string, unknown>): Promise<void> {
      expect((await admin.post('/api/settings', { tab: 'security', settings })).status).toBe(200);
    },

    /** A new editor account with a known password. */
    async newUser(): Promise<{ username: string; password: string }> {
      const username = `staff${++seq}`;
      const password = 'Strong-Pass-123';
      const created = await admin.post('/api/users', {
        username,
        name: `员工${seq}`,
        email: `${username}@example.com`,
        role: 'editor',
        password,
      });
      expect(created.status).toBe(201);
      return { username, password };
    },

    /** POST /api/login from `address`, with the cookies given. */
    async login(address: string, body: Record<string, unknown>, cookie?: string): Promise<LoginAnswer> {
      const { status, headers, text, ms } = await loginFrom(url, address, body, cookie);
      return { status, headers, ms, body: text ? (JSON.parse(text) as LoginAnswer['body']) : {} };
    },
  };
}

/** The `name=value` of a cookie an answer sets. */
export const cookieOf = (answer: LoginAnswer, name: string): string | undefined =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${name}=`));
