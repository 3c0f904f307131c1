import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One counted password-reset request or attempt, per scope and key, for the windows of reset-limits.ts. */
@Entity('password_reset_limits')
@Index('password_reset_limits_key', ['scope', 'key', 'at'])
export class ResetLimitEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 10 })
  scope: string;

  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
