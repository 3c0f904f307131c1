import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Daily salts for visitor hashes, and the clean-up that keeps raw data from outliving its use. */
@Injectable()
export class SaltsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The day's salt, made on first use; replicas agree because the first insert wins. */
  async getOrCreate(day: string): Promise<Buffer> {
    await this.dataSource.query('INSERT INTO visitor_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
      day,
      randomBytes(32),
    ]);
    const [row] = await this.dataSource.query<{ salt: Buffer }[]>('SELECT salt FROM visitor_salts WHERE day = $1', [
      day,
    ]);
    return row.salt;
  }

  async find(day: string): Promise<Buffer | null> {
    const [row] = await this.dataSource.query<{ salt: Buffer }[]>('SELECT salt FROM visitor_salts WHERE day = $1', [
      day,
    ]);
    return row?.salt ?? null;
  }

  /**
   * A day that has ended loses its salt: its hashes can no longer be made again from an address, nor
   * linked to another day's. The hashes kept in the raw log go with the raw retention.
   */
  async forgetBefore(day: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.query('DELETE FROM visitor_salts WHERE day < $1', [day]);
      await tx.query('DELETE FROM daily_visitors WHERE day < $1', [day]);
      await tx.query('DELETE FROM daily_locale_visitors WHERE day < $1', [day]);
    });
  }

  /** Deletes up to `limit` raw visits older than `before`; answers how many went. */
  async deleteRawBefore(before: Date, limit: number): Promise<number> {
    const rows = await this.dataSource.query<unknown[]>(
      `DELETE FROM visit_log WHERE id IN (SELECT id FROM visit_log WHERE visited_at < $1 LIMIT $2) RETURNING 1`,
      [before.toISOString(), limit],
    );
    return rows.length;
  }
}
