import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Stack } from '@site/dev-stack';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { ADMIN, ApiClient } from '../support/api-client';
import { contactFormFields } from '../support/proof-of-work';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

// Issue 32, #7: blind SSRF through the SMTP settings. Every connection the server opens to a
// destination it is told about (the SMTP relay of the email settings, the search engines) passes
// the outgoing-request guard of libs/service-kit/src/outgoing (docs/security.md, "Outgoing
// requests"). Here a trap listens on every address of this machine: whatever the admin types, a
// refused host never reaches it. Only 127.0.0.2 is on the stack's SMTP allow-list, for a local
// mail catcher.

/** A listener on every local address (:: takes IPv4 too) that answers like a mail server and records everything. */
async function startTrap() {
  const connections: { from: string; data: string }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const record = { from: socket.remoteAddress ?? '', data: '' };
    connections.push(record);
    socket.on('data', (chunk: Buffer) => {
      record.data += chunk.toString('utf8');
      // Enough of SMTP to draw out EHLO and AUTH from a client that should never have come.
      socket.write(record.data.includes('AUTH') ? '235 ok\r\n' : '250 trap\r\n');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    socket.write('220 trap ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The mail catcher the allow-list lets through. */
async function startCatcher(host: string) {
  const received: string[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'notice' }),
    onData: (stream: SMTPServerDataStream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CATCHER_HOST = '127.0.0.2';
const SITE = 'https://www.zhiheng-auto.cn';

let stack: Stack;
let admin: ApiClient;
let trap: Awaited<ReturnType<typeof startTrap>>;
let catcher: Awaited<ReturnType<typeof startCatcher>>;
let seq = 0;

const emailSettings = (smtpServer: string, smtpPort: number) => ({
  smtpServer,
  smtpPort,
  smtpUsername: 'notice',
  smtpPassword: 'Smtp-Pass-1',
  emailFromName: '官网通知',
  emailFromAddress: 'noreply@zhiheng-auto.cn',
  enableSsl: false,
});

/** A contact message, so that the contact service mails its notice; answers the message's id. */
async function submitMessage(subject: string): Promise<number> {
  const visitor = new ApiClient(stack.url);
  const answer = await visitor.request(
    'POST',
    '/api/contacts',
    { name: '王建国', email: 'wang@example.com', subject, message: '想了解自动化改造方案。', ...(await fields()) },
    { headers: { 'x-forwarded-for': `198.51.100.${++seq}` } },
  );
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
}

/** Form token and proof, issued long enough ago (the minimum fill time is 3 s). */
let ready: Promise<{ formToken: string }> | undefined;
async function fields() {
  ready ??= contactFormFields(stack.url).then(async (f) => {
    await new Promise((r) => setTimeout(r, 3100));
    return f;
  });
  const { formToken } = await ready;
  // Each proof answers once; the token may be sent again.
  return { formToken, proof: (await contactFormFields(stack.url)).proof };
}

const outbox = async (messageId: number) =>
  (
    await queryDb<{ state: string; attempts: number; last_error: string | null }>(
      stack,
      'contact',
      'SELECT state, attempts, last_error FROM mail_outbox WHERE message_id = $1',
      [messageId],
    )
  )[0];

beforeAll(async () => {
  trap = await startTrap();
  catcher = await startCatcher(CATCHER_HOST);
  const smtp = { SMTP_ALLOW_HOSTS: CATCHER_HOST };
  stack = await startTestStack({
    appEnv: {
      gateway: { TRUSTED_PROXIES: '127.0.0.1' },
      contact: { ...smtp, CONTACT_PROOF_MAX_COUNTER: '1' },
      // The engines' addresses are names (an address would stop identity at start-up): the guard
      // resolves them when a push goes out, and refuses.
      identity: {
        ...smtp,
        SEARCH_PUSH_BAIDU_URL: `http://localhost:${trap.port}/baidu`,
        SEARCH_PUSH_INDEXNOW_URL: `http://localhost:${trap.port}/indexnow`,
      },
    },
  });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  const general = await admin.post('/api/settings', {
    tab: 'general',
    settings: { contactEmail: 'sales@zhiheng-auto.cn', siteUrl: SITE },
  });
  expect(general.status).toBe(200);
});

afterAll(async () => {
  await stopTestStack(stack);
  await trap?.close();
  await catcher?.close();
});

describe('SMTP settings', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['[::1]', '::1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    ['169.254.169.254', '169.254.169.254'],
    ['10.0.0.1', '10.0.0.1'],
  ])('refuses %s with a Chinese 400 that changes nothing, and connects nowhere', async (host, address) => {
    const before = (await admin.get('/api/settings?tab=email')).body;
    const answer = await admin.post('/api/settings', { tab: 'email', settings: emailSettings(host, trap.port) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'OUTGOING_HOST_REFUSED' });
    const { error } = answer.body as { error: string };
    expect(error).toContain(`SMTP 服务器“${host}”指向本机、内网或保留地址`);
    if (address !== host) expect(error).toContain(`（${address}）`);
    expect(error).toContain('SMTP_ALLOW_HOSTS');
    expect((await admin.get('/api/settings?tab=email')).body).toEqual(before);
    expect(trap.connections).toEqual([]);
  });

  it('refuses what is not a host name or address (a port, a URL) in Chinese', async () => {
    for (const host of [`127.0.0.1:${trap.port}`, `smtp://localhost:${trap.port}`]) {
      const answer = await admin.post('/api/settings', { tab: 'email', settings: emailSettings(host, trap.port) });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'OUTGOING_HOST_INVALID',
        error: `SMTP 服务器“${host}”不是有效的主机名或 IP 地址`,
      });
    }
    expect(trap.connections).toEqual([]);
  });

  it('mails the notices through an allow-listed local catcher', async () => {
    const saved = await admin.post('/api/settings', {
      tab: 'email',
      settings: emailSettings(CATCHER_HOST, catcher.port),
    });
    expect(saved.status).toBe(200);
    const subject = `白名单内的邮件服务器${Date.now()}`;
    const id = await submitMessage(subject);
    await eventually(async () => (await outbox(id))?.state === 'sent', 20_000);
    expect(catcher.received.some((raw) => raw.includes('sales@zhiheng-auto.cn'))).toBe(true);
    expect(trap.connections).toEqual([]);
  });

  it('records a refused SMTP server in the mail outbox instead of connecting (stored before the check, or DNS changed since)', async () => {
    // Written past the save's check, as a settings row from before this rule would be.
    await queryDb(stack, 'identity', `UPDATE settings SET values = values || $1::jsonb WHERE tab = 'email'`, [
      JSON.stringify({ smtpServer: 'localhost', smtpPort: trap.port }),
    ]);
    // Identity keeps a read tab for 2 s: wait until it answers the new row.
    await eventually(
      async () => (await admin.get<{ smtpServer: string }>('/api/settings?tab=email')).body.smtpServer === 'localhost',
    );
    const id = await submitMessage(`被拒绝的邮件服务器${Date.now()}`);
    const row = await eventually(async () => {
      const found = await outbox(id);
      return found?.last_error ? found : undefined;
    }, 20_000);
    expect(row.state).toBe('pending');
    expect(row.last_error).toMatch(/^SMTP 服务器“localhost”指向本机、内网或保留地址（(127\.0\.0\.1|::1)）/);
    expect(trap.connections).toEqual([]);
  });
});

describe('search-engine pushes', () => {
  it('refuses an engine address that resolves to this machine: the push fails with the reason, nothing connects', async () => {
    const system = (await admin.get('/api/settings?tab=system')).body as Record<string, unknown>;
    const saved = await admin.post('/api/settings', {
      tab: 'system',
      settings: {
        ...system,
        baiduPushEnabled: true,
        baiduPushSite: SITE,
        baiduPushToken: 'BaiduTok3n2026',
        indexNowEnabled: true,
        indexNowKey: 'zh-push-key-2026',
      },
    });
    expect(saved.status).toBe(200);
    const category = await admin.post('/api/categories', { name: `推送分类${Date.now()}`, type: 'news' });
    expect(category.status).toBe(201);
    const article = await admin.post('/api/news?publish=true', {
      title: `推送新闻${Date.now()}`,
      category: (category.body as { id: number }).id,
      content: '<p>新闻正文</p>',
      summary: '摘要',
      cover_image: null,
    });
    expect(article.status).toBe(201);
    const url = `${SITE}/news/${(article.body as { id: number }).id}`;
    const rows = await eventually(async () => {
      const found = await queryDb<{ engine: string; state: string; attempts: number; result: string | null }>(
        stack,
        'identity',
        'SELECT engine, state, attempts, result FROM search_push_outbox WHERE url = $1 ORDER BY engine',
        [url],
      );
      return found.length === 2 && found.every((r) => r.state === 'failed') ? found : undefined;
    }, 20_000);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.result).toMatch(/^搜索引擎推送地址“localhost”指向本机、内网或保留地址/);
    }
    expect(trap.connections).toEqual([]);
  });
});
