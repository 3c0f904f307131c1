import type { Stack } from '@site/dev-stack';
import { totp } from '../support/totp';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack, TEST_HASH_COST } from '../support/test-stack';

interface User {
  id: number;
  username: string;
  status: string;
  locked: boolean;
}

describe('identity: sign-in, sessions, users and settings through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let seq = 0;

  /** A fresh account for one test, so tests do not depend on each other's changes. */
  const newUser = async (role = 'editor', password = 'Strong-Pass-123') => {
    const username = `user${++seq}`;
    const created = await admin.post<User>('/api/users', {
      username,
      name: `用户${seq}`,
      email: `${username}@example.com`,
      role,
      password,
    });
    expect(created.status).toBe(201);
    return { ...created.body, password };
  };
  // Takes effect at once: the saving replica drops its settings cache (this stack runs one).
  const setSecurity = (settings: Record<string, unknown>) => admin.post('/api/settings', { tab: 'security', settings });

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await ApiClient.signedIn(stack.url, ADMIN);
  });
  afterAll(() => stopTestStack(stack));

  describe('login', () => {
    it('answers { user: { username, role, name } } and a strict HttpOnly browser-session cookie', async () => {
      const client = new ApiClient(stack.url);
      const answer = await client.login(ADMIN.username, ADMIN.password);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ user: { username: 'admin', role: 'admin', name: '系统管理员' } });
      // The trusted-device cookie (did) comes along; this is about the session cookie.
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
    });

    it('keeps a remembered session across browser restarts (Max-Age) and issues a new id at every login', async () => {
      const first = new ApiClient(stack.url);
      const answer = await first.login(ADMIN.username, ADMIN.password, { remember: true });
      expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
      const second = new ApiClient(stack.url);
      await second.login(ADMIN.username, ADMIN.password);
      expect(first.cookie).not.toBe(second.cookie);
      expect((await first.get('/api/session')).status).toBe(200);
    });

    it('gives an unknown user and a wrong password the same answer', async () => {
      const unknown = await new ApiClient(stack.url).login('nobody-here', 'Whatever-123');
      const wrong = await new ApiClient(stack.url).login(ADMIN.username, 'Wrong-Pass-123');
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body.error).toBe('用户名或密码错误');
    });

    it('refuses a login without the CSRF header', async () => {
      const answer = await new ApiClient(stack.url).request('POST', '/api/login', ADMIN, { csrf: false });
      expect(answer.status).toBe(403);
      expect(answer.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('lockout', () => {
    afterAll(async () => {
      await setSecurity({ loginAttempts: 5 });
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      await setSecurity({ loginAttempts: 3 });
      const user = await newUser();
      const client = new ApiClient(stack.url);
      await client.login(user.username, 'Wrong-Pass-1');
      await client.login(user.username, 'Wrong-Pass-2');
      expect((await client.login(user.username, user.password)).status).toBe(200);
      await client.login(user.username, 'Wrong-Pass-3');
      await client.login(user.username, 'Wrong-Pass-4');
      expect((await client.login(user.username, user.password)).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('expire after sessionTimeout minutes idle; a remembered one survives the same idle time', async () => {
      await setSecurity({ sessionTimeout: 1 });
      const user = await newUser();
      const browser = await ApiClient.signedIn(stack.url, user);
      const remembered = new ApiClient(stack.url);
      await remembered.login(user.username, user.password, { remember: true });
      expect((await browser.get('/api/session')).status).toBe(200);

      await queryDb(
        stack,
        'identity',
        "UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_id = $1",
        [user.id],
      );
      const expired = await browser.get('/api/session');
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ error: '登录已过期，请重新登录', code: 'SESSION_EXPIRED' });
      expect(expired.headers.get('set-cookie')).toMatch(/^sid=;/);
      expect((await remembered.get('/api/session')).status).toBe(200);
      await setSecurity({ sessionTimeout: 30 });
    });

    it('move the idle clock at most every 30 s, so most requests only read', async () => {
      const user = await newUser();
      const browser = await ApiClient.signedIn(stack.url, user);
      const lastSeenAgo = async () =>
        Number(
          (
            await queryDb<{ ago: string }>(
              stack,
              'identity',
              'SELECT extract(epoch FROM now() - last_seen_at) AS ago FROM sessions WHERE user_id = $1',
              [user.id],
            )
          )[0].ago,
        );
      const setAgo = (seconds: number) =>
        queryDb(
          stack,
          'identity',
          `UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE user_id = $1`,
          [user.id, seconds],
        );

      await setAgo(10);
      expect((await browser.get('/api/session')).status).toBe(200);
      expect(await lastSeenAgo()).toBeGreaterThanOrEqual(10);
      await setAgo(45);
      expect((await browser.get('/api/session')).status).toBe(200);
      expect(await lastSeenAgo()).toBeLessThan(5);
    });

    it('end with logout: the old cookie is refused', async () => {
      const user = await newUser();
      const client = await ApiClient.signedIn(stack.url, user);
      const cookie = client.cookie;
      expect((await client.post('/api/logout')).status).toBe(204);
      const replay = new ApiClient(stack.url);
      replay.cookie = cookie;
      expect((await replay.get('/api/session')).status).toBe(401);
    });

    it('end when an admin disables the user or resets their password', async () => {
      const disabled = await newUser();
      const disabledClient = await ApiClient.signedIn(stack.url, disabled);
      expect((await admin.patch(`/api/users/${disabled.id}/status`, { status: 'disabled' })).status).toBe(200);
      expect((await disabledClient.get('/api/session')).status).toBe(401);
      const refused = await new ApiClient(stack.url).login(disabled.username, disabled.password);
      // Answered as a wrong password (issue 32 #11): the refusal does not say the password was right.
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe('用户名或密码错误');

      const reset = await newUser();
      const resetClient = await ApiClient.signedIn(stack.url, reset);
      expect(
        (await admin.post(`/api/users/${reset.id}/reset-password`, { newPassword: 'Brand-New-Pass-1' })).status,
      ).toBe(204);
      expect((await resetClient.get('/api/session')).status).toBe(401);
      expect((await new ApiClient(stack.url).login(reset.username, 'Brand-New-Pass-1')).status).toBe(200);
    });
  });

  describe('sessions a gateway remembers (ADR 0011)', () => {
    /** A staff read that resolves the session (not a `self` route, which always asks identity). */
    const staffRead = (client: ApiClient) => client.get('/api/media/folders').then((r) => r.status);
    /** An editor's write that changes nothing: an editor gets 400 for the empty name, a viewer 403. */
    const editorWrite = (client: ApiClient) => client.post('/api/media/folders', { name: '' }).then((r) => r.status);
    const demote = (user: User) =>
      admin.put(`/api/users/${user.id}`, {
        username: user.username,
        name: `用户${user.username}`,
        email: `${user.username}@example.com`,
        role: 'viewer',
      });
    /** Waits for `status`, well inside the replica's 10 s SESSION_CACHE_MS: only the event can explain it. */
    const within5s = async (check: () => Promise<number>, status: number) => {
      const deadline = Date.now() + 5000;
      let last = await check();
      while (last !== status && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        last = await check();
      }
      expect(last).toBe(status);
    };

    it('end at once on the gateway that passed the change: sign-out, a lower role, disabling', async () => {
      const user = await newUser('editor');
      const client = await ApiClient.signedIn(stack.url, user);
      expect(await editorWrite(client)).toBe(400);
      expect((await demote(user)).status).toBe(200);
      expect(await editorWrite(client)).toBe(403);

      expect(await staffRead(client)).toBe(200);
      expect((await admin.patch(`/api/users/${user.id}/status`, { status: 'disabled' })).status).toBe(200);
      expect(await staffRead(client)).toBe(401);

      const other = await newUser('editor');
      const signedOut = await ApiClient.signedIn(stack.url, other);
      expect(await staffRead(signedOut)).toBe(200);
      const cookie = signedOut.cookie;
      expect((await signedOut.post('/api/logout')).status).toBe(204);
      const replay = new ApiClient(stack.url);
      replay.cookie = cookie;
      expect(await staffRead(replay)).toBe(401);
    });

    it("end on every other replica at identity's word, long before its cache would let go", async () => {
      const replica = await stack.startGatewayReplica({ SESSION_CACHE_MS: '10000' });
      try {
        const user = await newUser('editor');
        const client = await ApiClient.signedIn(stack.url, user);
        const there = new ApiClient(replica.url);
        there.cookie = client.cookie;
        expect(await staffRead(there)).toBe(200);
        expect(await editorWrite(there)).toBe(400);

        // Demoted through the first gateway: the replica's remembered editor becomes a viewer.
        expect((await demote(user)).status).toBe(200);
        await within5s(() => editorWrite(there), 403);

        // Signed out through the first gateway.
        expect(await staffRead(there)).toBe(200);
        expect((await client.post('/api/logout')).status).toBe(204);
        await within5s(() => staffRead(there), 401);

        // A new password ends the other sessions.
        const second = await ApiClient.signedIn(stack.url, user);
        const secondThere = new ApiClient(replica.url);
        secondThere.cookie = second.cookie;
        expect(await staffRead(secondThere)).toBe(200);
        expect(
          (await admin.post(`/api/users/${user.id}/reset-password`, { newPassword: 'Replica-Reset-Pass-1' })).status,
        ).toBe(204);
        await within5s(() => staffRead(secondThere), 401);
      } finally {
        await replica.stop();
      }
    });
  });

  describe('users', () => {
    it('never answers with a password or a hash, and stores only a scrypt hash', async () => {
      const user = await newUser('viewer', 'Visible-Nowhere-1');
      const client = await ApiClient.signedIn(stack.url, user);
      const answers = [
        await admin.get('/api/users'),
        await admin.put(`/api/users/${user.id}`, {
          username: user.username,
          name: '新名字',
          email: 'n@example.com',
          role: 'viewer',
        }),
        await admin.patch(`/api/users/${user.id}/status`, { status: 'active' }),
        await client.get('/api/session'),
        await client.login(user.username, user.password),
      ];
      for (const answer of answers) {
        const text = JSON.stringify(answer.body);
        expect(text).not.toMatch(/password|hash|scrypt|Visible-Nowhere|totp/i);
      }
      const [row] = await queryDb<{ password_hash: string }>(
        stack,
        'identity',
        'SELECT password_hash FROM users WHERE id = $1',
        [user.id],
      );
      expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_HASH_COST}\\$8\\$3\\$`));
    });

    // The account rules (password policy, roles, the last admin) and the settings' rules are in
    // services/identity/src/users/users.medium-spec.ts and settings/settings.medium-spec.ts; here, that a
    // refusal reaches the browser as its status and Chinese text, and the route's id check.
    it('refuses bad input with a 400 naming the field, and creates nothing', async () => {
      const before = (await admin.get<User[]>('/api/users')).body.length;
      const noEmail = await admin.post('/api/users', {
        username: 'noemail',
        name: '无邮箱',
        role: 'viewer',
        password: 'Strong-Pass-123',
      });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.error).toBe('邮箱不能为空');
      const badEmail = await admin.post('/api/users', {
        username: 'bad',
        name: '坏',
        email: 'not-mail',
        role: 'viewer',
        password: 'Strong-Pass-123',
      });
      expect(badEmail.body.error).toBe('邮箱格式不正确');
      const badRole = await admin.post('/api/users', {
        username: 'bad2',
        name: '坏',
        email: 'b@example.com',
        role: 'root',
        password: 'Strong-Pass-123',
      });
      expect(badRole.body.error).toBe('角色必须是管理员、编辑或查看者');
      const badId = await admin.put('/api/users/abc', {
        username: 'x',
        name: 'x',
        email: 'x@example.com',
        role: 'viewer',
      });
      expect(badId.status).toBe(400);
      expect((await admin.get<User[]>('/api/users')).body.length).toBe(before);
    });
  });

  describe('two-factor sign-in', () => {
    afterAll(async () => {
      await setSecurity({ enableTwoFactor: false });
    });

    it('requires a TOTP code from an enrolled account once two-factor is enabled', async () => {
      const user = await newUser();
      const client = await ApiClient.signedIn(stack.url, user);
      const setup = await client.post<{ secret: string; otpauthUrl: string; qrDataUrl: string }>(
        '/api/profile/two-factor/setup',
      );
      expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
      const password = user.password;
      expect((await client.post('/api/profile/two-factor/enable', { code: '000000', password })).body.code).toBe(
        'TOTP_INVALID',
      );
      const enabled = await client.post('/api/profile/two-factor/enable', { code: totp(setup.body.secret), password });
      expect(enabled.body).toEqual({ enabled: true });

      await setSecurity({ enableTwoFactor: true });
      const signIn = new ApiClient(stack.url);
      const first = await signIn.login(user.username, user.password);
      expect(first.status).toBe(401);
      expect(first.body.code).toBe('TOTP_REQUIRED');
      // The next step's code: the current one was spent on enabling.
      const second = await signIn.login(user.username, user.password, {
        otp: totp(setup.body.secret, Date.now() + 30_000),
      });
      expect(second.status).toBe(200);
    });
  });

  describe('audit log', () => {
    it('records back-office writes and sign-ins with who, what, when and from where', async () => {
      const user = await newUser('viewer');
      const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AuditTest/1.0';
      await admin.request(
        'PATCH',
        `/api/users/${user.id}/status`,
        { status: 'disabled' },
        { headers: { 'user-agent': browser } },
      );
      const path = `/api/users/${user.id}/status`;
      // The gateway records a write once it has answered it: wait for this one's entry.
      const log = await eventually(async () => {
        const answer = await admin.get<{
          items: { username: string; action: string; path: string; ip: string; userAgent: string | null; at: string }[];
        }>('/api/audit-logs?limit=50');
        return answer.status === 200 && answer.body.items.some((e) => e.path === path) && answer;
      });
      const actions = log.body.items.filter((e) => e.username === 'admin').map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['创建用户', '修改用户状态']));
      const signIns = await admin.get<{ items: { username: string; action: string }[] }>(
        '/api/audit-logs?search=登录&limit=100',
      );
      expect(signIns.body.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ username: 'admin', action: '登录' })]),
      );
      const entry = log.body.items.find((e) => e.path === path)!;
      expect(entry.action).toBe('修改用户状态');
      expect(entry.ip).toBe('127.0.0.1');
      expect(entry.userAgent).toBe(browser);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      const searched = await admin.get<{ items: { action: string }[] }>('/api/audit-logs?search=修改用户状态');
      expect(searched.body.items.every((e) => e.action === '修改用户状态')).toBe(true);
    });
  });
});
