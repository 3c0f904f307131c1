import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SERVICE_NAME } from './tokens';

/**
 * The service's own key, kept in its database's `service_secrets` table (made at first start;
 * replicas share it). Purpose keys are derived from it, so no two uses share a key.
 */
@Injectable()
export class ServiceSecrets implements OnModuleInit {
  private master: Buffer | null = null;
  private readonly derived = new Map<string, Buffer>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO service_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [`${this.service}.master`, randomBytes(32)],
    );
    const [row] = await this.dataSource.query<{ value: Buffer }[]>(
      'SELECT value FROM service_secrets WHERE name = $1',
      [`${this.service}.master`],
    );
    this.master = row.value;
  }

  /** HMAC(master, purpose): a key for one use only. */
  key(purpose: string): Buffer {
    if (!this.master) throw new Error('service secrets not loaded yet');
    let key = this.derived.get(purpose);
    if (!key) {
      key = createHmac('sha256', this.master).update(`${this.service}:${purpose}`).digest();
      this.derived.set(purpose, key);
    }
    return key;
  }
}
