import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normalizeUsername } from '@site/contracts';
import { DataSource } from 'typeorm';

/** Devices a user has signed in from lately; only the hash of each device's cookie is kept. */
export const MAX_DEVICES_PER_USER = 20;
export const DEVICE_LIFETIME_DAYS = 180;

@Injectable()
export class TrustedDevicesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True when a device cookie was issued to this username and is still valid (and touches it). */
  async trusts(tokenHash: string, username: string): Promise<boolean> {
    const result: unknown = await this.dataSource.query(
      `UPDATE trusted_devices d SET last_used_at = now() FROM users u
       WHERE d.token_hash = $1 AND d.last_used_at > now() - make_interval(days => $2)
         AND u.id = d.user_id AND lower(u.username) = $3
       RETURNING d.user_id`,
      [tokenHash, DEVICE_LIFETIME_DAYS, normalizeUsername(username)],
    );
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as unknown[];
    return rows.length > 0;
  }

  async add(tokenHash: string, userId: number): Promise<void> {
    await this.dataSource.query('INSERT INTO trusted_devices (token_hash, user_id) VALUES ($1, $2)', [
      tokenHash,
      userId,
    ]);
    await this.dataSource.query(
      `DELETE FROM trusted_devices WHERE user_id = $1 AND token_hash NOT IN (
         SELECT token_hash FROM trusted_devices WHERE user_id = $1 ORDER BY last_used_at DESC LIMIT $2)`,
      [userId, MAX_DEVICES_PER_USER],
    );
  }

  async remove(tokenHash: string): Promise<void> {
    await this.dataSource.query('DELETE FROM trusted_devices WHERE token_hash = $1', [tokenHash]);
  }

  /** A password change or reset ends the trust of every device. */
  async removeForUser(userId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
  }
}
