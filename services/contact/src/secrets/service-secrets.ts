import { createHmac, randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const MASTER = 'contact.master';

/**
 * The service's own key, kept in its database (made at first start; replicas share it). Purpose
 * keys are derived from it, so the form tokens and the address hashes never share a key.
 */
@Injectable()
export class ServiceSecrets implements OnModuleInit {
  private master: Buffer | null = null;
  private readonly derived = new Map<string, Buffer>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO service_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [MASTER, randomBytes(32)],
    );
    const [row] = await this.dataSource.query<{ value: Buffer }[]>(
      'SELECT value FROM service_secrets WHERE name = $1',
      [MASTER],
    );
    this.master = row.value;
  }

  /** HMAC(master, purpose): a key for one use only. */
  key(purpose: 'form-token' | 'address-hash'): Buffer {
    if (!this.master) throw new Error('service secrets not loaded yet');
    let key = this.derived.get(purpose);
    if (!key) {
      key = createHmac('sha256', this.master).update(`contact:${purpose}`).digest();
      this.derived.set(purpose, key);
    }
    return key;
  }
}
