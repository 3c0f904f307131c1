import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevMail, type Stack, startMailCatcher, useMailCatcher } from '@site/dev-stack';
import type { MailFailuresReply } from '@site/contracts';
import { SMTPServer } from 'smtp-server';
import { ADMIN, ApiClient } from '../support/api-client';
import { contactFormFields } from '../support/proof-of-work';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A real SMTP server; `refuseAuth` makes it answer 535 to any login. */
async function startSmtp() {
  const state = { refuseAuth: false };
  const received: { to: string[] }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) =>
      state.refuseAuth
        ? callback(Object.assign(new Error('Error: authentication failed'), { responseCode: 535 }))
        : callback(null, { user: 'notice' }),
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, state, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('mail operations: the test mail and the dashboard’s mail failures', () => {
  let stack: Stack;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: ApiClient;
  const emailSettings = () => ({
    smtpServer: '127.0.0.1',
    smtpPort: smtp.port,
    smtpUsername: 'notice',
    smtpPassword: 'Smtp-Pass-1',
    emailFromName: '智衡官网',
    emailFromAddress: 'noreply@site.example',
    enableSsl: false,
  });
  const testMail = (to: unknown) => admin.post('/api/settings/test-mail', { to });
  const failures = () => admin.get<MailFailuresReply>('/api/admin/mail-failures');

  beforeAll(async () => {
    smtp = await startSmtp();
    stack = await startTestStack({
      appEnv: {
        gateway: { TRUSTED_PROXIES: '127.0.0.1' },
        identity: { SMTP_ALLOW_HOSTS: '127.0.0.1' },
        contact: { CONTACT_PROOF_MAX_COUNTER: '1', SMTP_ALLOW_HOSTS: '127.0.0.1' },
      },
    });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
  });
  afterAll(async () => {
    await stopTestStack(stack);
    await smtp?.close();
  });

  it('lists account mails and message notices that did not go out, says why, and refuses a test mail without SMTP settings', async () => {
    // A new stack has no SMTP settings and no site address: no mail can go out, and no link.
    const before = await failures();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ smtpReady: false, siteUrlSet: false, contactUnavailable: false, items: [] });
    const incomplete = await testMail('me@example.com');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toBe('请先填写并保存 SMTP 服务器、端口和发件人邮箱，再发送测试邮件');

    const user = await admin.post('/api/users', {
      username: 'mailfail1',
      name: '邮件失败',
      email: 'mailfail1@example.com',
      role: 'editor',
      password: 'Strong-Pass-123',
    });
    expect(user.status).toBe(201);
    const visitor = new ApiClient(stack.url);
    expect(
      (
        await visitor.request(
          'POST',
          '/api/auth/forgot-password',
          { email: 'mailfail1@example.com' },
          {
            headers: { 'x-forwarded-for': '203.0.113.9' },
          },
        )
      ).status,
    ).toBe(202);
    const form = await visitor.get<{ token: string }>('/api/contacts/form-token');
    await sleep(3100);
    const { proof } = await contactFormFields(stack.url);
    const contact = await visitor.request(
      'POST',
      '/api/contacts',
      {
        name: '王建国',
        email: 'wang@example.com',
        company: '',
        subject: '咨询报价',
        message: '您好，想了解方案。',
        formToken: form.body.token,
        proof,
      },
      { headers: { 'x-forwarded-for': '203.0.113.10' } },
    );
    expect(contact.status).toBe(201);
    await eventually(async () => (await failures()).body.items.length === 2);
    // With SMTP settings, a reset mail is still not sent without a site address.
    expect((await admin.post('/api/settings', { tab: 'email', settings: emailSettings() })).status).toBe(200);
    const second = await admin.post('/api/users', {
      username: 'mailfail2',
      name: '邮件失败二',
      email: 'mailfail2@example.com',
      role: 'editor',
      password: 'Strong-Pass-123',
    });
    expect(second.status).toBe(201);
    expect((await visitor.post('/api/auth/forgot-password', { email: 'mailfail2@example.com' })).status).toBe(202);

    const listed = await eventually(async () => {
      const answer = await failures();
      return answer.body.items.length === 3 && answer.body;
    });
    expect(listed.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'account',
          kind: 'password-reset',
          state: 'skipped',
          reason: 'SMTP 设置不完整',
          about: 'mailfail1',
        }),
        expect.objectContaining({
          source: 'account',
          kind: 'password-reset',
          state: 'skipped',
          reason: '未设置网站地址',
          about: 'mailfail2',
        }),
        expect.objectContaining({
          source: 'contact',
          kind: 'contact-notice',
          state: 'skipped',
          reason: 'SMTP 设置不完整，未发送',
          about: `留言 #${contact.body.id}：咨询报价`,
        }),
      ]),
    );
    // Newest first.
    expect(Date.parse(listed.items[0].at)).toBeGreaterThanOrEqual(Date.parse(listed.items[1].at));
  });

  it('refuses a test mail to a malformed address, in Chinese, sending nothing', async () => {
    expect((await admin.post('/api/settings', { tab: 'email', settings: emailSettings() })).status).toBe(200);
    for (const [to, error] of [
      ['not-an-address', '收件人邮箱格式不正确'],
      ['', '请填写收件人邮箱'],
      ['me@example.com\r\nBcc: evil@example.com', '收件人邮箱格式不正确'],
      [42, '收件人邮箱必须是文字'],
    ] as const) {
      const answer = await testMail(to);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('sends the test mail with the saved settings and shows the server’s answer, or its refusal', async () => {
    expect((await admin.post('/api/settings', { tab: 'email', settings: emailSettings() })).status).toBe(200);
    const sent = await testMail('me@example.com');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ ok: true, code: null });
    expect(sent.body.response).toMatch(/^250 /);
    expect(smtp.received.at(-1)?.to).toEqual(['me@example.com']);

    smtp.state.refuseAuth = true;
    try {
      const refused = await testMail('me@example.com');
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ ok: false, code: 'EAUTH' });
      expect(refused.body.response).toMatch(/^535 /);
      expect(refused.body.message).toMatch(/^测试邮件发送失败：/);
    } finally {
      smtp.state.refuseAuth = false;
    }
    const audit = await eventually(async () => {
      const rows = await queryDb<{ username: string }>(
        stack,
        'identity',
        "SELECT username FROM audit_log WHERE action = '发送测试邮件'",
      );
      return rows.length === 2 && rows;
    });
    expect(audit[0].username).toBe(ADMIN.username);
  });

  it('npm start’s catcher: points the settings at itself, fills the site address, keeps each mail as .eml', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-mail-'));
    const caught: DevMail[] = [];
    const catcher = await startMailCatcher({ dir, onMail: (mail) => caught.push(mail) });
    try {
      const site = 'http://localhost:18080';
      expect(await useMailCatcher(stack, catcher.port, site)).toEqual([
        `邮件设置 → 127.0.0.1:${catcher.port}`,
        `网站地址 → ${site}`,
      ]);
      // A second start changes only the port; a site address already there stays.
      expect(await useMailCatcher(stack, catcher.port, 'http://localhost:1')).toEqual([
        `邮件设置 → 127.0.0.1:${catcher.port}`,
      ]);
      const visitor = new ApiClient(stack.url);
      const asked = await visitor.request(
        'POST',
        '/api/auth/forgot-password',
        { email: 'mailfail1@example.com' },
        { headers: { 'x-forwarded-for': '203.0.113.11' } },
      );
      expect(asked.status).toBe(202);
      const mail = await eventually(() => Promise.resolve(caught.find((m) => m.to.includes('mailfail1@example.com'))));
      expect(mail.subject).toMatch(/重置密码$/);
      expect(mail.links).toEqual([expect.stringMatching(/^http:\/\/localhost:18080\/admin\/reset-password#token=/)]);
      expect(existsSync(mail.file)).toBe(true);
      expect(readFileSync(mail.file, 'utf8')).toMatch(/^To: .*mailfail1@example\.com/im);
    } finally {
      await catcher.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
