import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Failure counter with growing blocks, per scope (address, account, pair, device) and key. */
@Entity('login_throttles')
export class LoginThrottleEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  scope: string;

  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer' })
  failures: number;

  @Column({ type: 'integer', default: 0 })
  blocks: number;

  @Column({ name: 'blocked_until', type: 'timestamptz', nullable: true })
  blockedUntil: Date | null;

  @Index('login_throttles_updated_at')
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
