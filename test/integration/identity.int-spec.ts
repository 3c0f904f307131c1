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
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('账户已被禁用');

      const reset = await newUser();
      const resetClient = await ApiClient.signedIn(stack.url, reset);
      expect(
        (await admin.post(`/api/users/${reset.id}/reset-password`, { newPassword: 'Brand-New-Pass-1' })).status,
      ).toBe(204);
      expect((await resetClient.get('/api/session')).status).toBe(401);
      expect((await new ApiClient(stack.url).login(reset.username, 'Brand-New-Pass-1')).status).toBe(200);
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

    it('applies the password policy to create and reset, in Chinese', async () => {
      const short = await admin.post('/api/users', {
        username: 'shorty',
        name: '短',
        email: 's@example.com',
        role: 'viewer',
        password: 'Ab1',
      });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('密码长度至少为8位。');
      await setSecurity({ passwordRequireUppercase: true, passwordRequireSymbol: true });
      const weak = await admin.post('/api/users', {
        username: 'weakling',
        name: '弱',
        email: 'w@example.com',
        role: 'viewer',
        password: 'alllower123',
      });
      expect(weak.body.error).toBe('密码必须包含大写字母。');
      const user = await newUser('viewer', 'Has-Upper-1!');
      const reset = await admin.post(`/api/users/${user.id}/reset-password`, { newPassword: 'NoSymbol123' });
      expect(reset.body.error).toBe('密码必须包含特殊字符。');
      await setSecurity({ passwordRequireUppercase: false, passwordRequireSymbol: false });
    });

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

    it('accepts Chinese role and status values, and defaults a new user to viewer', async () => {
      const created = await admin.post('/api/users', {
        username: 'zh-user',
        name: '中文',
        email: 'zh@example.com',
        password: 'Strong-Pass-123',
      });
      expect(created.body.role).toBe('viewer');
      const edited = await admin.put(`/api/users/${created.body.id}`, {
        username: 'zh-user',
        name: '中文',
        email: 'zh@example.com',
        role: '编辑',
        status: '禁用',
      });
      expect(edited.body).toMatchObject({ role: 'editor', status: 'disabled' });
    });

    it('refuses a duplicate username with a 409', async () => {
      const user = await newUser();
      const dup = await admin.post('/api/users', {
        username: user.username.toUpperCase(),
        name: '重复',
        email: 'd@example.com',
        role: 'viewer',
        password: 'Strong-Pass-123',
      });
      expect(dup.status).toBe(409);
      expect(dup.body.error).toBe('用户名已存在');
    });

    it('never lets an admin disable or delete themselves, nor remove the last active admin', async () => {
      const me = (await admin.get<{ user: { id: number } }>('/api/session')).body.user.id;
      expect((await admin.patch(`/api/users/${me}/status`, { status: 'disabled' })).body.error).toBe(
        '不能禁用自己的账户',
      );
      expect((await admin.delete(`/api/users/${me}`)).body.error).toBe('不能删除自己的账户');
      const demote = await admin.put(`/api/users/${me}`, {
        username: 'admin',
        name: '系统管理员',
        email: 'admin@example.com',
        role: 'editor',
      });
      expect(demote.status).toBe(409);
      expect(demote.body.error).toBe('至少需要保留一个启用的管理员');

      // A second admin may demote the first, but then the first cannot demote the second.
      const other = await newUser('admin');
      const otherClient = await ApiClient.signedIn(stack.url, other);
      const race = await Promise.all([
        admin.put(`/api/users/${other.id}`, {
          username: other.username,
          name: 'x',
          email: 'o@example.com',
          role: 'viewer',
        }),
        otherClient.put(`/api/users/${me}`, {
          username: 'admin',
          name: '系统管理员',
          email: 'admin@example.com',
          role: 'viewer',
        }),
      ]);
      // Exactly one wins. The other is refused as removing the last admin (409) or, when the winner's change
      // landed first, as no longer being an admin (403).
      expect([
        [200, 403],
        [200, 409],
      ]).toContainEqual(race.map((a) => a.status).sort());
      const admins = (
        await queryDb<{ n: string }>(
          stack,
          'identity',
          "SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'",
        )
      )[0];
      expect(Number(admins.n)).toBe(1);
      // Put the first admin back if the race demoted it.
      if (race[1].status === 200) {
        await otherClient.put(`/api/users/${me}`, {
          username: 'admin',
          name: '系统管理员',
          email: 'admin@example.com',
          role: 'admin',
        });
      }
    });
  });

  describe('settings', () => {
    it('keeps the SMTP password write-only: never sent back, and kept when saved empty', async () => {
      const full = {
        smtpServer: 'smtp.example.com',
        smtpPort: 465,
        smtpUsername: 'mailer',
        smtpPassword: 'Smtp-Secret-77',
        emailFromName: '智衡官网',
        emailFromAddress: 'noreply@example.com',
        enableSsl: true,
      };
      const saved = await admin.post('/api/settings', { tab: 'email', settings: full });
      expect(saved.status).toBe(200);
      expect(saved.body.updatedSettings).toMatchObject({ smtpServer: 'smtp.example.com', smtpPasswordSet: true });
      expect(JSON.stringify(saved.body)).not.toContain('Smtp-Secret-77');
      const read = await admin.get('/api/settings?tab=email');
      expect(read.body).not.toHaveProperty('smtpPassword');
      expect(read.body.smtpPasswordSet).toBe(true);

      await admin.post('/api/settings', {
        tab: 'email',
        settings: { ...full, smtpPassword: '', smtpServer: 'smtp2.example.com' },
      });
      const [row] = await queryDb<{ values: { smtpPassword: string; smtpServer: string } }>(
        stack,
        'identity',
        "SELECT values FROM settings WHERE tab = 'email'",
      );
      expect(row.values).toMatchObject({ smtpPassword: 'Smtp-Secret-77', smtpServer: 'smtp2.example.com' });
      for (const tab of ['general', 'security', 'email', 'system']) {
        expect(JSON.stringify((await admin.get(`/api/settings?tab=${tab}`)).body)).not.toContain('Smtp-Secret-77');
      }
      expect(JSON.stringify((await new ApiClient(stack.url).get('/api/settings')).body)).not.toMatch(/smtp/i);
    });

    it('validates the required fields of a tab in Chinese and writes nothing when one is missing', async () => {
      const before = (await admin.get('/api/settings?tab=general')).body;
      const blank = await admin.post('/api/settings', { tab: 'general', settings: { siteName: '  ' } });
      expect(blank.status).toBe(400);
      expect(blank.body.error).toBe('网站名称不能为空');
      const badMail = await admin.post('/api/settings', { tab: 'general', settings: { contactEmail: 'nope' } });
      expect(badMail.body.error).toBe('联系邮箱格式不正确');
      const unknown = await admin.post('/api/settings', { tab: 'general', settings: { hack: true } });
      expect(unknown.body.error).toBe('不支持的设置项：hack');
      const badTab = await admin.post('/api/settings', { tab: 'secrets', settings: {} });
      expect(badTab.status).toBe(400);
      expect((await admin.get('/api/settings?tab=general')).body).toEqual(before);
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
      expect((await client.post('/api/profile/two-factor/enable', { code: '000000' })).body.code).toBe('TOTP_INVALID');
      const enabled = await client.post('/api/profile/two-factor/enable', { code: totp(setup.body.secret) });
      expect(enabled.body).toEqual({ enabled: true });

      await setSecurity({ enableTwoFactor: true });
      const signIn = new ApiClient(stack.url);
      const first = await signIn.login(user.username, user.password);
      expect(first.status).toBe(401);
      expect(first.body.code).toBe('TOTP_REQUIRED');
      const second = await signIn.login(user.username, user.password, { otp: totp(setup.body.secret) });
      expect(second.status).toBe(200);
    });
  });

  describe('audit log', () => {
    it('records back-office writes and sign-ins with who, what, when and from where', async () => {
      const user = await newUser('viewer');
      await admin.patch(`/api/users/${user.id}/status`, { status: 'disabled' });
      const path = `/api/users/${user.id}/status`;
      // The gateway records a write once it has answered it: wait for this one's entry.
      const log = await eventually(async () => {
        const answer = await admin.get<{
          items: { username: string; action: string; path: string; ip: string; at: string }[];
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
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      const searched = await admin.get<{ items: { action: string }[] }>('/api/audit-logs?search=修改用户状态');
      expect(searched.body.items.every((e) => e.action === '修改用户状态')).toBe(true);
    });
  });
});
