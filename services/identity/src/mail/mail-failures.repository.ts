import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MailFailure } from '@site/contracts';
import { DataSource } from 'typeorm';

/** The account mails that did not go out, for the admin dashboard (the outbox keeps them 30 days). */
@Injectable()
export class MailFailuresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recent(days: number, limit: number): Promise<MailFailure[]> {
    const rows: {
      kind: string;
      state: 'failed' | 'skipped';
      finished_at: Date;
      last_error: string | null;
      username: string;
    }[] = await this.dataSource.query(
      `SELECT o.kind, o.state, o.finished_at, o.last_error, u.username
       FROM account_mail_outbox o JOIN users u ON u.id = o.user_id
       WHERE o.state IN ('failed', 'skipped') AND o.finished_at > now() - make_interval(days => $1)
       ORDER BY o.finished_at DESC, o.id DESC LIMIT $2`,
      [days, limit],
    );
    return rows.map((r) => ({
      source: 'account',
      kind: r.kind,
      state: r.state,
      at: r.finished_at.toISOString(),
      reason: r.last_error ?? '',
      about: r.username,
    }));
  }
}
