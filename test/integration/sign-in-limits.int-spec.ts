import type { ProofChallenge } from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ApiClient } from '../support/api-client';
import { solveProof } from '../support/proof-of-work';
import { signInHelpers } from '../support/sign-in';
import { startTestStack, stopTestStack } from '../support/test-stack';
import { totp } from '../support/totp';

/**
 * Sign-in under attack, without the flood (sign-in-abuse.int-spec.ts, which times itself): lockout abuse,
 * unlimited guesses and replays.
 */
describe('sign-in under attack', () => {
  let stack: Stack;
  let { setSecurity, newUser, login } = {} as Awaited<ReturnType<typeof signInHelpers>>;

  beforeAll(async () => {
    // 127.0.0.1 stands in for a reverse proxy, so the test can speak for many client addresses.
    stack = await startTestStack({ appEnv: { gateway: { TRUSTED_PROXIES: '127.0.0.1' } } });
    ({ setSecurity, newUser, login } = await signInHelpers(stack.url));
  }, 120_000);
  afterAll(() => stopTestStack(stack));

  describe('lockout without denial of service', () => {
    beforeAll(() => setSecurity({ loginAttempts: 3 }));
    afterAll(() => setSecurity({ loginAttempts: 5 }));

    it('wrong passwords from many addresses do not lock the owner out', async () => {
      const staff = await newUser();
      for (let i = 0; i < 6; i++) {
        expect((await login(`192.0.2.${10 + i}`, { username: staff.username, password: 'Wrong-999' })).status).toBe(
          401,
        );
      }
      expect((await login('192.0.2.99', staff)).status).toBe(200);
    });

    it('slows the one address past loginAttempts for that account, with growing blocks, and not others', async () => {
      const staff = await newUser();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await login('192.0.2.50', { username: staff.username, password: 'Wrong-999' })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const blocked = await login('192.0.2.50', staff);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(30);
      expect(blocked.body.code).toBe('LOGIN_THROTTLED');
      // The same address may still sign in to another account, and the owner from elsewhere.
      const other = await newUser();
      expect((await login('192.0.2.50', other)).status).toBe(200);
      expect((await login('192.0.2.51', staff)).status).toBe(200);
    });

    it('answers unknown usernames exactly as existing ones', async () => {
      const staff = await newUser();
      const run = async (username: string, address: string) => {
        const seen: string[] = [];
        for (let i = 0; i < 5; i++) {
          const a = await login(address, { username, password: 'Wrong-999' });
          seen.push(`${a.status} ${a.body.error} ${a.headers.get('retry-after') ?? ''}`);
        }
        return seen;
      };
      expect(await run('nobody-at-all', '192.0.2.60')).toEqual(await run(staff.username, '192.0.2.61'));
    });
  });

  describe('every password check counts', () => {
    beforeAll(() => setSecurity({ loginAttempts: 3 }));
    afterAll(() => setSecurity({ loginAttempts: 5 }));

    it('limits guesses of the current password when changing it', async () => {
      const staff = await newUser();
      const client = await ApiClient.signedIn(stack.url, staff);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await client.post('/api/profile/password', {
          currentPassword: `Guess-${i}`,
          newPassword: 'Another-Pass-123',
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 3).every((s) => s === 400 || s === 401)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
    });

    it('limits guesses of the password when turning two-factor off', async () => {
      const staff = await newUser();
      const client = await ApiClient.signedIn(stack.url, staff);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await client.post('/api/profile/two-factor/disable', { password: `Guess-${i}` })).status);
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
    });
  });

  it('accepts a TOTP time step once per account', async () => {
    const staff = await newUser();
    const client = await ApiClient.signedIn(stack.url, staff);
    const setup = await client.post<{ secret: string }>('/api/profile/two-factor/setup');
    expect((await client.post('/api/profile/two-factor/enable', { code: totp(setup.body.secret) })).status).toBe(200);
    await setSecurity({ enableTwoFactor: true });
    try {
      const code = totp(setup.body.secret);
      expect((await login('203.0.113.70', { ...staff, otp: code })).status).toBe(200);
      const replay = await login('203.0.113.71', { ...staff, otp: code });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('TOTP_INVALID');
    } finally {
      await setSecurity({ enableTwoFactor: false });
    }
  });

  it('asks for a proof of work as the login captcha, once per challenge', async () => {
    await setSecurity({ enableCaptcha: true });
    try {
      const staff = await newUser();
      const challenge = await (await fetch(`${stack.url}/api/captcha`)).json();
      expect(challenge).toEqual(
        expect.objectContaining({
          parameters: expect.objectContaining({ algorithm: 'SHA-256' }),
          signature: expect.any(String),
        }),
      );
      expect((await login('203.0.113.80', staff)).body.code).toBe('CAPTCHA_REQUIRED');
      const forged = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } })).toString(
        'base64',
      );
      expect((await login('203.0.113.80', { ...staff, captcha: forged })).body.code).toBe('CAPTCHA_INVALID');
      const proof = await solveProof(challenge as ProofChallenge);
      expect((await login('203.0.113.80', { ...staff, captcha: proof })).status).toBe(200);
      // A solved challenge answers once.
      expect((await login('203.0.113.81', { ...staff, captcha: proof })).body.code).toBe('CAPTCHA_INVALID');
    } finally {
      await setSecurity({ enableCaptcha: false });
    }
  });
});
