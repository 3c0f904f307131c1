import { Inject, Injectable } from '@nestjs/common';
import {
  CONTACT_FORM_TOKEN_MAX_AGE_MS,
  CONTACT_RATE_LIMIT,
  ContactEvents,
  type ContactFormTokenReply,
  type ContactListQuery,
  contactListQuerySchema,
  type ContactListView,
  type ContactStatus,
  type ContactSubmitMessage,
  contactSubmitMessageSchema,
  type ContactSubmitResult,
  type ContactView,
  Errors,
} from '@site/contracts';
import { EventBus, ProofOfWork, ServiceException, ServiceSecrets } from '@site/service-kit';
import { CONTACT_CONFIG, type ContactConfig } from '../contact-config';
import { MailWorker } from '../mail/mail-worker';
import type { ContactRow } from './contact-view';
import { toContactView } from './contact-view';
import { ContactsRepository } from './contacts.repository';
import { addressHash, contactFingerprint, FORM_TOKEN_RULES, signFormToken, verifyFormToken } from './form-token';

/** Clock and limits, replaceable in unit tests. */
export const CONTACT_RULES = {
  now: () => Date.now(),
  formToken: FORM_TOKEN_RULES,
  rateLimit: CONTACT_RATE_LIMIT,
};

/** The form's proof of work: one challenge per form token, valid as long as the token. */
const PROOF_LIFETIME_MS = CONTACT_FORM_TOKEN_MAX_AGE_MS;
const PROOF_PURPOSE = 'contact';

const replyOf = (row: ContactRow, replayed: boolean): ContactSubmitResult => ({
  reply: { success: true, id: row.id, created_at: row.createdAt.toISOString() },
  replayed,
});

@Injectable()
export class ContactsService {
  rules = CONTACT_RULES;

  constructor(
    private readonly contacts: ContactsRepository,
    private readonly secrets: ServiceSecrets,
    private readonly mail: MailWorker,
    private readonly events: EventBus,
    private readonly proofOfWork: ProofOfWork,
    @Inject(CONTACT_CONFIG) private readonly config: Pick<ContactConfig, 'CONTACT_PROOF_MAX_COUNTER'>,
  ) {}

  async formToken(): Promise<ContactFormTokenReply> {
    return {
      token: signFormToken(this.secrets.key('form-token'), this.rules.now()),
      challenge: await this.proofOfWork.challenge(PROOF_PURPOSE, {
        maxCounter: this.config.CONTACT_PROOF_MAX_COUNTER,
        lifetimeMs: PROOF_LIFETIME_MS,
      }),
    };
  }

  /**
   * A visitor's message. A known idempotency key answers what it answered the first time (before
   * any other check: a retry must not be refused by a limit its first try already passed). Then
   * the honeypot, the form token (minimum fill time), the proof of work, and, in one transaction
   * under a lock per address, the proof's spending (one solution sends one message), the rate
   * limit, the message and its mail notice. Answers only after the commit.
   */
  async submit(message: ContactSubmitMessage): Promise<ContactSubmitResult> {
    const { input, ip, idempotencyKey } = contactSubmitMessageSchema.parse(message);
    const key = idempotencyKey ?? input.clientId ?? null;
    const fields = {
      name: input.name,
      email: input.email,
      company: input.company,
      subject: input.subject,
      message: input.message,
    };
    const fingerprint = contactFingerprint(fields);
    if (key) {
      const earlier = await this.contacts.findByKey(key);
      if (earlier) return this.replay(earlier, fingerprint);
    }

    if (input.website !== undefined && input.website !== null && input.website !== '')
      throw new ServiceException(Errors.contactRejected());
    const check = verifyFormToken(
      this.secrets.key('form-token'),
      input.formToken,
      this.rules.now(),
      this.rules.formToken,
    );
    if (!check.ok) {
      if (check.reason === 'too-fast') throw new ServiceException(Errors.contactTooFast());
      if (check.reason === 'expired') throw new ServiceException(Errors.contactFormTokenExpired());
      throw new ServiceException(Errors.contactFormTokenInvalid());
    }
    if (!input.proof) throw new ServiceException(Errors.contactProofMissing());
    const proof = await this.proofOfWork.verify(PROOF_PURPOSE, input.proof);
    if (!proof) throw new ServiceException(Errors.contactProofInvalid());

    const address = addressHash(this.secrets.key('address-hash'), ip);
    const result = await this.contacts.transaction(async (tx) => {
      await tx.lockAddress(address);
      if (key) {
        // A retry of the same submission from the same address waited for the lock: it is stored now.
        const earlier = await tx.findByKey(key);
        if (earlier) return { row: earlier, created: false };
      }
      // Spent with the message: a refused or failed submission leaves it for the retry.
      if (!(await tx.spendProof(proof))) throw new ServiceException(Errors.contactProofReplayed());
      if ((await tx.countRecent(address, this.rules.rateLimit.windowMs)) >= this.rules.rateLimit.max) {
        throw new ServiceException(Errors.contactRateLimited());
      }
      const row = await tx.insert({ ...fields, idempotencyKey: key, fingerprint });
      // The same key sent at once from another address: that one is stored, this is its retry.
      if (!row) return { row: (await tx.findByKey(key!))!, created: false };
      await tx.recordSubmission(address);
      await tx.enqueueMail(row.id);
      return { row, created: true };
    });
    if (!result.created) return this.replay(result.row, fingerprint);

    await this.events.publish(ContactEvents.messageCreated, { id: result.row.id, status: result.row.status });
    this.mail.kick();
    return replyOf(result.row, false);
  }

  async list(query: Partial<ContactListQuery>): Promise<ContactListView> {
    const q = contactListQuerySchema.parse(query);
    const filter = { status: q.status, search: q.search };
    const [rows, total] = await Promise.all([
      this.contacts.list(filter, { offset: (q.page - 1) * q.limit, limit: q.limit }),
      this.contacts.count(filter),
    ]);
    return {
      contacts: rows.map(toContactView),
      total,
      totalPages: Math.ceil(total / q.limit),
      page: q.page,
      limit: q.limit,
    };
  }

  /** Opening an unread message marks it read, when the reader may change it (`markRead`). */
  async get(id: number, markRead: boolean): Promise<ContactView> {
    if (markRead) {
      const changed = await this.contacts.markRead(id);
      if (changed) {
        await this.emitUpdated(changed, 'unread');
        return toContactView(changed);
      }
    }
    const row = await this.contacts.findById(id);
    if (!row) throw new ServiceException(Errors.contactNotFound());
    return toContactView(row);
  }

  async setStatus(id: number, status: ContactStatus): Promise<ContactView> {
    const result = await this.contacts.setStatus(id, status);
    if (!result) throw new ServiceException(Errors.contactNotFound());
    if (result.previous !== status) await this.emitUpdated(result.row, result.previous);
    return toContactView(result.row);
  }

  async remove(id: number): Promise<void> {
    const status = await this.contacts.delete(id);
    if (status === null) throw new ServiceException(Errors.contactNotFound());
    await this.events.publish(ContactEvents.messageDeleted, { id, status });
  }

  private replay(row: ContactRow, fingerprint: string): ContactSubmitResult {
    if (row.fingerprint !== fingerprint) throw new ServiceException(Errors.contactIdempotencyKeyReused());
    return replyOf(row, true);
  }

  private emitUpdated(row: ContactRow, previousStatus: ContactStatus): Promise<void> {
    return this.events.publish(ContactEvents.messageUpdated, { id: row.id, status: row.status, previousStatus });
  }
}
