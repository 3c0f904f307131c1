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
