import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxTable } from '@site/service-kit';
import { DataSource } from 'typeorm';
import type { AccountMailKind } from './account-mail.entity';

export interface ClaimedMail {
  id: number;
  kind: AccountMailKind;
  attempts: number;
  createdAt: Date;
  /** The account's own address unless the mail goes elsewhere (an e-mail change's new address). */
  toAddress: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  user: { id: number; username: string; role: string; email: string; status: string; invited: boolean };
}

/** The account mail outbox: claim due mails (safe across replicas), then record how each went. */
@Injectable()
export class AccountMailRepository {
  private readonly outbox: OutboxTable;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.outbox = new OutboxTable(dataSource, 'account_mail_outbox', 'last_error');
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const rows = await this.outbox.claimDue<{
      id: number;
      kind: AccountMailKind;
      attempts: number;
      created_at: Date;
      to_address: string | null;
      details: Record<string, unknown>;
      ip: string | null;
      user_agent: string | null;
      user_id: number;
      username: string;
      role: string;
      email: string;
      status: string;
      invited: boolean;
    }>(
      limit,
      leaseMs,
      'o.id, o.kind, o.attempts, o.created_at, o.to_address, o.details, o.ip, o.user_agent, o.user_id',
      `SELECT c.*, u.username, u.role, u.email, u.status, u.invited
       FROM claimed c JOIN users u ON u.id = c.user_id ORDER BY c.id`,
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      attempts: r.attempts,
      createdAt: r.created_at,
      toAddress: r.to_address,
      details: r.details,
      ip: r.ip,
      userAgent: r.user_agent,
      user: { id: r.user_id, username: r.username, role: r.role, email: r.email, status: r.status, invited: r.invited },
    }));
  }

  markSent(id: number): Promise<void> {
    return this.outbox.finish(id, 'sent', null);
  }

  markFinal(id: number, state: 'skipped' | 'failed', reason: string): Promise<void> {
    return this.outbox.finish(id, state, reason);
  }

  release(id: number): Promise<void> {
    return this.outbox.release(id);
  }

  retryLater(id: number, delayMs: number, reason: string): Promise<void> {
    return this.outbox.retryLater(id, delayMs, reason);
  }

  pruneFinished(keepMs: number): Promise<void> {
    return this.outbox.pruneFinished(keepMs);
  }
}
