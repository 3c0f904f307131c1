import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Role } from '@site/contracts';
import { DataSource } from 'typeorm';

export interface SessionOwner {
  id: number;
  username: string;
  name: string;
  role: Role;
}

/** Rows of UPDATE/DELETE ... RETURNING, whichever shape the driver wrapper gives. */
const returned = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** The idle clock moves at most this often, so an idle expiry is exact to within this much. */
const TOUCH_EVERY_SECONDS = 30;

@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(session: {
    tokenHash: string;
    userId: number;
    remember: boolean;
    lifetimeMinutes: number;
    ip: string | null;
    userAgent: string | null;
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sessions (token_hash, user_id, remember, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5, $6)`,
      [session.tokenHash, session.userId, session.remember, session.lifetimeMinutes, session.ip, session.userAgent],
    );
  }

  /**
   * The session's user when the session is alive (not past its lifetime, not idle longer than
   * allowed, user still active), and marks it used when it was last marked over 30 s ago.
   */
  async touch(tokenHash: string, idleMinutes: number, rememberIdleMinutes: number): Promise<SessionOwner | null> {
    // Most requests come soon after the last one: a read answers them, without a commit to disk.
    const [seen] = await this.dataSource.query<(SessionOwner & { fresh: boolean })[]>(
      `SELECT u.id, u.username, u.name, u.role, s.last_seen_at > now() - make_interval(secs => $4) AS fresh
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND u.status = 'active' AND s.expires_at > now()
         AND s.last_seen_at > now() - make_interval(mins => CASE WHEN s.remember THEN $3::int ELSE $2::int END)`,
      [tokenHash, idleMinutes, rememberIdleMinutes, TOUCH_EVERY_SECONDS],
    );
    if (!seen) return null;
    if (seen.fresh) return { id: seen.id, username: seen.username, name: seen.name, role: seen.role };
    const rows = returned<SessionOwner>(
      await this.dataSource.query(
        `UPDATE sessions s SET last_seen_at = now()
         FROM users u
         WHERE s.token_hash = $1 AND u.id = s.user_id AND u.status = 'active'
           AND s.expires_at > now()
           AND s.last_seen_at > now() - make_interval(mins => CASE WHEN s.remember THEN $3::int ELSE $2::int END)
         RETURNING u.id, u.username, u.name, u.role`,
        [tokenHash, idleMinutes, rememberIdleMinutes],
      ),
    );
    return rows[0] ?? null;
  }

  /** Ends one session; answers whose it was (null when there was none). */
  async delete(tokenHash: string): Promise<number | null> {
    const rows = returned<{ user_id: number }>(
      await this.dataSource.query('DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id', [tokenHash]),
    );
    return rows[0]?.user_id ?? null;
  }

  async deleteForUser(userId: number, exceptTokenHash?: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
      userId,
      exceptTokenHash ?? '',
    ]);
  }

  async deleteExpired(): Promise<void> {
    await this.dataSource.query(
      "DELETE FROM sessions WHERE expires_at <= now() OR last_seen_at < now() - interval '31 days'",
    );
  }
}
