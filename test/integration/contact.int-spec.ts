import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Stack } from '@site/dev-stack';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { ADMIN, type ApiAnswer, ApiClient } from '../support/api-client';
import { contactFormFields, solveProof } from '../support/proof-of-work';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

interface Contact {
  id: number;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: string;
  created_at: string;
  updated_at: string;
}
interface ContactList {
  contacts: Contact[];
  total: number;
  totalPages: number;
  page: number;
  limit: number;
}
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const CONTACT_KEYS = ['company', 'created_at', 'email', 'id', 'message', 'name', 'status', 'subject', 'updated_at'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING = 999999;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A local SMTP server that records what it receives, and refuses recipients while `failing`. */
async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { failing: false, attempts: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'notice' }),
    onRcptTo: (_address, _session, callback) => {
      state.attempts++;
      if (state.failing) {
        const error = new Error('mailbox temporarily unavailable') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData: (stream: SMTPServerDataStream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Decodes the MIME-encoded words and the quoted-printable/base64 text of a simple mail, for assertions. */
function decodeMail(raw: string): string {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw
    .slice(0, headerEnd)
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  let body = raw.slice(headerEnd + 4);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) body = Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    body = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return `${headers}\n\n${body}`;
}

describe('contact messages through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;
  let token: string;
  let ipSeq = 0;
  let seq = 0;

  /** Every visitor its own address (the gateway trusts X-Forwarded-For from 127.0.0.1 here). */
  const newIp = () => `198.51.${100 + Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const uniq = (prefix: string) => `${prefix}${++seq}`;
  const message = (over: Record<string, unknown> = {}) => ({
    name: '王建国',
    email: 'wang@example.com',
    company: '恒泰精密制造',
    subject: uniq('咨询产线改造'),
    message: '您好，想了解自动化改造方案。',
    formToken: token,
    ...over,
  });
  /** A solved proof of work of a new challenge (each answers once); the shared token stays. */
  const newProof = async () => (await contactFormFields(stack.url)).proof;
  /** Sends the form, with a proof of its own unless the body says which (or none). */
  const submit = async (body: unknown, options: { ip?: string; key?: string } = {}): Promise<ApiAnswer> =>
    visitor.request(
      'POST',
      '/api/contacts',
      body && typeof body === 'object' && !('proof' in body) ? { ...body, proof: await newProof() } : body,
      {
        headers: {
          'x-forwarded-for': options.ip ?? newIp(),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
      },
    );
  const countRows = async (where = 'true', params: unknown[] = []) =>
    Number(
      (
        await queryDb<{ n: string }>(
          stack,
          'contact',
          `SELECT count(*) AS n FROM contact_messages WHERE ${where}`,
          params,
        )
      )[0].n,
    );
  const newToken = async () => {
    const answer = await visitor.get<{ token: string }>('/api/contacts/form-token');
    expect(answer.status).toBe(200);
    return answer.body.token;
  };
  const signedInAs = async (role: 'editor' | 'viewer') => {
    const username = `${role}${Date.now().toString(36)}`;
    const password = 'Strong-Pass-123';
    const created = await admin.post('/api/users', {
      username,
      name: role,
      email: `${username}@example.com`,
      role,
      password,
    });
    expect(created.status).toBe(201);
    return ApiClient.signedIn(stack.url, { username, password });
  };

  beforeAll(async () => {
    stack = await startTestStack({
      // The proof of work costs next to nothing here; its own tests check the rule, not the cost.
      // The mail notices go to a local SMTP server, which the outgoing-request guard refuses unless
      // allowed: identity checks it on saving, contact on sending (outgoing-requests.int-spec.ts).
      appEnv: {
        gateway: { TRUSTED_PROXIES: '127.0.0.1' },
        identity: { SMTP_ALLOW_HOSTS: '127.0.0.1' },
        contact: { CONTACT_PROOF_MAX_COUNTER: '1', SMTP_ALLOW_HOSTS: '127.0.0.1' },
      },
    });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await signedInAs('editor');
    viewer = await signedInAs('viewer');
    visitor = new ApiClient(stack.url);
    token = await newToken();
    // The minimum fill time runs from the token's issue.
    await sleep(3100);
  });
  afterAll(() => stopTestStack(stack));

  describe('the public form', () => {
    it('gives a fresh signed form token with a proof-of-work challenge, never cached', async () => {
      const answer = await visitor.get('/api/contacts/form-token');
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['token', 'challenge']);
      expect(answer.body.challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
      expect(answer.body.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(answer.body.token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{22}$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect((await visitor.get('/api/contacts/form-token')).body.token).not.toBe(answer.body.token);
    });

    it('stores a valid message as unread and answers 201 { success, id, created_at } after the commit', async () => {
      const body = message({ name: ' 李晓雯 ', company: undefined });
      const answer = await submit(body);
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body).sort()).toEqual(['created_at', 'id', 'success']);
      expect(answer.body.success).toBe(true);
      expect(answer.body.created_at).toMatch(ISO);
      const [row] = await queryDb(stack, 'contact', 'SELECT * FROM contact_messages WHERE id = $1', [answer.body.id]);
      expect(row).toMatchObject({ name: '李晓雯', company: '', subject: body.subject, status: 'unread' });
    });

    // The form's rules (fields, honeypot, form token, rate limit, idempotency) are in
    // services/contact/src/contacts/contacts.medium-spec.ts; here, what the gateway adds and a refusal as the
    // browser gets it.
    it('refuses a missing, forged, foreign or replayed proof of work with a Chinese 400, storing nothing', async () => {
      const before = await countRows();
      const missing = await submit(message({ proof: undefined }));
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('缺少人机验证，请刷新页面后重试');

      const { challenge } = (await visitor.get('/api/contacts/form-token')).body;
      const solved = JSON.parse(Buffer.from(await solveProof(challenge), 'base64').toString()) as {
        challenge: { parameters: { salt: string } };
        solution: unknown;
      };
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      // The login captcha's challenge is signed with another key: it does not count here.
      const login = (await visitor.get('/api/captcha')).body;
      const forged = [
        'garbage',
        encode({ challenge, solution: { counter: -1, derivedKey: '00' } }),
        encode({
          ...solved,
          challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, salt: 'x' } },
        }),
        ...(login?.parameters ? [await solveProof(login)] : []),
        'p'.repeat(4001),
      ];
      for (const proof of forged) {
        const answer = await submit(message({ proof }));
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatch(/^人机验证/);
      }
      expect(await countRows()).toBe(before);

      const proof = await newProof();
      expect((await submit(message({ proof }))).status).toBe(201);
      const replayed = await submit(message({ proof }));
      expect(replayed.status).toBe(400);
      expect(replayed.body.error).toBe('人机验证已使用过，请刷新页面后重试');
      expect(await countRows()).toBe(before + 1);
    });

    it('refuses the form without the CSRF header', async () => {
      const answer = await visitor.request('POST', '/api/contacts', message(), { csrf: false });
      expect(answer.status).toBe(403);
    });

    it('stores a retried submission once (Idempotency-Key) and answers the same', async () => {
      const key = randomUUID();
      const ip = newIp();
      const body = message();
      const first = await submit(body, { ip, key });
      const second = await submit(body, { ip, key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await countRows('subject = $1', [body.subject])).toBe(1);
      // From another address (a retry after a network change) and after the limit is used up.
      for (let i = 0; i < 5; i++) await submit(message(), { ip });
      expect((await submit(message(), { ip })).status).toBe(429);
      const third = await submit(body, { ip, key });
      expect(third.status).toBe(201);
      expect(third.body).toEqual(first.body);
      expect((await submit(body, { key })).body).toEqual(first.body);
      expect(await countRows('subject = $1', [body.subject])).toBe(1);
    });
  });

  describe('the back office', () => {
    const seeded: Contact[] = [];

    beforeAll(async () => {
      // 13 messages of our own.
      for (let i = 0; i < 13; i++) {
        const answer = await submit(message());
        expect(answer.status).toBe(201);
        seeded.push({ id: answer.body.id } as Contact);
      }
    });

    it('lists for any signed-in role, newest first, 10 per page by default, with total and totalPages', async () => {
      const total = await countRows();
      for (const client of [viewer, editor, admin]) {
        const answer = await client.get<ContactList>('/api/contacts');
        expect(answer.status).toBe(200);
        expect(answer.body.contacts).toHaveLength(10);
        expect(answer.body).toMatchObject({ total, totalPages: Math.ceil(total / 10), page: 1, limit: 10 });
      }
      const page = (await admin.get<ContactList>('/api/contacts')).body.contacts;
      for (const c of page) expect(Object.keys(c).sort()).toEqual(CONTACT_KEYS);
      const times = page.map((c) => Date.parse(c.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect((await visitor.get('/api/contacts')).status).toBe(401);
    });

    // Paging, search, the status filter and the status changes themselves are in contacts.medium-spec.ts.
    it('marks an unread message read when an editor or admin opens it; a viewer reads without changing it', async () => {
      const id = seeded[7].id;
      const seenByViewer = await viewer.get<Contact>(`/api/contacts/${id}`);
      expect(seenByViewer.status).toBe(200);
      expect(seenByViewer.body.status).toBe('unread');
      expect(Object.keys(seenByViewer.body).sort()).toEqual(CONTACT_KEYS);
      expect(
        (await queryDb(stack, 'contact', 'SELECT status FROM contact_messages WHERE id = $1', [id]))[0].status,
      ).toBe('unread');
      const opened = await editor.get<Contact>(`/api/contacts/${id}`);
      expect(opened.body.status).toBe('read');
      expect(
        (await queryDb(stack, 'contact', 'SELECT status FROM contact_messages WHERE id = $1', [id]))[0].status,
      ).toBe('read');
      // Opening a read or replied message does not change it back.
      await admin.put(`/api/contacts/${id}`, { status: 'replied' });
      expect((await admin.get<Contact>(`/api/contacts/${id}`)).body.status).toBe('replied');
      expect((await admin.get(`/api/contacts/${MISSING}`)).status).toBe(404);
      expect((await admin.get('/api/contacts/abc')).status).toBe(400);
    });

    it('refuses status changes to viewers (403) and visitors (401), changing nothing', async () => {
      const id = seeded[8].id;
      expect((await editor.put<Contact>(`/api/contacts/${id}`, { status: 'archived' })).status).toBe(200);
      expect((await viewer.put(`/api/contacts/${id}`, { status: 'unread' })).status).toBe(403);
      expect((await visitor.put(`/api/contacts/${id}`, { status: 'unread' })).status).toBe(401);
      expect((await admin.get<Contact>(`/api/contacts/${id}`)).body.status).toBe('archived');
    });

    it('deletes with 204 for editors and admins; viewers and visitors cannot', async () => {
      const id = seeded[9].id;
      expect((await viewer.delete(`/api/contacts/${id}`)).status).toBe(403);
      expect((await visitor.delete(`/api/contacts/${id}`)).status).toBe(401);
      const deleted = await editor.delete(`/api/contacts/${id}`);
      expect(deleted.status).toBe(204);
      expect(deleted.body).toBeUndefined();
      expect((await admin.get(`/api/contacts/${id}`)).status).toBe(404);
      expect((await admin.delete(`/api/contacts/${id}`)).status).toBe(404);
      expect(await countRows('id = $1', [id])).toBe(0);
    });

    it('records status changes and deletes in the audit log, under Chinese names', async () => {
      const logs = await eventually(async () => {
        const answer = await admin.get<{ items: { action: string; username: string }[] }>('/api/audit-logs?limit=100');
        const actions = answer.body.items.map((e) => e.action);
        return actions.includes('修改留言状态') && actions.includes('删除留言') ? actions : undefined;
      });
      expect(logs).toEqual(expect.arrayContaining(['修改留言状态', '删除留言']));
    });

    it('publishes contact.message.created, updated and deleted after each commit', async () => {
      const nc: NatsConnection = await connect({ servers: stack.natsUrl });
      const seen: { subject: string; data: any }[] = [];
      const codec = JSONCodec();
      const sub: Subscription = nc.subscribe(`${stack.natsPrefix}events.contact.message.*`, {
        callback: (_e, msg) => {
          const subject = msg.subject.slice(`${stack.natsPrefix}events.`.length);
          if (/\.(created|updated|deleted)$/.test(subject)) seen.push({ subject, data: codec.decode(msg.data) });
        },
      });
      try {
        await nc.flush();
        const created = await submit(message());
        const id = created.body.id as number;
        await editor.get(`/api/contacts/${id}`);
        await editor.put(`/api/contacts/${id}`, { status: 'replied' });
        await editor.put(`/api/contacts/${id}`, { status: 'replied' });
        await editor.delete(`/api/contacts/${id}`);
        await eventually(() => Promise.resolve(seen.length >= 4));
        await sleep(200);
        expect(seen).toEqual([
          { subject: 'contact.message.created', data: { id, status: 'unread' } },
          { subject: 'contact.message.updated', data: { id, status: 'read', previousStatus: 'unread' } },
          { subject: 'contact.message.updated', data: { id, status: 'replied', previousStatus: 'read' } },
          { subject: 'contact.message.deleted', data: { id, status: 'replied' } },
        ]);
      } finally {
        sub.unsubscribe();
        await nc.close();
      }
    });
  });

  describe('mail notices', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const outbox = async (messageId: number) =>
      (
        await queryDb<{ state: string; attempts: number; last_error: string | null }>(
          stack,
          'contact',
          'SELECT state, attempts, last_error FROM mail_outbox WHERE message_id = $1',
          [messageId],
        )
      )[0];
    const mailFor = (subject: string) => smtp.received.find((m) => decodeMail(m.raw).includes(subject));

    beforeAll(async () => {
      smtp = await startSmtp();
    });
    afterAll(() => smtp?.close());

    it('sends nothing while the SMTP settings are incomplete (the notice is skipped)', async () => {
      const answer = await submit(message());
      expect(answer.status).toBe(201);
      const row = await eventually(async () => {
        const found = await outbox(answer.body.id);
        return found?.state === 'skipped' ? found : undefined;
      });
      expect(row.last_error).toMatch(/SMTP/);
      expect(smtp.received).toHaveLength(0);
    });

    it('e-mails each new message to the contact address once the settings are complete', async () => {
      const saved = await admin.post('/api/settings', {
        tab: 'email',
        settings: {
          smtpServer: '127.0.0.1',
          smtpPort: smtp.port,
          smtpUsername: 'notice',
          smtpPassword: 'Smtp-Pass-1',
          emailFromName: '官网通知',
          emailFromAddress: 'noreply@zhiheng-auto.cn',
          enableSsl: false,
        },
      });
      expect(saved.status).toBe(200);
      expect(
        (await admin.post('/api/settings', { tab: 'general', settings: { contactEmail: 'sales@zhiheng-auto.cn' } }))
          .status,
      ).toBe(200);
      // No wait: the identity replica that saves drops its settings cache, and contact reads them per mail.

      const body = message({ name: '陈志强', email: 'chenzq@cloudway-tech.cn', message: '希望洽谈区域代理合作。' });
      const answer = await submit(body);
      expect(answer.status).toBe(201);
      const mail = await eventually(() => Promise.resolve(mailFor(body.subject)), 15_000);
      expect(mail.to).toEqual(['sales@zhiheng-auto.cn']);
      expect(mail.from).toBe('noreply@zhiheng-auto.cn');
      const text = decodeMail(mail.raw);
      expect(text).toMatch(/^Reply-To: .*chenzq@cloudway-tech\.cn/im);
      expect(text).toContain(`新留言：${body.subject}`);
      for (const part of ['陈志强', 'chenzq@cloudway-tech.cn', '恒泰精密制造', '希望洽谈区域代理合作。']) {
        expect(text).toContain(part);
      }
      // The SMTP server has the mail before the worker records it as sent.
      await eventually(async () => (await outbox(answer.body.id)).state === 'sent', 10_000);
    });

    it('never fails a submission when the mail server refuses, and delivers on a later retry', async () => {
      smtp.state.failing = true;
      const body = message();
      const answer = await submit(body);
      expect(answer.status).toBe(201);
      const failed = await eventually(async () => {
        const row = await outbox(answer.body.id);
        return row?.attempts >= 1 && row.last_error ? row : undefined;
      }, 15_000);
      expect(failed.state).toBe('pending');
      expect(failed.last_error).toMatch(/451|mailbox/);
      expect(mailFor(body.subject)).toBeUndefined();

      smtp.state.failing = false;
      // The first retry comes about 10 s after the failure.
      await eventually(() => Promise.resolve(mailFor(body.subject)), 30_000);
      // The SMTP server has the mail before the worker records it as sent.
      await eventually(async () => (await outbox(answer.body.id)).state === 'sent', 10_000);
    });

    it('keeps pending notices across a crash of the contact service, and sends them after the restart', async () => {
      smtp.state.failing = true;
      const body = message();
      const answer = await submit(body);
      expect(answer.status).toBe(201);
      // The failed attempt is recorded (the next one is due in about 10 s); then the service dies.
      await eventually(async () => !!(await outbox(answer.body.id))?.last_error, 15_000);
      await stack.stopApp('contact', 'SIGKILL');
      smtp.state.failing = false;
      stack.startApp('contact');
      await stack.waitUntilHealthy(30_000);
      await eventually(() => Promise.resolve(mailFor(body.subject)), 40_000);
      // The SMTP server has the mail before the worker records it as sent.
      await eventually(async () => (await outbox(answer.body.id)).state === 'sent', 10_000);
      expect(smtp.received.filter((m) => decodeMail(m.raw).includes(body.subject))).toHaveLength(1);
    });

    it('answers submissions at once while the mail server does not answer at all', async () => {
      await smtp.close();
      const answer = await submit(message());
      expect(answer.status).toBe(201);
      const row = await eventually(async () => {
        const found = await outbox(answer.body.id);
        return found?.last_error ? found : undefined;
      }, 20_000);
      expect(row.state).toBe('pending');
    });
  });
});
