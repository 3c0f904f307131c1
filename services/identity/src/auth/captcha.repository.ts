import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@Injectable()
export class CaptchaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(id: string, answerHash: string, lifetimeSeconds: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [id, answerHash, lifetimeSeconds],
    );
    await this.dataSource.query('DELETE FROM captchas WHERE expires_at < now()');
  }

  /** Takes the captcha out whatever the answer, so each one can be tried once. */
  async consume(id: string): Promise<string | null> {
    const result: unknown = await this.dataSource.query(
      'DELETE FROM captchas WHERE id = $1 AND expires_at > now() RETURNING answer_hash',
      [id],
    );
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as { answer_hash: string }[];
    return rows[0]?.answer_hash ?? null;
  }
}
