import { randomBytes } from 'node:crypto';
import { ContactEvents } from '@site/contracts';
import type { EventBus, ProofOfWork } from '@site/service-kit';
import type { MailWorker } from '../mail/mail-worker';
import type { ServiceSecrets } from '@site/service-kit';
import type { ContactRow } from './contact-view';
import type { ContactsRepository, ContactsTx } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { contactFingerprint, signFormToken } from './form-token';

const T0 = Date.UTC(2026, 0, 15, 8, 0, 0);
const key = randomBytes(32);
const input = { name: '王建国', email: 'wang@example.com', company: '', subject: '咨询', message: '你好' };

const row = (over: Partial<ContactRow> = {}): ContactRow => ({
  id: 7,
  ...input,
  status: 'unread',
  idempotencyKey: null,
  fingerprint: contactFingerprint(input),
  createdAt: new Date(T0),
  updatedAt: new Date(T0),
  ...over,
});

/** A service over mocks: an in-memory "table" of messages by key and a count of recent submissions. */
function setup(
  options: {
    recent?: number;
    stored?: ContactRow | null;
    insertConflict?: boolean;
    /** The proof of work: valid (default), not valid, or valid but spent before. */
    proof?: 'valid' | 'invalid' | 'spent';
  } = {},
) {
  const calls: string[] = [];
  const tx = {
    lockAddress: jest.fn(() => calls.push('lock')),
    spendProof: jest.fn(() => {
      calls.push('spend');
      return Promise.resolve(options.proof !== 'spent');
    }),
    findByKey: jest.fn(() => Promise.resolve(null as ContactRow | null)),
    countRecent: jest.fn(() => Promise.resolve(options.recent ?? 0)),
    insert: jest.fn((fields: { idempotencyKey: string | null }) =>
      Promise.resolve(options.insertConflict ? null : row({ idempotencyKey: fields.idempotencyKey })),
    ),
    recordSubmission: jest.fn(() => calls.push('record')),
    enqueueMail: jest.fn(() => calls.push('enqueue')),
  };
  const repository = {
    findByKey: jest.fn(() => Promise.resolve(options.stored ?? null)),
    transaction: jest.fn((work: (t: ContactsTx) => Promise<unknown>) => work(tx as unknown as ContactsTx)),
  };
  const events = { publish: jest.fn(() => Promise.resolve()) };
  const mail = { kick: jest.fn() };
  const secrets = { key: () => key } as unknown as ServiceSecrets;
  const proofOfWork = {
    verify: jest.fn((_purpose: string, proof: string | undefined) =>
      Promise.resolve(
        proof === PROOF && options.proof !== 'invalid' ? { signature: 'a'.repeat(64), expiresAt: new Date(T0) } : null,
      ),
    ),
  };
  const service = new ContactsService(
    repository as unknown as ContactsRepository,
    secrets,
    mail as unknown as MailWorker,
    events as unknown as EventBus,
    proofOfWork as unknown as ProofOfWork,
    { CONTACT_PROOF_MAX_COUNTER: 1 },
  );
  service.rules = { ...service.rules, now: () => T0 + 5000 };
  return { service, tx, repository, events, mail, calls };
}

const PROOF = 'solved-proof';
const token = (issuedAt = T0) => signFormToken(key, issuedAt);
const submit = (service: ContactsService, extra: Record<string, unknown> = {}, idempotencyKey: string | null = null) =>
  service.submit({
    input: { ...input, formToken: token(), proof: PROOF, ...extra },
    ip: '203.0.113.9',
    idempotencyKey,
  });

