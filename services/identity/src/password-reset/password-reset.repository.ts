import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { passwordNotice } from '../mail/account-notices';
import { queueNotice } from '../mail/notice-outbox';
import type { TokenPurpose } from './account-token.entity';
import { RESET_LIMITS, type ResetLimitScope } from './reset-limits';
import type { StoredToken } from './reset-tokens';

export interface ResetAccount {
  id: number;
  username: string;
  role: string;
  email: string;
  status: string;
}

export interface FoundToken extends StoredToken {
  id: number;
  userId: number;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** Tokens, request counters and the reset itself; the only code touching account_tokens. */
@Injectable()
export class PasswordResetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Accounts whose e-mail (any case) or user name is `identifier`. */
  findAccounts(identifier: string): Promise<ResetAccount[]> {
    return this.dataSource.query<ResetAccount[]>(
      `SELECT id, username, role, email, status FROM users
       WHERE lower(email) = $1 OR lower(username) = $1 ORDER BY id LIMIT 5`,
      [identifier],
    );
  }

  /**
   * Counts one entry against the key and answers how many were already in the window before it.
   * Entries for one key are counted one at a time: overlapping requests would otherwise each read
   * the window without the others' entries, and all pass the limit.
   */
  async count(scope: ResetLimitScope, key: string): Promise<number> {
    const counted = key.slice(0, 200);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`reset:${scope}:${counted}`]);
      const [row] = rowsOf<{ n: number }>(
        await manager.query(
          `WITH earlier AS (
             SELECT count(*)::int AS n FROM password_reset_limits
             WHERE scope = $1 AND key = $2 AND at > now() - make_interval(secs => $3::double precision)
           ), counted AS (INSERT INTO password_reset_limits (scope, key) VALUES ($1, $2))
           SELECT n FROM earlier`,
          [scope, counted, RESET_LIMITS[scope].windowMs / 1000],
        ),
      );
      return row.n;
    });
  }

  /** Queues a mail to the account (the worker sends it). */
  async queueMail(
    kind: 'password-reset' | 'password-changed',
    userId: number,
    context: { ip: string | null; userAgent: string | null },
  ): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO account_mail_outbox (kind, user_id, ip, user_agent) VALUES ($1, $2, $3, $4)',
      [kind, userId, context.ip?.slice(0, 64) ?? null, context.userAgent?.slice(0, 300) ?? null],
    );
  }

  /** Stores a new token's hash; the account's older tokens of the purpose end now. */
  async issue(userId: number, purpose: TokenPurpose, tokenHash: string, minutes: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE account_tokens SET expires_at = now()
         WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
        [userId, purpose],
      );
      await manager.query(
        `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
        [userId, purpose, tokenHash, minutes],
      );
    });
  }

  async findToken(tokenHash: string): Promise<FoundToken | null> {
    const [row] = await this.dataSource.query<
      { id: number; user_id: number; purpose: TokenPurpose; expires_at: Date; used_at: Date | null }[]
    >('SELECT id, user_id, purpose, expires_at, used_at FROM account_tokens WHERE token_hash = $1', [tokenHash]);
    if (!row) return null;
    return { id: row.id, userId: row.user_id, purpose: row.purpose, expiresAt: row.expires_at, usedAt: row.used_at };
  }

  /**
   * In one transaction: the token is spent (only if still unused and unexpired), the password set,
   * every session and trusted device of the account ended, its other reset tokens ended and the
   * "password changed" notice queued. False (nothing changed) when the token was spent meanwhile.
   */
  async resetPassword(
    tokenId: number,
    userId: number,
    passwordHash: string,
    context: { ip: string | null; userAgent: string | null },
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const spent = rowsOf<{ id: number }>(
        await manager.query(
          `UPDATE account_tokens SET used_at = now()
           WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id`,
          [tokenId],
        ),
      );
      if (!spent.length) return false;
      await manager.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        userId,
        passwordHash,
      ]);
      await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
      await manager.query(
        `UPDATE account_tokens SET expires_at = now()
         WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL AND expires_at > now()`,
        [userId],
      );
      await queueNotice(manager, userId, passwordNotice('reset'), context);
      return true;
    });
  }

  /** Housekeeping: counters past the longest window, tokens a day past their end. */
  async prune(): Promise<void> {
    const longest = Math.max(...Object.values(RESET_LIMITS).map((l) => l.windowMs));
    await this.dataSource.query(
      'DELETE FROM password_reset_limits WHERE at < now() - make_interval(secs => $1::double precision)',
      [longest / 1000],
    );
    await this.dataSource.query("DELETE FROM account_tokens WHERE expires_at < now() - interval '1 day'");
  }
}
