import { createHash, randomBytes } from 'node:crypto';
import { ADMIN, ApiClient } from '../support/api-client';
import { linkTokenOf as tokenOf, type SmtpCatcher, type Stack, startSmtpCatcher } from '@site/dev-stack';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

const SITE = 'https://www.site.example';
const PASSWORD = 'Strong-Pass-123';
const CHINESE = /[\u4e00-\u9fff]/;

describe('invitations and e-mail changes, through the gateway', () => {
  let stack: Stack;
  let smtp: SmtpCatcher;
  let admin: ApiClient;
  let visitor: ApiClient;
  let ipSeq = 0;
  let seq = 0;

  const newIp = () => `198.51.100.${++ipSeq}`;
  const anonymous = (path: string, body: unknown) =>
    visitor.request('POST', path, body, {
      headers: { 'x-forwarded-for': newIp(), 'user-agent': 'Mozilla/5.0 InviteTest' },
    });
  const accept = (token: string, password = PASSWORD) => anonymous('/api/auth/accept-invite', { token, password });
  const confirm = (token: string) => anonymous('/api/auth/confirm-email', { token });
  const mailTo = (email: string, count = 1) =>
    eventually(() => Promise.resolve(smtp.to(email).length >= count && smtp.to(email)[count - 1]));
  const userRow = async (id: number) =>
    (
      await queryDb<{ email: string; invited: boolean; password_hash: string }>(
        stack,
        'identity',
        'SELECT email, invited, password_hash FROM users WHERE id = $1',
        [id],
      )
    )[0];
  const audit = (action: string) =>
    queryDb<{ username: string; ip: string | null; user_agent: string | null; status: number }>(
      stack,
      'identity',
      'SELECT username, ip, user_agent, status FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    );
  const storeToken = async (userId: number, purpose: string, expiresSql: string, email: string | null = null) => {
    const token = randomBytes(32).toString('base64url');
    await queryDb(
      stack,
      'identity',
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at, email) VALUES ($1, $2, $3, ${expiresSql}, $4)`,
      [userId, purpose, createHash('sha256').update(token).digest('hex'), email],
    );
    return token;
  };
  const invite = async (extra: Record<string, unknown> = {}) => {
    const username = `invited${++seq}`;
    const email = `${username}@example.com`;
    const created = await admin.request(
      'POST',
      '/api/users',
      { username, name: `邀请${seq}`, email, role: 'editor', invite: true, ...extra },
      { headers: { 'user-agent': 'Mozilla/5.0 AdminBrowser' } },
    );
    return { created, id: created.body?.id as number, username, email };
  };
  const newUser = async () => {
    const username = `member${++seq}`;
    const email = `${username}@example.com`;
    const created = await admin.post('/api/users', {
      username,
      name: `成员${seq}`,
      email,
      role: 'viewer',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const session = await ApiClient.signedIn(stack.url, { username, password: PASSWORD });
    return { id: created.body.id as number, username, email, session };
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startTestStack({
      appEnv: { gateway: { TRUSTED_PROXIES: '127.0.0.1' }, identity: { SMTP_ALLOW_HOSTS: '127.0.0.1' } },
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

  it('invites a user: no usable password, 已邀请 until the mailed link sets one, then the link is spent', async () => {
    const user = await invite();
    expect(user.created.status).toBe(201);
    expect(user.created.body).toMatchObject({ username: user.username, invited: true, status: 'active' });
    expect(JSON.stringify(user.created.body)).not.toMatch(/hash/i);
    const listed = (await admin.get('/api/users')).body as { id: number; invited: boolean }[];
    expect(listed.find((u) => u.id === user.id)?.invited).toBe(true);

    const mail = await mailTo(user.email);
    expect(mail.text).toContain('【智衡自动化】邀请您加入网站后台');
    expect(mail.text).toContain(`${SITE}/admin/accept-invite#token=`);
    expect(mail.text).toContain('72 小时');
    expect(mail.html).toContain(`<a href="${SITE}/admin/accept-invite#token=`);
    const token = tokenOf(mail)!;
    const stored = await queryDb<{ token_hash: string; purpose: string; expires_at: Date; created_at: Date }>(
      stack,
      'identity',
      'SELECT token_hash, purpose, expires_at, created_at FROM account_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      purpose: 'invite',
    });
    expect(stored[0].expires_at.getTime() - stored[0].created_at.getTime()).toBe(72 * 3600_000);
    expect((await audit('邀请邮件已发送')).find((e) => e.username === user.username)).toMatchObject({
      user_agent: 'Mozilla/5.0 AdminBrowser',
    });

    // Invited: no password anyone knows, so no sign-in.
    const signIn = await visitor.post('/api/login', { username: user.username, password: '' });
    expect(signIn.status).toBe(400);
    const guess = await visitor.post('/api/login', { username: user.username, password: PASSWORD });
    expect(guess.status).toBe(401);

    // A password the policy refuses changes nothing, and the link still works after it.
    const before = await userRow(user.id);
    const weak = await accept(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(CHINESE);
    expect(await userRow(user.id)).toEqual(before);

    const done = await accept(token);
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect(done.headers.get('referrer-policy')).toBe('no-referrer');
    expect(done.headers.getSetCookie().join('\n')).not.toMatch(/sid=[^;]/);
    expect((await userRow(user.id)).invited).toBe(false);
    await expect(
      ApiClient.signedIn(stack.url, { username: user.username, password: PASSWORD }),
    ).resolves.toBeInstanceOf(ApiClient);
    const again = await accept(token, 'Another-Pass-789');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('该邀请链接已使用过，请直接登录');
    expect((await audit('接受邀请，已设置密码')).find((e) => e.username === user.username)).toMatchObject({
      ip: expect.stringMatching(/^198\.51\.100\./),
      user_agent: 'Mozilla/5.0 InviteTest',
    });
    expect((await audit('接受邀请失败：链接已使用')).length).toBeGreaterThan(0);
    expect((await admin.post(`/api/users/${user.id}/invitation`)).status).toBe(409);
  });

  it('refuses an invitation with a password, and a user without either', async () => {
    const both = await invite({ password: PASSWORD });
    expect(both.created.status).toBe(400);
    expect(both.created.body.error).toMatch(CHINESE);
    const neither = await admin.post('/api/users', {
      username: `nopass${++seq}`,
      name: '无密码',
      email: `nopass${seq}@example.com`,
      role: 'viewer',
    });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toBe('请填写密码，或选择发送邀请邮件');
    const users = await queryDb(stack, 'identity', 'SELECT 1 FROM users WHERE username IN ($1, $2)', [
      both.username,
      `nopass${seq}`,
    ]);
    expect(users).toHaveLength(0);
  });

  it('resending ends the older link; revoking deletes the invited account and its links', async () => {
    const user = await invite();
    const first = tokenOf(await mailTo(user.email))!;
    const resent = await admin.post(`/api/users/${user.id}/invitation`);
    expect(resent.status).toBe(200);
    expect(resent.body.invited).toBe(true);
    const second = tokenOf(await mailTo(user.email, 2))!;
    expect(second).not.toBe(first);
    const old = await accept(first);
    expect(old.status).toBe(400);
    expect(old.body.error).toBe('邀请链接已过期，请联系管理员重新发送');
    expect((await userRow(user.id)).invited).toBe(true);

    const revoked = await admin.delete(`/api/users/${user.id}/invitation`);
    expect(revoked.status).toBe(204);
    expect(await queryDb(stack, 'identity', 'SELECT 1 FROM users WHERE id = $1', [user.id])).toHaveLength(0);
    const late = await accept(second);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('邀请链接无效，请联系管理员重新发送');
    expect((await audit('撤销邀请')).length).toBeGreaterThan(0);

    // An account with a password has no invitation to resend or revoke.
    const member = await newUser();
    expect((await admin.delete(`/api/users/${member.id}/invitation`)).status).toBe(409);
    expect((await admin.post(`/api/users/${member.id}/invitation`)).status).toBe(409);
    expect(await queryDb(stack, 'identity', 'SELECT 1 FROM users WHERE id = $1', [member.id])).toHaveLength(1);
  });

  it('refuses forged, truncated, expired and other-purpose tokens on every link endpoint, changing nothing', async () => {
    const user = await invite();
    await mailTo(user.email);
    const member = await newUser();
    const before = [await userRow(user.id), await userRow(member.id)];
    const forged = randomBytes(32).toString('base64url');
    const expiredInvite = await storeToken(user.id, 'invite', "now() - interval '1 minute'");
    const reset = await storeToken(member.id, 'reset', "now() + interval '30 minutes'");
    const invitation = await storeToken(user.id, 'invite', "now() + interval '72 hours'");
    const emailChange = await storeToken(member.id, 'email-change', "now() + interval '24 hours'", 'x@example.com');

    for (const [answer, error] of [
      [await accept(forged), '邀请链接无效，请联系管理员重新发送'],
      [await accept(forged.slice(0, 30)), '邀请链接无效，请联系管理员重新发送'],
      [await accept(expiredInvite), '邀请链接已过期，请联系管理员重新发送'],
      [await accept(reset), '邀请链接无效，请联系管理员重新发送'],
      [await accept(emailChange), '邀请链接无效，请联系管理员重新发送'],
      [
        await anonymous('/api/auth/reset-password', { token: invitation, password: PASSWORD }),
        '重置链接无效，请重新申请',
      ],
      [await confirm(invitation), '确认链接无效，请重新申请修改邮箱'],
      [await confirm(reset), '确认链接无效，请重新申请修改邮箱'],
      [await confirm(forged), '确认链接无效，请重新申请修改邮箱'],
    ] as const) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    expect([await userRow(user.id), await userRow(member.id)]).toEqual(before);
    // The other-purpose tokens still do their own job afterwards.
    expect((await accept(invitation)).status).toBe(200);
    expect((await audit('接受邀请失败：链接已过期')).length).toBeGreaterThan(0);
    expect((await audit('接受邀请失败：链接无效')).length).toBeGreaterThan(0);
  });

  it('changes a user’s own address only when the link mailed to the new address is followed; the old one is told', async () => {
    const member = await newUser();
    const next = `moved${seq}@example.com`;
    const wrong = await member.session.post('/api/profile/email', { email: next, password: 'Wrong-Pass-1' });
    expect(wrong.status).toBe(400);
    const asked = await member.session.request(
      'POST',
      '/api/profile/email',
      { email: next, password: PASSWORD },
      { headers: { 'user-agent': 'Mozilla/5.0 ProfileTest' } },
    );
    expect(asked.status).toBe(202);
    expect(asked.body.message).toContain(next);
    const mail = await mailTo(next);
    expect(mail.text).toContain('【智衡自动化】请确认您的新邮箱');
    expect(mail.text).toContain(`${SITE}/admin/confirm-email#token=`);
    expect(smtp.to(member.email)).toHaveLength(0);
    // Not yet: the address is unchanged until the link is followed.
    expect((await userRow(member.id)).email).toBe(member.email);
    const stored = await queryDb<{ email: string; expires_at: Date; created_at: Date }>(
      stack,
      'identity',
      "SELECT email, expires_at, created_at FROM account_tokens WHERE user_id = $1 AND purpose = 'email-change'",
      [member.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].email).toBe(next);
    expect(stored[0].expires_at.getTime() - stored[0].created_at.getTime()).toBe(24 * 3600_000);

    const token = tokenOf(mail)!;
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect((await userRow(member.id)).email).toBe(next);
    expect((await member.session.get('/api/session')).status).toBe(200);
    const notice = await mailTo(member.email);
    expect(notice.text).toContain('【智衡自动化】您的邮箱已修改');
    expect(notice.text).toContain(next);
    expect(notice.text).not.toMatch(/#token=/);
    const used = await confirm(token);
    expect(used.status).toBe(400);
    expect(used.body.error).toBe('该确认链接已使用过');

    expect((await audit('申请修改邮箱')).find((e) => e.username === member.username)).toMatchObject({
      user_agent: 'Mozilla/5.0 ProfileTest',
    });
    expect((await audit('修改邮箱确认邮件已发送')).find((e) => e.username === member.username)).toBeDefined();
    expect((await audit('确认修改邮箱')).find((e) => e.username === member.username)).toMatchObject({
      user_agent: 'Mozilla/5.0 InviteTest',
    });
  });

  it('refuses a taken, unchanged or header-injecting address, and a confirmation once another account took it', async () => {
    const member = await newUser();
    const other = await newUser();
    const ask = (email: string) => member.session.post('/api/profile/email', { email, password: PASSWORD });
    for (const [answer, status] of [
      [await ask(other.email.toUpperCase()), 409],
      [await ask(member.email), 400],
      [await ask(`${other.email}\r\nBcc: evil@example.com`), 400],
      [await ask(`x@example.com\nBcc:evil@example.com`), 400],
    ] as const) {
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatch(CHINESE);
    }
    expect((await audit('申请修改邮箱失败：邮箱已被使用')).length).toBeGreaterThan(0);

    // The address is free when asked for, taken by the time the link is followed.
    const wanted = `wanted${seq}@example.com`;
    expect((await ask(wanted)).status).toBe(202);
    const token = tokenOf(await mailTo(wanted))!;
    expect(
      (
        await admin.put(`/api/users/${other.id}`, {
          username: other.username,
          name: '其他',
          email: wanted,
          role: 'viewer',
        })
      ).status,
    ).toBe(200);
    const taken = await confirm(token);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('该邮箱已被其他账户使用');
    expect((await userRow(member.id)).email).toBe(member.email);
    // The admin's direct change told the old address.
    const notice = await mailTo(other.email);
    expect(notice.text).toContain('由管理员');
    expect(notice.text).toContain(wanted);
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.received.filter((m) => m.to.includes('evil@example.com'))).toHaveLength(0);
  });
});
