import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A service's own key (service-secrets.ts); the services that keep one list this entity in their schema. */
@Entity('service_secrets')
@Check('service_secrets_value_check', 'octet_length(value) >= 32')
export class ServiceSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'bytea' })
  value: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** A proof-of-work challenge already answered (proof-of-work.ts): each answers once, until it expires. */
@Entity('spent_challenges')
export class SpentChallengeEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  signature: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}

/**
 * The record a keyed create made (idempotency-keys.ts): a retry with the same key answers it. The
 * services whose creates take an Idempotency-Key list this entity in their schema.
 */
@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  /** What was created: 'product', 'news', … (one key may name one create of each). */
  @PrimaryColumn({ type: 'varchar', length: 30 })
  scope: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  /** SHA-256 of the request's content: the key sent again with other content is refused. */
  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
