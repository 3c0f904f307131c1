import { randomUUID } from 'node:crypto';
import { ContactEvents, ContactRpc, IdentityRpc, type ContactSubmitResult } from '@site/contracts';
import { type MediumService, newMediumService, PeerCalls } from '../../../../test/support/medium-service';
import { solveProof } from '../../../../test/support/proof-of-work';
import { ContactModule } from '../contact.module';
import { CONTACT_RULES, ContactsService } from './contacts.service';

// The rules of the contact form and of the messages in the back office, against the contact
// service's own database, on a clock the test moves (the form's minimum fill time). The gateway's
// side (the visitor's address, CSRF, the Idempotency-Key header, who may read or change what), the
// login captcha's challenge and the mail notices stay in contact.int-spec.ts.
describe('contact messages (medium)', () => {
  let contact: MediumService;
  let token: string;
  let ipSeq = 0;
  let seq = 0;
  /** How far the service's clock is ahead of the real one. */
  let ahead = 0;

  /** Every visitor its own address. */
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
  const newToken = async () => (await contact.call(ContactRpc.formTokenCreate, {})).token;
  /** A solved proof of work of a new challenge (each answers once). */
  const newProof = async () => solveProof((await contact.call(ContactRpc.formTokenCreate, {})).challenge);
  /** Sends the form as the gateway does, with a proof of its own unless the body says which (or none). */
  const submit = async (
    body: Record<string, unknown>,
    options: { ip?: string; key?: string } = {},
  ): Promise<ContactSubmitResult> =>
    contact.call(ContactRpc.messageCreate, {
      input: ('proof' in body ? body : { ...body, proof: await newProof() }) as never,
      ip: options.ip ?? newIp(),
      idempotencyKey: options.key,
    });
  const countRows = async (where = 'true', params: unknown[] = []) =>
    Number(
      (await contact.query<{ n: string }>(`SELECT count(*) AS n FROM contact_messages WHERE ${where}`, params))[0].n,
    );

  beforeAll(async () => {
    // Identity as a fresh install answers: no SMTP server yet, so each notice is skipped.
    const peers = new PeerCalls();
    peers.answer(IdentityRpc.mailSettingsGet, () => ({
      email: {
        smtpServer: '',
        smtpPort: 465,
        smtpUsername: '',
        smtpPassword: '',
        emailFromName: '',
        emailFromAddress: '',
        enableSsl: true,
      },
      contactEmail: '',
      siteName: '',
    }));
    // The proof of work costs next to nothing here; its rule is checked, not its cost.
    contact = await newMediumService('contact', [ContactModule], { peers, env: { CONTACT_PROOF_MAX_COUNTER: '1' } });
    contact.module.get(ContactsService).rules = { ...CONTACT_RULES, now: () => Date.now() + ahead };
    token = await newToken();
    // The minimum fill time runs from the token's issue.
    ahead += 3100;
  });
  afterAll(() => contact?.close());

  describe('the public form', () => {
    it.each([
      [{ name: undefined }, '姓名不能为空'],
      [{ name: '   ' }, '姓名不能为空'],
      [{ email: undefined }, '邮箱不能为空'],
      [{ email: 'wang-at-example.com' }, '邮箱格式不正确'],
      [{ subject: '' }, '主题不能为空'],
      [{ message: undefined }, '留言内容不能为空'],
      [{ name: '名'.repeat(51) }, '姓名不能超过50个字符'],
      [{ company: '司'.repeat(101) }, '公司名称不能超过100个字符'],
      [{ subject: '题'.repeat(101) }, '主题不能超过100个字符'],
      [{ message: '字'.repeat(5001) }, '留言内容不能超过5000个字符'],
      [{ name: '王建国\r\nBcc: victim@example.com' }, '姓名不能包含换行符'],
      [{ email: 'wang@example.com\nBcc: victim@example.com' }, '邮箱不能包含换行符'],
      [{ subject: '咨询\r' }, '主题不能包含换行符'],
      [{ message: 'NUL\u0000' }, '留言内容包含无效字符'],
    ])('refuses %o with 400 and a message naming the field, storing nothing', async (change, error) => {
      const before = await countRows();
      await expect(submit(message(change))).rejects.toMatchObject({ status: 400, message: error });
      expect(await countRows()).toBe(before);
    });

    it('accepts the limits exactly, and line breaks in the message', async () => {
      const { reply } = await submit(
        message({
          name: '名'.repeat(50),
          company: '司'.repeat(100),
          subject: '题'.repeat(100),
          message: `${'字'.repeat(4990)}\r\n第二行`,
        }),
      );
      expect(reply.success).toBe(true);
    });

    it('refuses a filled-in honeypot field, storing nothing', async () => {
      const before = await countRows();
      await expect(submit(message({ website: 'http://cheap-pills.example' }))).rejects.toMatchObject({
        status: 400,
        message: '提交内容无效，请刷新页面后重试',
      });
      expect(await countRows()).toBe(before);
      expect((await submit(message({ website: '' }))).reply.success).toBe(true);
    });

    it('refuses a form sent within 3 s of its token, and one without a valid token', async () => {
      const fresh = await newToken();
      const before = await countRows();
      await expect(submit(message({ formToken: fresh }))).rejects.toMatchObject({
        status: 400,
        message: '提交过快，请稍后再试',
      });
      for (const formToken of [undefined, 'garbage', `${token.slice(0, -2)}xx`]) {
        await expect(submit(message({ formToken }))).rejects.toMatchObject({
          status: 400,
          message: '表单校验失败（表单令牌无效），请刷新页面后重试',
        });
      }
      expect(await countRows()).toBe(before);
      ahead += 3000;
      expect((await submit(message({ formToken: fresh }))).reply.success).toBe(true);
    });

    it('allows 5 messages per address in 10 minutes, then answers 429; other addresses are not affected', async () => {
      const ip = newIp();
      for (let i = 0; i < 5; i++) await submit(message(), { ip });
      await expect(submit(message(), { ip })).rejects.toMatchObject({
        status: 429,
        message: '提交过于频繁，请稍后再试',
      });
      expect((await submit(message())).reply.success).toBe(true);
    });

    it('counts the limit atomically: 12 parallel messages from one address store exactly 5', async () => {
      const ip = newIp();
      const subject = uniq('并发限流');
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => submit(message({ subject: `${subject}-${i}` }), { ip })),
      );
      const statuses = answers.map((a) => (a.status === 'fulfilled' ? 201 : (a.reason as { status: number }).status));
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      expect(await countRows('subject LIKE $1', [`${subject}-%`])).toBe(5);
    });

    it('stores parallel retries with one key once', async () => {
      const key = randomUUID();
      const body = message();
      const answers = await Promise.all(Array.from({ length: 8 }, () => submit(body, { key })));
      expect(new Set(answers.map((a) => a.reply.id)).size).toBe(1);
      expect(await countRows('subject = $1', [body.subject])).toBe(1);
    });

    it('takes clientId in the body as the key too', async () => {
      const body = message({ clientId: randomUUID() });
      const first = await submit(body);
      const second = await submit(body);
      expect(second.reply).toEqual(first.reply);
      expect(await countRows('subject = $1', [body.subject])).toBe(1);
    });

    it('refuses a key reused for another message (409) and a malformed key (400)', async () => {
      const key = randomUUID();
      await submit(message(), { key });
      await expect(submit(message(), { key })).rejects.toMatchObject({ status: 409, message: /幂等键/ });
      await expect(submit(message(), { key: 'no' })).rejects.toMatchObject({ status: 400, message: /幂等键/ });
    });
  });

  describe('the back office', () => {
    const seeded: number[] = [];
    const marker = `检索${Date.now().toString(36)}`;
    const list = (query: Record<string, unknown>) => contact.call(ContactRpc.messageList, query);
    const setStatus = (id: number, status: string) => contact.call(ContactRpc.messageSetStatus, { id, status });

    beforeAll(async () => {
      // 13 messages of our own, told apart by the marker, some with distinctive words.
      for (let i = 0; i < 13; i++) {
        const { reply } = await submit(
          message({
            name: i === 3 ? 'Zhang SAN' : `访客${i}`,
            email: i === 4 ? 'Li.Si@Example.COM' : `v${i}@example.com`,
            subject: `${marker} 主题${i}${i === 5 ? ' 报价单' : ''}`,
            message: i === 6 ? 'Need a QUOTATION for sensors' : `内容${i}`,
          }),
        );
        seeded.push(reply.id);
      }
    });

    it('pages with page and limit, and answers an empty page past the end', async () => {
      const first = await list({ search: marker, limit: 5, page: 1 });
      const third = await list({ search: marker, limit: 5, page: 3 });
      expect(first).toMatchObject({ total: 13, totalPages: 3, limit: 5, page: 1 });
      expect(first.contacts.map((c) => c.id)).toEqual([...seeded].reverse().slice(0, 5));
      expect(third.contacts).toHaveLength(3);
      expect((await list({ search: marker, limit: 5, page: 4 })).contacts).toEqual([]);
      await expect(list({ limit: 101 })).rejects.toMatchObject({ status: 400 });
      await expect(list({ page: 0 })).rejects.toMatchObject({ status: 400 });
    });

    it('searches name, email, subject and message, case-insensitively', async () => {
      const find = async (search: string) => (await list({ search, limit: 100 })).contacts.map((c) => c.id);
      expect(await find('zhang san')).toEqual([seeded[3]]);
      expect(await find('li.si@example.com')).toEqual([seeded[4]]);
      expect(await find('报价单')).toEqual([seeded[5]]);
      expect(await find('quotation')).toEqual([seeded[6]]);
      expect(await find('100%_')).toEqual([]);
    });

    it('filters by status (all = every status) and refuses an unknown status', async () => {
      await setStatus(seeded[0], 'archived');
      const archived = await list({ search: marker, status: 'archived' });
      expect(archived.contacts.map((c) => c.id)).toEqual([seeded[0]]);
      expect(archived.total).toBe(1);
      expect((await list({ search: marker, status: 'unread', limit: 100 })).total).toBe(12);
      expect((await list({ search: marker, status: 'all' })).total).toBe(13);
      await expect(list({ status: 'spam' })).rejects.toMatchObject({ status: 400, message: /^状态必须是/ });
    });

    it('sets any of the four statuses from any other, and publishes each change', async () => {
      const id = seeded[8];
      for (const status of ['read', 'replied', 'archived', 'unread', 'replied', 'read']) {
        expect(await setStatus(id, status)).toMatchObject({ id, status });
      }
      expect((await setStatus(id, '已归档')).status).toBe('archived');
      await expect(setStatus(id, 'deleted')).rejects.toMatchObject({ status: 400, message: /^状态必须是/ });
      await expect(contact.call(ContactRpc.messageSetStatus, { id } as never)).rejects.toMatchObject({
        message: '状态不能为空',
      });
      await expect(setStatus(999999, 'read')).rejects.toMatchObject({ status: 404 });
      expect((await contact.call(ContactRpc.messageGet, { id })).status).toBe('archived');
      expect(contact.events.of(ContactEvents.messageUpdated).filter((e) => e.id === id)).toEqual([
        { id, status: 'read', previousStatus: 'unread' },
        { id, status: 'replied', previousStatus: 'read' },
        { id, status: 'archived', previousStatus: 'replied' },
        { id, status: 'unread', previousStatus: 'archived' },
        { id, status: 'replied', previousStatus: 'unread' },
        { id, status: 'read', previousStatus: 'replied' },
        { id, status: 'archived', previousStatus: 'read' },
      ]);
    });
  });
});
