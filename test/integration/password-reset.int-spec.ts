import { createHash, randomBytes } from 'node:crypto';
import { linkTokenOf, type SmtpCatcher, type Stack, startSmtpCatcher } from '@site/dev-stack';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';
import { totp } from '../support/totp';

const SITE = 'https://www.site.example';
const PASSWORD = 'Strong-Pass-123';
const NEW_PASSWORD = 'Brand-New-Pass-456';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('forgot password by e-mail, through the gateway', () => {
  let stack: Stack;
  let smtp: SmtpCatcher;
  let admin: ApiClient;
  let visitor: ApiClient;
  let ipSeq = 0;
  let userSeq = 0;

  /** Every request its own client address (the gateway trusts X-Forwarded-For from 127.0.0.1 here). */
  const newIp = () => `203.0.113.${++ipSeq}`;
  const forgot = async (email: unknown, ip = newIp()) => {
    const started = Date.now();
    const answer = await visitor.request(
      'POST',
      '/api/auth/forgot-password',
      { email },
      {
        headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 ResetTest' },
      },
    );
    return { ...answer, ms: Date.now() - started };
  };
  const reset = (token: string, password = NEW_PASSWORD, ip = newIp(), client = visitor) =>
    client.request('POST', '/api/auth/reset-password', { token, password }, { headers: { 'x-forwarded-for': ip } });
  const newUser = async (status: 'active' | 'disabled' = 'active') => {
    const username = `reset${++userSeq}`;
    const created = await admin.post('/api/users', {
      username,
      name: `重置${userSeq}`,
      email: `${username}@example.com`,
      role: 'editor',
      status,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    return { id: created.body.id as number, username, email: `${username}@example.com` };
  };
  const mailsTo = (email: string) => smtp.to(email);
  const mailTo = (email: string, count = 1) =>
    eventually(() => Promise.resolve(mailsTo(email).length >= count && mailsTo(email)[count - 1]));
  const passwordHash = async (id: number) =>
    (
      await queryDb<{ password_hash: string }>(stack, 'identity', 'SELECT password_hash FROM users WHERE id = $1', [id])
    )[0].password_hash;
  const audit = (action: string) =>
    queryDb<{ username: string; ip: string; user_agent: string | null; status: number }>(
      stack,
      'identity',
      'SELECT username, ip, user_agent, status FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    );
  /** A token stored directly (as the worker does), for states a mail cannot produce in a test's time. */
  const storeToken = async (userId: number, purpose: string, expiresSql: string) => {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await queryDb(
      stack,
      'identity',
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, ${expiresSql})`,
      [userId, purpose, hash],
    );
    return token;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startTestStack({
      appEnv: {
        gateway: { TRUSTED_PROXIES: '127.0.0.1' },
        identity: { SMTP_ALLOW_HOSTS: '127.0.0.1' },
      },
    });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    visitor = new ApiClient(stack.url);
    const email = await admin.post('/api/settings', {
      tab: 'email',
      settings: {
        smtpServer: '127.0.0.1',
        smtpPort: smtp.port,
        smtpUsername: 'notice',
        smtpPassword: 'Smtp-Pass-1',
        emailFromName: '智衡官网',
        emailFromAddress: 'noreply@site.example',
        enableSsl: false,
      },
    });
    expect(email.status).toBe(200);
    const general = await admin.post('/api/settings', {
      tab: 'general',
      settings: { siteName: '智衡自动化', siteUrl: SITE },
    });
    expect(general.status).toBe(200);
  });
  afterAll(async () => {
    await stopTestStack(stack);
    await smtp?.close();
  });

  it('answers a known, an unknown, a disabled and a malformed address alike: 202, same body, at least 500 ms', async () => {
    const known = await newUser();
    const disabled = await newUser('disabled');
    const answers = [
      await forgot(known.email),
      await forgot('nobody-here@example.com'),
      await forgot(disabled.email),
      await forgot('not an address'),
      await forgot(`${known.email}\r\nBcc: evil@example.com`),
      await forgot(42),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(answers[0].body);
      expect(answer.ms).toBeGreaterThanOrEqual(500);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(answers[0].body.message).toMatch(/重置密码的邮件/);
    // How close known and unknown addresses' times are is the login-flood bench's to measure, not a test's.

    await mailTo(known.email);
    await sleep(3000);
    expect(mailsTo(known.email)).toHaveLength(1);
    expect(mailsTo(disabled.email)).toHaveLength(0);
    expect(smtp.received.filter((m) => m.to.includes('evil@example.com'))).toHaveLength(0);
    expect((await audit('申请重置密码：账户不存在'))[0]).toMatchObject({ username: 'nobody-here@example.com' });
    expect((await audit('申请重置密码：账户禁用，未发送'))[0]).toMatchObject({ username: disabled.username });
    expect(await audit('申请重置密码：地址格式无效')).toHaveLength(3);
  });

  it('resets the password with the mailed link: sessions end, nobody is signed in, the link works once', async () => {
    const user = await newUser();
    const session = await ApiClient.signedIn(stack.url, { username: user.username, password: PASSWORD });
    expect((await session.get('/api/session')).status).toBe(200);
    // A user name works as well as the address.
    expect((await forgot(user.username.toUpperCase())).status).toBe(202);
    const mail = await mailTo(user.email);
    expect(mail.text).toContain('【智衡自动化】重置密码');
    expect(mail.text).toContain(`${SITE}/admin/reset-password#token=`);
    expect(mail.html).toContain(`<a href="${SITE}/admin/reset-password#token=`);
    const token = linkTokenOf(mail)!;
    expect(token).toBeDefined();
    const stored = await queryDb<{ token_hash: string; purpose: string }>(
      stack,
      'identity',
      'SELECT token_hash, purpose FROM account_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), purpose: 'reset' }]);
    const sent = await audit('重置密码邮件已发送');
    expect(sent.find((e) => e.username === user.username)).toMatchObject({
      ip: expect.stringMatching(/^203\.0\.113\./),
      user_agent: 'Mozilla/5.0 ResetTest',
    });

    // A password the policy refuses changes nothing, and the link still works after it.
    const before = await passwordHash(user.id);
    const weak = await reset(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/[\u4e00-\u9fff]/);
    expect(await passwordHash(user.id)).toBe(before);

    const done = await reset(token, NEW_PASSWORD, newIp(), session);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: '密码已重置，请使用新密码登录' });
    expect(done.headers.get('cache-control')).toBe('no-store');
    const cleared = done.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(/sid=;/);
    expect(cleared).toMatch(/did=;/);

    await eventually(async () => (await session.get('/api/session')).status === 401);
    expect(
      await queryDb(
        stack,
        'identity',
        'SELECT 1 FROM sessions WHERE user_id = $1 UNION ALL SELECT 1 FROM trusted_devices WHERE user_id = $1',
        [user.id],
      ),
    ).toHaveLength(0);
    expect((await new ApiClient(stack.url).login(user.username, PASSWORD)).status).toBe(401);
    expect((await new ApiClient(stack.url).login(user.username, NEW_PASSWORD)).status).toBe(200);

    const notice = await mailTo(user.email, 2);
    expect(notice.text).toContain('【智衡自动化】您的密码已修改');
    expect(notice.text).not.toContain('#token=');

    const again = await reset(token, 'Another-Pass-789');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('该重置链接已使用过，请重新申请');
    expect((await new ApiClient(stack.url).login(user.username, NEW_PASSWORD)).status).toBe(200);
    expect((await audit('通过邮件链接重置密码')).some((e) => e.username === user.username)).toBe(true);
    expect((await audit('重置密码失败：链接已使用')).some((e) => e.username === user.username)).toBe(true);
  });

  it('refuses forged, truncated, expired, ended and other-purpose tokens in Chinese, changing nothing', async () => {
    const user = await newUser();
    const before = await passwordHash(user.id);
    const expired = await storeToken(user.id, 'reset', "now() - interval '1 minute'");
    const invite = await storeToken(user.id, 'invite', "now() + interval '30 minutes'");
    const live = await storeToken(user.id, 'reset', "now() + interval '30 minutes'");
    const cases: Array<[string, string]> = [
      [randomBytes(32).toString('base64url'), '重置链接无效，请重新申请'],
      [live.slice(0, 30), '重置链接无效，请重新申请'],
      [`${live}x`, '重置链接无效，请重新申请'],
      ['', '重置链接无效，请重新申请'],
      [expired, '重置链接已过期，请重新申请'],
      [invite, '重置链接无效，请重新申请'],
    ];
    for (const [token, error] of cases) {
      const answer = await reset(token);
      expect({ token, status: answer.status, error: answer.body.error }).toEqual({ token, status: 400, error });
    }
    expect(await passwordHash(user.id)).toBe(before);
    expect((await audit('重置密码失败：链接已过期')).some((e) => e.username === user.username)).toBe(true);

    // A new request ends the older link: the mailed one works, the stored one reads as expired.
    expect((await forgot(user.email)).status).toBe(202);
    const token = linkTokenOf(await mailTo(user.email))!;
    expect((await reset(live)).body.error).toBe('重置链接已过期，请重新申请');
    expect((await reset(token)).status).toBe(200);
  });

  it('sends at most 3 mails per address and 10 requests per client an hour, answering the same beyond', async () => {
    const user = await newUser();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await forgot(user.email));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202]);
    expect(answers[3].body).toEqual(answers[0].body);
    await mailTo(user.email, 3);
    await sleep(3000);
    expect(mailsTo(user.email)).toHaveLength(3);

    const other = await newUser();
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`unknown${i}@example.com`, ip)).status).toBe(202);
    const over = await forgot(other.email, ip);
    expect(over.status).toBe(202);
    expect(over.body).toEqual(answers[0].body);
    await sleep(3000);
    expect(mailsTo(other.email)).toHaveLength(0);
    expect((await audit('申请重置密码：超过频率限制，未发送')).length).toBeGreaterThanOrEqual(2);
  });

  it('answers the eleventh reset attempt from one client in 15 minutes with a Chinese 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++)
      expect((await reset(randomBytes(32).toString('base64url'), NEW_PASSWORD, ip)).status).toBe(400);
    const over = await reset(randomBytes(32).toString('base64url'), NEW_PASSWORD, ip);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('重置密码的尝试过多，请15分钟后再试');
  });

  it('serves the reset page without Referer and never cached', async () => {
    const page = await fetch(`${stack.url}/admin/reset-password`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${stack.url}/admin/login`)).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('still asks for the two-factor code at the next sign-in after a reset', async () => {
    const user = await newUser();
    const client = await ApiClient.signedIn(stack.url, { username: user.username, password: PASSWORD });
    const setup = await client.post<{ secret: string }>('/api/profile/two-factor/setup');
    const enabling = { code: totp(setup.body.secret), password: PASSWORD };
    expect((await client.post('/api/profile/two-factor/enable', enabling)).status).toBe(200);
    expect((await admin.post('/api/settings', { tab: 'security', settings: { enableTwoFactor: true } })).status).toBe(
      200,
    );
    try {
      expect((await forgot(user.email)).status).toBe(202);
      // The first mail is the notice that two-factor was turned on.
      const link = await eventually(() => Promise.resolve(mailsTo(user.email).find(linkTokenOf)));
      expect((await reset(linkTokenOf(link)!)).status).toBe(200);
      const withoutCode = await new ApiClient(stack.url).login(user.username, NEW_PASSWORD);
      expect(withoutCode.status).toBe(401);
      expect(withoutCode.body.code).toBe('TOTP_REQUIRED');
      const code = totp(setup.body.secret, Date.now() + 30_000);
      expect((await new ApiClient(stack.url).login(user.username, NEW_PASSWORD, { otp: code })).status).toBe(200);
    } finally {
      await admin.post('/api/settings', { tab: 'security', settings: { enableTwoFactor: false } });
    }
  });

  it('sends no link without a site address, and says why in the audit log', async () => {
    const user = await newUser();
    expect((await admin.post('/api/settings', { tab: 'general', settings: { siteUrl: '' } })).status).toBe(200);
    expect((await forgot(user.email, newIp())).status).toBe(202);
    const [entry] = await eventually(async () => {
      const rows = (await audit('重置密码邮件未发送：未设置网站地址')).filter((e) => e.username === user.username);
      return rows.length > 0 && rows;
    });
    expect(entry.status).toBe(503);
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});
