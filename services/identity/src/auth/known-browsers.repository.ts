import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AccountNotice, NewBrowserSeen } from '../mail/account-notices';
import { queueNotice } from '../mail/mail-outbox';

/** As long as the browser cookie lives (renewed at each sign-in): an older row's cookie is gone. */
export const KNOWN_BROWSER_DAYS = 400;
/** The most recent browsers kept per account; older ones are forgotten. */
export const MAX_KNOWN_BROWSERS = 50;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** The browsers (SHA-256 of the `bid` cookie) each account signed in from. */
@Injectable()
export class KnownBrowsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records a successful sign-in from the browser. When the account had not used it, `notice` decides
   * from what it sees, and its answer is queued in the same transaction. True when a notice was queued.
   */
  async signedIn(
    userId: number,
    browserHash: string,
    context: { ip: string | null; userAgent: string | null },
    notice: (seen: NewBrowserSeen) => AccountNotice | null,
  ): Promise<boolean> {
    const userAgent = context.userAgent?.slice(0, 300) ?? null;
    return this.dataSource.transaction(async (manager) => {
      const known = rowsOf(
        await manager.query(
          `UPDATE known_browsers SET last_seen = now(), user_agent = $3
           WHERE user_id = $1 AND browser_hash = $2 RETURNING 1`,
          [userId, browserHash, userAgent],
        ),
      );
      if (known.length) return false;
      const [seen] = await manager.query<{ others: number; notices: number }[]>(
        `SELECT (SELECT count(*)::int FROM known_browsers
                 WHERE user_id = $1 AND last_seen > now() - make_interval(days => $2)) AS others,
                (SELECT count(*)::int FROM account_mail_outbox
                 WHERE user_id = $1 AND kind = 'new-sign-in' AND created_at > now() - interval '1 hour') AS notices`,
        [userId, KNOWN_BROWSER_DAYS],
      );
      // A parallel sign-in from the same browser inserted it first: that one decides.
      const added = rowsOf(
        await manager.query(
          `INSERT INTO known_browsers (user_id, browser_hash, user_agent) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [userId, browserHash, userAgent],
        ),
      );
      if (!added.length) return false;
      await manager.query(
        `DELETE FROM known_browsers WHERE user_id = $1 AND (last_seen < now() - make_interval(days => $2)
           OR browser_hash NOT IN (SELECT browser_hash FROM known_browsers WHERE user_id = $1
                                   ORDER BY last_seen DESC LIMIT $3))`,
        [userId, KNOWN_BROWSER_DAYS, MAX_KNOWN_BROWSERS],
      );
      const queued = notice({ otherBrowsers: seen.others, noticesLastHour: seen.notices });
      if (queued) await queueNotice(manager, userId, queued, context);
      return queued !== null;
    });
  }
}
