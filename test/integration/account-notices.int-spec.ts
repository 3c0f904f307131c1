import { ADMIN, ApiClient } from '../support/api-client';
import { type CaughtMail, type SmtpCatcher, type Stack, startSmtpCatcher } from '@site/dev-stack';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';
import { totp } from '../support/totp';

const SITE = 'https://www.site.example';
const PASSWORD = 'Strong-Pass-123';
const NEW_PASSWORD = 'Brand-New-Pass-456';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('account notices by mail, through the gateway', () => {
  let stack: Stack;
  let smtp: SmtpCatcher;
  let admin: ApiClient;
  let userSeq = 0;

  const newUser = async () => {
    const username = `notice${++userSeq}`;
    const created = await admin.post('/api/users', {
      username,
      name: `提醒${userSeq}`,
      email: `${username}@example.com`,
      role: 'editor',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    return { id: created.body.id as number, username, email: `${username}@example.com` };
  };
  /** A sign-in from a browser that holds `bid` (none: a browser never seen); answers the bid it is given. */
  const signIn = async (
    username: string,
    password = PASSWORD,
    browser: { bid?: string; userAgent?: string; ip?: string } = {},
  ) => {
    const headers: Record<string, string> = {
      'user-agent': browser.userAgent ?? CHROME_WINDOWS,
      'x-forwarded-for': browser.ip ?? '198.51.100.7',
    };
    if (browser.bid) headers.cookie = `bid=${browser.bid}`;
    const answer = await new ApiClient(stack.url).request('POST', '/api/login', { username, password }, { headers });
    expect(answer.status).toBe(200);
    const setBid = answer.headers.getSetCookie().find((c) => c.startsWith('bid='))!;
    const sid = /^sid=([^;]*)/.exec(answer.headers.getSetCookie().find((c) => c.startsWith('sid='))!)![1];
    const session = new ApiClient(stack.url);
    session.cookie = `sid=${sid}`;
    return { setBid, bid: /^bid=([^;]*)/.exec(setBid)![1], session };
  };
  /** The outbox rows of the account, oldest first: queued with the change, so they can be read at once. */
  const outbox = (userId: number, kind: string) =>
    queryDb<{ details: Record<string, unknown> }>(
      stack,
      'identity',
      'SELECT details FROM account_mail_outbox WHERE user_id = $1 AND kind = $2 ORDER BY id',
      [userId, kind],
    );
  const mailsTo = (email: string, subject: string) =>
    smtp.received.filter((m) => m.to.includes(email) && m.text.includes(`【智衡自动化】${subject}`));
  const mailTo = (email: string, subject: string): Promise<CaughtMail> =>
    eventually(() => Promise.resolve(mailsTo(email, subject)[0]));
  /** Every notice: the time in Beijing, the logo, never a link. */
  const expectNotice = (mail: CaughtMail) => {
    expect(mail.text).toContain('（北京时间）');
    expect(mail.text.split('\n\n').slice(1).join('\n')).not.toMatch(/https?:/);
    expect(mail.html).not.toMatch(/<a\b/);
    expect(mail.html).toContain(`<img src="${SITE}/uploads/logo.png"`);
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
      settings: { siteName: '智衡自动化', siteUrl: SITE, logoUrl: '/uploads/logo.png' },
    });
    expect(general.status).toBe(200);
  });
  afterAll(async () => {
    await stopTestStack(stack);
    await smtp?.close();
  });

  it('tells the user who changed their own password in 账户设置', async () => {
    const user = await newUser();
    const { session } = await signIn(user.username);
    const wrong = await session.post('/api/profile/password', {
      currentPassword: 'Wrong-Pass-1',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(await outbox(user.id, 'password-changed')).toEqual([]);

    const changed = await session.post('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect(await outbox(user.id, 'password-changed')).toEqual([{ details: { how: 'self' } }]);
    const mail = await mailTo(user.email, '您的密码已修改');
    expect(mail.text).toContain('在账户设置中修改');
    expectNotice(mail);
  });

  it('tells the user an admin set their password, naming the admin; a refused password tells nothing', async () => {
    const user = await newUser();
    const weak = await admin.post(`/api/users/${user.id}/reset-password`, { newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(await outbox(user.id, 'password-changed')).toEqual([]);

    expect((await admin.post(`/api/users/${user.id}/reset-password`, { newPassword: NEW_PASSWORD })).status).toBe(204);
    expect(await outbox(user.id, 'password-changed')).toEqual([{ details: { how: 'admin', by: 'admin' } }]);
    const mail = await mailTo(user.email, '您的密码已修改');
    expect(mail.text).toContain('由管理员 admin 重置');
    expectNotice(mail);
  });

  it('tells the user two-factor was turned on and off; a refused change tells nothing', async () => {
    const user = await newUser();
    const { session } = await signIn(user.username);
    const setup = await session.post<{ secret: string }>('/api/profile/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(await outbox(user.id, 'two-factor-changed')).toEqual([]);
    const enabled = await session.post('/api/profile/two-factor/enable', {
      code: totp(setup.body.secret),
      password: PASSWORD,
    });
    expect(enabled.status).toBe(200);
    expectNotice(await mailTo(user.email, '两步验证已开启'));

    expect((await session.post('/api/profile/two-factor/disable', { password: 'Wrong-Pass-1' })).status).toBe(400);
    expect(await outbox(user.id, 'two-factor-changed')).toEqual([{ details: { change: 'on' } }]);
    expect((await session.post('/api/profile/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    const off = await mailTo(user.email, '两步验证已关闭');
    expect(off.text).toContain('关闭了两步验证');
    expectNotice(off);
    // Turning off what is already off changes nothing and tells nothing.
    expect((await session.post('/api/profile/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect(await outbox(user.id, 'two-factor-changed')).toHaveLength(2);
  });

  it('tells the user their role changed, old and new in Chinese; nothing when the role stays', async () => {
    const user = await newUser();
    const fields = { username: user.username, name: '提醒', email: user.email };
    expect((await admin.put(`/api/users/${user.id}`, { ...fields, role: 'editor' })).status).toBe(200);
    expect((await admin.patch(`/api/users/${user.id}/status`, { status: 'disabled' })).status).toBe(200);
    expect(await outbox(user.id, 'role-changed')).toEqual([]);

    expect((await admin.put(`/api/users/${user.id}`, { ...fields, role: 'viewer' })).status).toBe(200);
    expect(await outbox(user.id, 'role-changed')).toEqual([{ details: { from: 'editor', to: 'viewer', by: 'admin' } }]);
    const mail = await mailTo(user.email, '您的账户角色已变更');
    expect(mail.text).toContain('由「编辑」改为「查看者」');
    expect(mail.text).toContain('管理员 admin');
    expectNotice(mail);
    expect((await admin.put(`/api/users/${user.id}`, { ...fields, role: 'viewer', name: '改名' })).status).toBe(200);
    expect(await outbox(user.id, 'role-changed')).toHaveLength(1);
  });

  it('tells a sign-in from a browser new to the account, but not the first browser nor a known one', async () => {
    const user = await newUser();
    const first = await signIn(user.username);
    expect(first.bid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const attribute of ['Max-Age=34560000', 'Path=/api/login', 'HttpOnly', 'SameSite=Strict'])
      expect(first.setBid).toContain(attribute);
    expect(await outbox(user.id, 'new-sign-in')).toEqual([]);
    // The same browser again (it keeps its id): nothing new to tell.
    expect((await signIn(user.username, PASSWORD, { bid: first.bid })).bid).toBe(first.bid);
    expect(await outbox(user.id, 'new-sign-in')).toEqual([]);
    const known = await queryDb(stack, 'identity', 'SELECT user_agent FROM known_browsers WHERE user_id = $1', [
      user.id,
    ]);
    expect(known).toEqual([{ user_agent: CHROME_WINDOWS }]);

    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const other = await signIn(user.username, PASSWORD, { userAgent: firefox, ip: '198.51.100.99' });
    expect(other.bid).not.toBe(first.bid);
    expect(await outbox(user.id, 'new-sign-in')).toHaveLength(1);
    const mail = await mailTo(user.email, '新浏览器登录提醒');
    expect(mail.text).toContain('浏览器：Firefox 133（Linux）；客户端地址：198.51.100.99');
    expect(mail.text).not.toContain('Gecko');
    expectNotice(mail);

    await signIn(user.username, PASSWORD, { bid: other.bid });
    await signIn(user.username, PASSWORD, { bid: first.bid });
    // A forged cookie is no known browser: it gets an id of its own.
    const forged = await signIn(user.username, PASSWORD, { bid: 'not-a-browser-id' });
    expect(forged.bid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await outbox(user.id, 'new-sign-in')).toHaveLength(2);
    expect(await queryDb(stack, 'identity', 'SELECT 1 FROM known_browsers WHERE user_id = $1', [user.id])).toHaveLength(
      3,
    );
  });
});
