import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { NoticeMessage } from './notice-mail';

export interface ClaimedNotice {
  id: number;
  attempts: number;
  message: NoticeMessage;
}

const toSeconds = (ms: number) => ms / 1000;

/** The mail outbox: claim due notices (safe across replicas), then record how each went. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Up to `limit` due notices, each counted as an attempt and leased for `leaseMs` (its next
   * attempt moves past the lease): another worker skips it, and it comes back if this one dies.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedNotice[]> {
    const rows = await this.dataSource.query<
      (NoticeMessage & { outbox_id: number; attempts: number; message_id: number })[]
    >(
      `WITH due AS (
         SELECT id FROM mail_outbox
         WHERE state = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE mail_outbox o
         SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2::double precision)
         FROM due WHERE o.id = due.id
         RETURNING o.id, o.attempts, o.message_id
       )
       SELECT c.id AS outbox_id, c.attempts, c.message_id, m.id, m.name, m.email, m.company, m.subject, m.message,
              m.created_at
       FROM claimed c JOIN contact_messages m ON m.id = c.message_id
       ORDER BY c.id`,
      [limit, toSeconds(leaseMs)],
    );
    return rows.map((r) => ({
      id: r.outbox_id,
      attempts: r.attempts,
      message: {
        id: r.id,
        name: r.name,
        email: r.email,
        company: r.company,
        subject: r.subject,
        message: r.message,
        created_at: r.created_at,
      },
    }));
  }

  async markSent(id: number): Promise<void> {
    await this.dataSource.query(
      "UPDATE mail_outbox SET state = 'sent', finished_at = now(), last_error = NULL WHERE id = $1",
      [id],
    );
  }

  /** Not sent and never will be (settings incomplete when its turn came, or out of attempts). */
  async markFinal(id: number, state: 'skipped' | 'failed', reason: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE mail_outbox SET state = $2, finished_at = now(), last_error = $3 WHERE id = $1',
      [id, state, reason.slice(0, 500)],
    );
  }

  /** A claimed notice that was not tried after all: due again at once, the attempt not counted. */
  async release(id: number): Promise<void> {
    await this.dataSource.query(
      'UPDATE mail_outbox SET next_attempt_at = now(), attempts = greatest(attempts - 1, 0) WHERE id = $1',
      [id],
    );
  }

  async retryLater(id: number, delayMs: number, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2::double precision), last_error = $3
       WHERE id = $1`,
      [id, toSeconds(delayMs), reason.slice(0, 500)],
    );
  }

  /** Housekeeping: rate-limit entries past their window, finished notices after `keepMs`. */
  async prune(windowMs: number, keepMs: number): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM contact_submissions WHERE submitted_at < now() - make_interval(secs => $1::double precision)',
      [toSeconds(windowMs)],
    );
    await this.dataSource.query(
      `DELETE FROM mail_outbox
       WHERE state <> 'pending' AND finished_at < now() - make_interval(secs => $1::double precision)`,
      [toSeconds(keepMs)],
    );
  }
}