describe('ContactsService.submit', () => {
  it('stores the message with its mail notice in one transaction, then announces it and wakes the mailer', async () => {
    const { service, tx, events, mail, calls } = setup();
    const result = await submit(service);
    expect(result).toEqual({
      reply: { success: true, id: 7, created_at: new Date(T0).toISOString() },
      replayed: false,
    });
    expect(calls).toEqual(['lock', 'spend', 'record', 'enqueue']);
    expect(tx.insert).toHaveBeenCalledWith(expect.objectContaining({ ...input, idempotencyKey: null }));
    expect(events.publish).toHaveBeenCalledWith(ContactEvents.messageCreated, { id: 7, status: 'unread' });
    expect(mail.kick).toHaveBeenCalled();
  });

  it('refuses a filled-in honeypot before anything is stored', async () => {
    const { service, repository } = setup();
    await expect(submit(service, { website: 'http://spam.example' })).rejects.toMatchObject({
      payload: { status: 400, code: 'CONTACT_REJECTED' },
    });
    expect(repository.transaction).not.toHaveBeenCalled();
  });

  it('refuses a form sent too fast, without a token, or with an expired one', async () => {
    const { service, repository } = setup();
    await expect(submit(service, { formToken: token(T0 + 3000) })).rejects.toMatchObject({
      payload: { status: 400, code: 'CONTACT_TOO_FAST', message: '提交过快，请稍后再试' },
    });
    await expect(submit(service, { formToken: undefined })).rejects.toMatchObject({
      payload: { status: 400, code: 'CONTACT_FORM_TOKEN_INVALID' },
    });
    await expect(submit(service, { formToken: token(T0 - 2 * 24 * 3600_000) })).rejects.toMatchObject({
      payload: { status: 400, code: 'CONTACT_FORM_TOKEN_EXPIRED' },
    });
    expect(repository.transaction).not.toHaveBeenCalled();
  });

  it('refuses a missing or invalid proof of work before the transaction', async () => {
    const { service, repository } = setup({ proof: 'invalid' });
    await expect(submit(service, { proof: undefined })).rejects.toMatchObject({
      payload: { status: 400, code: 'CONTACT_PROOF_MISSING', message: '缺少人机验证，请刷新页面后重试' },
    });
    await expect(submit(service)).rejects.toMatchObject({
      payload: { status: 400, code: 'CONTACT_PROOF_INVALID' },
    });
    expect(repository.transaction).not.toHaveBeenCalled();
  });

  it('refuses a proof spent before, storing nothing', async () => {
    const { service, tx, events } = setup({ proof: 'spent' });
    await expect(submit(service)).rejects.toMatchObject({
      payload: { status: 400, code: 'CONTACT_PROOF_REPLAYED', message: '人机验证已使用过，请刷新页面后重试' },
    });
    expect(tx.insert).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();
  });

  it('answers 429 once the address has used its quota, storing nothing', async () => {
    const { service, tx, events } = setup({ recent: 5 });
    await expect(submit(service)).rejects.toMatchObject({
      payload: { status: 429, message: '提交过于频繁，请稍后再试' },
    });
    expect(tx.insert).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();
  });

  it('answers a known idempotency key with the stored result, before the token and rate checks', async () => {
    const stored = row({ idempotencyKey: 'key-12345678' });
    const { service, repository, events } = setup({ stored, recent: 99 });
    const result = await submit(service, { formToken: 'expired-or-anything' }, 'key-12345678');
    expect(result).toEqual({ reply: { success: true, id: 7, created_at: new Date(T0).toISOString() }, replayed: true });
    expect(repository.transaction).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();
  });

  it('takes clientId as the key when no header is sent', async () => {
    const { service, tx } = setup();
    await submit(service, { clientId: 'client-12345678' });
    expect(tx.insert).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'client-12345678' }));
  });

  it('refuses a reused key with another message (409)', async () => {
    const stored = row({ idempotencyKey: 'key-12345678', fingerprint: 'f'.repeat(64) });
    const { service } = setup({ stored });
    await expect(submit(service, {}, 'key-12345678')).rejects.toMatchObject({ payload: { status: 409 } });
  });

  it('answers the stored row when a parallel submission with the same key got in first', async () => {
    const { service, tx, events } = setup({ insertConflict: true });
    tx.findByKey.mockResolvedValueOnce(null).mockResolvedValueOnce(row({ id: 9, idempotencyKey: 'key-12345678' }));
    const result = await submit(service, {}, 'key-12345678');
    expect(result.replayed).toBe(true);
    expect(result.reply.id).toBe(9);
    expect(tx.recordSubmission).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();
  });
});
