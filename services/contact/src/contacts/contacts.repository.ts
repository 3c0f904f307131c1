import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContactStatus } from '@site/contracts';
import { spendProof, type ValidProof } from '@site/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { entityColumns } from '@site/service-kit';
import type { ContactRow } from './contact-view';
import { ContactMessageEntity } from './contact-message.entity';

export interface ContactFields {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  idempotencyKey: string | null;
  fingerprint: string;
}

export interface ContactFilter {
  status?: ContactStatus;
  search?: string;
}

/** Every column, named as the entity names it (RETURNING takes the same list). */
const COLUMNS = entityColumns(ContactMessageEntity, 'contact_messages');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const FILTER_SQL = `($1::varchar IS NULL OR status = $1)
  AND ($2::text IS NULL OR name ILIKE $2 OR email ILIKE $2 OR subject ILIKE $2 OR message ILIKE $2)`;

/** One submission's transaction: the address lock, the proof of work, the rate count, the message, its mail notice. */
export class ContactsTx {
  constructor(private readonly manager: EntityManager) {}

  /** Serialises submissions from one address, so parallel ones cannot all pass the count. */
  async lockAddress(addressHash: string): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 42))', [`contact:${addressHash}`]);
  }

  async findByKey(key: string): Promise<ContactRow | null> {
    const rows = await this.manager.query<ContactRow[]>(
      `SELECT ${COLUMNS} FROM contact_messages WHERE idempotency_key = $1`,
      [key],
    );
    return rows[0] ?? null;
  }

  /** Accepted submissions from the address within the window. */
  async countRecent(addressHash: string, windowMs: number): Promise<number> {
    const [row] = await this.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contact_submissions
       WHERE address_hash = $1 AND submitted_at > now() - make_interval(secs => $2::double precision / 1000)`,
      [addressHash, windowMs],
    );
    return row.n;
  }

  /** null when another submission with the same idempotency key got in first. */
  async insert(fields: ContactFields): Promise<ContactRow | null> {
    const rows = await this.manager.query<ContactRow[]>(
      `INSERT INTO contact_messages (name, email, company, subject, message, idempotency_key, fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        fields.name,
        fields.email,
        fields.company,
        fields.subject,
        fields.message,
        fields.idempotencyKey,
        fields.fingerprint,
      ],
    );
    return rows[0] ?? null;
  }

  /** Spends the form's proof of work with the message: false when it was spent before. */
  spendProof(proof: ValidProof): Promise<boolean> {
    return spendProof(this.manager, proof);
  }

  async recordSubmission(addressHash: string): Promise<void> {
    await this.manager.query('INSERT INTO contact_submissions (address_hash) VALUES ($1)', [addressHash]);
  }

  /** The mail notice, committed with the message: it cannot be lost. */
  async enqueueMail(messageId: number): Promise<void> {
    await this.manager.query('INSERT INTO mail_outbox (message_id) VALUES ($1)', [messageId]);
  }
}

@Injectable()
export class ContactsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private params(filter: ContactFilter): unknown[] {
    return [filter.status ?? null, filter.search ? `%${escapeLike(filter.search)}%` : null];
  }

  async findByKey(key: string): Promise<ContactRow | null> {
    const rows = await this.dataSource.query<ContactRow[]>(
      `SELECT ${COLUMNS} FROM contact_messages WHERE idempotency_key = $1`,
      [key],
    );
    return rows[0] ?? null;
  }

  /** Newest first. */
  list(filter: ContactFilter, page: { offset: number; limit: number }): Promise<ContactRow[]> {
    return this.dataSource.query<ContactRow[]>(
      `SELECT ${COLUMNS} FROM contact_messages WHERE ${FILTER_SQL}
       ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [...this.params(filter), page.limit, page.offset],
    );
  }

  async count(filter: ContactFilter): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contact_messages WHERE ${FILTER_SQL}`,
      this.params(filter),
    );
    return row.n;
  }

  async findById(id: number): Promise<ContactRow | null> {
    const rows = await this.dataSource.query<ContactRow[]>(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  /** Unread becomes read; null when the message is not unread (or missing). */
  async markRead(id: number): Promise<ContactRow | null> {
    const [rows] = await this.dataSource.query<[ContactRow[], number]>(
      `UPDATE contact_messages SET status = 'read', updated_at = now()
       WHERE id = $1 AND status = 'unread' RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The message after the change and the status it had; null when it is missing. */
  async setStatus(id: number, status: ContactStatus): Promise<{ row: ContactRow; previous: ContactStatus } | null> {
    const [rows] = await this.dataSource.query<[(ContactRow & { previous_status: ContactStatus })[], number]>(
      `UPDATE contact_messages
       SET status = $2::varchar, updated_at = CASE WHEN old.status <> $2::varchar THEN now() ELSE contact_messages.updated_at END
       FROM (SELECT id, status FROM contact_messages WHERE id = $1 FOR UPDATE) old
       WHERE contact_messages.id = old.id
       RETURNING ${COLUMNS}, old.status AS previous_status`,
      [id, status],
    );
    const found = rows[0];
    if (!found) return null;
    const { previous_status: previous, ...row } = found;
    return { row, previous };
  }

  /** The deleted message's status; null when it is missing. Its pending mail notice goes with it. */
  async delete(id: number): Promise<ContactStatus | null> {
    const [rows] = await this.dataSource.query<[{ status: ContactStatus }[], number]>(
      'DELETE FROM contact_messages WHERE id = $1 RETURNING status',
      [id],
    );
    return rows[0]?.status ?? null;
  }

  transaction<T>(work: (tx: ContactsTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new ContactsTx(manager)));
  }
}
