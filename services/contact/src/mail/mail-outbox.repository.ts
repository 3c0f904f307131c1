import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxTable } from '@site/service-kit';
import type { MailFailure } from '@site/contracts';
import { DataSource } from 'typeorm';
import type { NoticeMessage } from './notice-mail';

export interface ClaimedNotice {
  id: number;
  attempts: number;
  message: NoticeMessage;
}

/** The mail outbox: claim due notices (safe across replicas), then record how each went. */
@Injectable()
export class MailOutboxRepository {
  private readonly outbox: OutboxTable;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.outbox = new OutboxTable(dataSource, 'mail_outbox', 'last_error');
  }

  /** Up to `limit` due notices with their messages, each counted as an attempt and leased for `leaseMs`. */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedNotice[]> {
    const rows = await this.outbox.claimDue<NoticeMessage & { outbox_id: number; attempts: number }>(
      limit,
      leaseMs,
      'o.id, o.attempts, o.message_id',
      `SELECT c.id AS outbox_id, c.attempts, m.id, m.name, m.email, m.company, m.subject, m.message, m.created_at
       FROM claimed c JOIN contact_messages m ON m.id = c.message_id
       ORDER BY c.id`,
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

  markSent(id: number): Promise<void> {
    return this.outbox.finish(id, 'sent', null);
  }

  /** Not sent and never will be (settings incomplete when its turn came, or out of attempts). */
  markFinal(id: number, state: 'skipped' | 'failed', reason: string): Promise<void> {
    return this.outbox.finish(id, state, reason);
  }

  /** A claimed notice that was not tried after all: due again at once, the attempt not counted. */
  release(id: number): Promise<void> {
    return this.outbox.release(id);
  }

  retryLater(id: number, delayMs: number, reason: string): Promise<void> {
    return this.outbox.retryLater(id, delayMs, reason);
  }

  /** Notices given up or skipped in the last `days` days, newest first (the admin dashboard's list). */
  async recentFailures(days: number, limit: number): Promise<MailFailure[]> {
    const rows: {
      state: 'failed' | 'skipped';
      finished_at: Date;
      last_error: string | null;
      message_id: number;
      subject: string | null;
    }[] = await this.dataSource.query(
      `SELECT o.state, o.finished_at, o.last_error, o.message_id, m.subject
         FROM mail_outbox o LEFT JOIN contact_messages m ON m.id = o.message_id
         WHERE o.state IN ('failed', 'skipped') AND o.finished_at > now() - make_interval(days => $1)
         ORDER BY o.finished_at DESC, o.id DESC LIMIT $2`,
      [days, limit],
    );
    return rows.map((r) => ({
      source: 'contact',
      kind: 'contact-notice',
      state: r.state,
      at: r.finished_at.toISOString(),
      reason: r.last_error ?? '',
      about: r.subject === null ? `留言 #${r.message_id}` : `留言 #${r.message_id}：${r.subject}`,
    }));
  }

  /** Housekeeping: rate-limit entries past their window, finished notices after `keepMs`. */
  async prune(windowMs: number, keepMs: number): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM contact_submissions WHERE submitted_at < now() - make_interval(secs => $1::double precision)',
      [windowMs / 1000],
    );
    await this.outbox.pruneFinished(keepMs);
  }
}
