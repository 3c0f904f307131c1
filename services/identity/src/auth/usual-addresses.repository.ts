import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normalizeUsername } from '@site/contracts';
import { DataSource } from 'typeorm';

/** How long a successful sign-in keeps its address usual for the account. */
export const USUAL_ADDRESS_DAYS = 30;
/** The most recent addresses kept per account; older ones are forgotten. */
export const MAX_USUAL_ADDRESSES = 20;

/** Addresses (client keys) each account signed in from successfully lately. */
@Injectable()
export class UsualAddressesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True when `username` signed in successfully from `address` within USUAL_ADDRESS_DAYS. */
  async isUsual(address: string, username: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM usual_addresses a JOIN users u ON u.id = a.user_id
       WHERE a.address = $1 AND lower(u.username) = $2 AND a.last_success_at > now() - make_interval(days => $3)`,
      [address, normalizeUsername(username), USUAL_ADDRESS_DAYS],
    );
    return rows.length > 0;
  }

  async record(userId: number, address: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO usual_addresses (user_id, address) VALUES ($1, $2)
       ON CONFLICT (user_id, address) DO UPDATE SET last_success_at = now()`,
      [userId, address],
    );
    await this.dataSource.query(
      `DELETE FROM usual_addresses WHERE user_id = $1 AND address NOT IN (
         SELECT address FROM usual_addresses WHERE user_id = $1 ORDER BY last_success_at DESC LIMIT $2)`,
      [userId, MAX_USUAL_ADDRESSES],
    );
  }
}
