import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { passwordNotice } from '../mail/account-notices';
import { type MailExtras, queueMail, queueNotice } from '../mail/mail-outbox';
import type { AccountMailKind } from '../mail/account-mail.entity';
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
  /** The address an e-mail-change token confirms. */
  email: string | null;
}

type Context = { ip: string | null; userAgent: string | null };
/** Ends the account's live tokens of a purpose (they read as expired). */
const END_TOKENS = `UPDATE account_tokens SET expires_at = now()
  WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`;
const SPEND_TOKEN = `UPDATE account_tokens SET used_at = now()
  WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id`;

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
  async queueMail(kind: AccountMailKind, userId: number, context: Context, extras?: MailExtras): Promise<void> {
    await queueMail(this.dataSource, kind, userId, context, extras);
  }

  /** Ends the account's live tokens of the purpose, and its mails of `kind` not sent yet. */
  async endLinks(userId: number, purpose: TokenPurpose, kind: AccountMailKind): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(END_TOKENS, [userId, purpose]);
      await manager.query(
        `UPDATE account_mail_outbox SET state = 'skipped', finished_at = now(), last_error = '已被更新的链接取代'
         WHERE user_id = $1 AND kind = $2 AND state = 'pending'`,
        [userId, kind],
      );
    });
  }

  /** Stores a new token's hash; the account's older tokens of the purpose end now. */
  async issue(
    userId: number,
    purpose: TokenPurpose,
    tokenHash: string,
    minutes: number,
    email: string | null = null,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(END_TOKENS, [userId, purpose]);
      await manager.query(
        `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at, email)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
        [userId, purpose, tokenHash, minutes, email],
      );
    });
  }

  async findToken(tokenHash: string): Promise<FoundToken | null> {
    const [row] = await this.dataSource.query<
      {
        id: number;
        user_id: number;
        purpose: TokenPurpose;
        expires_at: Date;
        used_at: Date | null;
        email: string | null;
      }[]
    >('SELECT id, user_id, purpose, expires_at, used_at, email FROM account_tokens WHERE token_hash = $1', [tokenHash]);
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      purpose: row.purpose,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
      email: row.email,
    };
  }

  /**
   * In one transaction: the invitation token is spent and the account's first password set (only
   * while it is still invited); its other invitation links end. False (nothing changed) otherwise.
   */
  async acceptInvite(tokenId: number, userId: number, passwordHash: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [user] = rowsOf<{ invited: boolean }>(
        await manager.query('SELECT invited FROM users WHERE id = $1 FOR UPDATE', [userId]),
      );
      if (!user?.invited) return false;
      if (!rowsOf(await manager.query(SPEND_TOKEN, [tokenId])).length) return false;
      await manager.query('UPDATE users SET password_hash = $2, invited = false, updated_at = now() WHERE id = $1', [
        userId,
        passwordHash,
      ]);
      await manager.query(END_TOKENS, [userId, 'invite']);
      return true;
    });
  }

  /**
   * In one transaction: the e-mail-change token is spent, the address set and a notice queued to the
   * old address. 'taken' (nothing changed) when another account has the address now.
   */
  async confirmEmail(
    tokenId: number,
    userId: number,
    email: string,
    context: Context,
  ): Promise<'changed' | 'used' | 'taken'> {
    return this.dataSource.transaction(async (manager) => {
      const [user] = rowsOf<{ email: string }>(
        await manager.query('SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]),
      );
      if (!user) return 'used';
      const taken = rowsOf(
        await manager.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1', [email, userId]),
      );
      if (taken.length) return 'taken';
      if (!rowsOf(await manager.query(SPEND_TOKEN, [tokenId])).length) return 'used';
      await manager.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [userId, email]);
      await manager.query(END_TOKENS, [userId, 'email-change']);
      await queueMail(manager, 'email-changed', userId, context, {
        toAddress: user.email,
        details: { oldEmail: user.email, newEmail: email, by: 'self' },
      });
      return 'changed';
    });
  }

  /**
   * In one transaction: the token is spent (only if still unused and unexpired), the password set,
   * every session and trusted device of the account ended, its other reset tokens ended and the
   * "password changed" notice queued. False (nothing changed) when the token was spent meanwhile.
   */
  async resetPassword(tokenId: number, userId: number, passwordHash: string, context: Context): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const spent = rowsOf<{ id: number }>(await manager.query(SPEND_TOKEN, [tokenId]));
      if (!spent.length) return false;
      // A reset of an invited account is as good as accepting: it has a password now.
      await manager.query('UPDATE users SET password_hash = $2, invited = false, updated_at = now() WHERE id = $1', [
        userId,
        passwordHash,
      ]);
      await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
      await manager.query(END_TOKENS, [userId, 'reset']);
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
