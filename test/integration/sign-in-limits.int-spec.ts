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
  let { admin, setSecurity, newUser, login } = {} as Awaited<ReturnType<typeof signInHelpers>>;

  beforeAll(async () => {
    // 127.0.0.1 stands in for a reverse proxy, so the test can speak for many client addresses.
    stack = await startTestStack({ appEnv: { gateway: { TRUSTED_PROXIES: '127.0.0.1' } } });
    ({ admin, setSecurity, newUser, login } = await signInHelpers(stack.url));
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

  it("a flood from 11 addresses blocks the account for strangers, not for the owner's usual address", async () => {
    const owner = await newUser();
    // A successful sign-in makes this address usual for the account (kept by identity; no cookie sent).
    expect((await login('198.51.100.90', owner)).status).toBe(200);
    for (let a = 0; a < 11; a++) {
      for (let i = 0; i < 5; i++) {
        expect([401, 429]).toContain(
          (await login(`203.0.113.${100 + a}`, { username: owner.username, password: 'Wrong-999' })).status,
        );
      }
    }
    // The account-wide count is past its limit: a new address is refused even with the right password.
    const stranger = await login('203.0.113.150', owner);
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('LOGIN_THROTTLED');
    // The owner's usual address is counted only by its own counters.
    expect((await login('198.51.100.90', owner)).status).toBe(200);
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

  describe('one form of user names', () => {
    beforeAll(() => setSecurity({ loginAttempts: 3 }));
    afterAll(() => setSecurity({ loginAttempts: 5 }));

    it('look-alike spellings (U+0130 İ, full-width) neither reach another account nor escape its lock', async () => {
      const owner = { username: 'viewer32', password: 'Strong-Pass-123' };
      const created = await admin.post('/api/users', {
        ...owner,
        name: '查看者32',
        email: 'viewer32@example.com',
        role: 'viewer',
      });
      expect(created.status).toBe(201);
      for (let i = 0; i < 3; i++) {
        expect((await login('192.0.2.80', { username: owner.username, password: 'Wrong-999' })).status).toBe(401);
      }
      expect((await login('192.0.2.80', owner)).status).toBe(429);
      // NFKC then lower case: İ becomes i + U+0307, another name, so no account; it never signs in as viewer32.
      const dotted = await login('192.0.2.80', { ...owner, username: 'v\u0130ewer32' });
      expect(dotted.status).not.toBe(200);
      // Full-width letters are viewer32 after NFKC: the lookup finds it, so the same lock holds.
      expect((await login('192.0.2.80', { ...owner, username: 'ｖｉｅｗｅｒ32' })).status).toBe(429);
      expect((await login('192.0.2.80', { ...owner, username: 'VIEWER32' })).status).toBe(429);
      // From elsewhere the full-width spelling is the owner's account.
      expect((await login('192.0.2.81', { ...owner, username: 'ｖｉｅｗｅｒ32' })).status).toBe(200);
    });
  });

  describe('an account that may not sign in', () => {
    const setStatus = async (username: string, status: string) => {
      const users = (await admin.get<{ id: number; username: string }[]>('/api/users')).body;
      const id = users.find((u) => u.username === username)!.id;
      expect((await admin.patch(`/api/users/${id}/status`, { status })).status).toBe(200);
    };
    const auditActions = async (username: string) =>
      (
        await admin.get<{ items: { username: string; action: string }[] }>(
          `/api/audit-logs?limit=100&search=${username}`,
        )
      ).body.items
        .filter((e) => e.username === username)
        .map((e) => e.action);

    it.each([
      ['disabled', '登录失败：账户禁用'],
      ['inactive', '登录失败：账户未激活'],
    ])(
      'answers the right password of an account that is %s exactly as a wrong password; the audit log says why',
      async (status, action) => {
        const staff = await newUser();
        await setStatus(staff.username, status);
        const right = await login('198.51.100.20', staff);
        const wrong = await login('198.51.100.21', { username: staff.username, password: 'Wrong-999' });
        expect(right.status).toBe(401);
        expect(right.body).toEqual(wrong.body);
        expect(right.body.error).toBe('用户名或密码错误');
        const actions = await auditActions(staff.username);
        expect(actions).toContain(action);
        expect(actions).toContain('登录失败');
      },
    );
  });

  describe('replacing two-factor', () => {
    afterAll(() => setSecurity({ enableTwoFactor: false }));

    it('needs the current password to enable and to replace, and the enabling code never signs in', async () => {
      const staff = await newUser();
      const client = await ApiClient.signedIn(stack.url, staff);
      // First enrolment: the QR code without a password, but enabling it needs one, or a stolen session
      // could put the thief's authenticator on the account and lock the owner out.
      const first = await client.post<{ secret: string }>('/api/profile/two-factor/setup');
      expect(first.status).toBe(200);
      const enablingCode = totp(first.body.secret);
      for (const body of [{ code: enablingCode }, { code: enablingCode, password: 'Wrong-999' }]) {
        const refused = await client.post('/api/profile/two-factor/enable', body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 'WRONG_PASSWORD', error: '当前密码不正确' });
        expect((await client.get<{ user: { twoFactorEnabled: boolean } }>('/api/session')).body.user).toMatchObject({
          twoFactorEnabled: false,
        });
      }
      expect(
        (await client.post('/api/profile/two-factor/enable', { code: enablingCode, password: staff.password })).status,
      ).toBe(200);

      // A session alone cannot start a replacement: no password, or a wrong one, is the disable answer.
      for (const body of [{}, { password: 'Wrong-999' }]) {
        const refused = await client.post('/api/profile/two-factor/setup', body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 'WRONG_PASSWORD', error: '当前密码不正确' });
      }
      const second = await client.post<{ secret: string }>('/api/profile/two-factor/setup', {
        password: staff.password,
      });
      expect(second.status).toBe(200);
      const secondCode = totp(second.body.secret);
      const noPassword = await client.post('/api/profile/two-factor/enable', { code: secondCode });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body).toMatchObject({ code: 'WRONG_PASSWORD', error: '当前密码不正确' });
      // The first secret still holds until the replacement is confirmed with the password.
      await setSecurity({ enableTwoFactor: true });
      expect((await login('203.0.113.80', { ...staff, otp: enablingCode })).body.code).toBe('TOTP_INVALID');
      expect(
        (await client.post('/api/profile/two-factor/enable', { code: secondCode, password: staff.password })).status,
      ).toBe(200);
      // The code that enabled the new secret is spent too.
      const replay = await login('203.0.113.81', { ...staff, otp: secondCode });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('TOTP_INVALID');
      expect(
        (await login('203.0.113.82', { ...staff, otp: totp(second.body.secret, Date.now() + 30_000) })).status,
      ).toBe(200);
    });
  });

  it('accepts a TOTP time step once per account', async () => {
    const staff = await newUser();
    const client = await ApiClient.signedIn(stack.url, staff);
    const setup = await client.post<{ secret: string }>('/api/profile/two-factor/setup');
    const enabling = { code: totp(setup.body.secret), password: staff.password };
    expect((await client.post('/api/profile/two-factor/enable', enabling)).status).toBe(200);
    await setSecurity({ enableTwoFactor: true });
    try {
      // The next step's code: the current one was spent on enabling.
      const code = totp(setup.body.secret, Date.now() + 30_000);
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
