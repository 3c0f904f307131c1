import { freePort, linkTokenOf, type SmtpCatcher, type Stack, startSmtpCatcher } from '@site/dev-stack';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

const SITE = 'https://www.site.example';

/**
 * The account mail outbox is durable (docs/accounts.md): a reset mail asked for while the SMTP server
 * is down is kept, survives identity being killed, and goes out once the server is back, once.
 */
describe('account mail through an SMTP outage and a restart', () => {
  let stack: Stack;
  let smtp: SmtpCatcher | undefined;
  let admin: ApiClient;

  const outbox = async (userId: number) =>
    queryDb<{ state: string; attempts: number; last_error: string | null }>(
      stack,
      'identity',
      "SELECT state, attempts, last_error FROM account_mail_outbox WHERE user_id = $1 AND kind = 'password-reset'",
      [userId],
    );

  beforeAll(async () => {
    stack = await startTestStack({
      appEnv: {
        gateway: { TRUSTED_PROXIES: '127.0.0.1' },
        identity: { SMTP_ALLOW_HOSTS: '127.0.0.1' },
      },
    });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
  });
  afterAll(async () => {
    await stopTestStack(stack);
    await smtp?.close();
  });

  it('keeps a reset mail through the outage and a killed identity, and sends it once the server is back', async () => {
    // Nothing listens on this port yet: the SMTP server is down.
    const port = await freePort();
    const saved = await admin.post('/api/settings', {
      tab: 'email',
      settings: {
        smtpServer: '127.0.0.1',
        smtpPort: port,
        smtpUsername: 'notice',
        smtpPassword: 'Smtp-Pass-1',
        emailFromName: '智衡官网',
        emailFromAddress: 'noreply@site.example',
        enableSsl: false,
      },
    });
    expect(saved.status).toBe(200);
    expect((await admin.post('/api/settings', { tab: 'general', settings: { siteUrl: SITE } })).status).toBe(200);
    const created = await admin.post('/api/users', {
      username: 'outage1',
      name: '断线',
      email: 'outage1@example.com',
      role: 'editor',
      status: 'active',
      password: 'Strong-Pass-123',
    });
    expect(created.status).toBe(201);
    const userId = created.body.id as number;

    const visitor = new ApiClient(stack.url);
    const asked = await visitor.request(
      'POST',
      '/api/auth/forgot-password',
      { email: 'outage1@example.com' },
      { headers: { 'x-forwarded-for': '203.0.113.77' } },
    );
    expect(asked.status).toBe(202);
    // Tried, refused by the dead server, and kept for later.
    const [failed] = await eventually(async () => {
      const rows = await outbox(userId);
      return rows.length === 1 && rows[0].attempts >= 1 && rows[0].last_error !== null && rows;
    });
    expect(failed.state).toBe('pending');

    await stack.stopApp('identity', 'SIGKILL');
    stack.startApp('identity');
    await stack.waitUntilHealthy(60_000);
    smtp = await startSmtpCatcher({ port });

    // The first retry is about 10 s after the failure; the restarted worker picks it up.
    const mail = await eventually(() => Promise.resolve(smtp!.to('outage1@example.com')[0]), 120_000);
    expect(linkTokenOf(mail)).toBeDefined();
    expect(mail.text).toContain(`${SITE}/admin/reset-password#token=`);
    const [sent] = await eventually(async () => {
      const rows = await outbox(userId);
      return rows[0]?.state === 'sent' && rows;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    // Once: no second copy from the lease of the killed worker.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.to('outage1@example.com')).toHaveLength(1);
  });
});
