import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export const ACCOUNT_MAIL_KINDS = [
  'password-reset',
  'password-changed',
  'invitation',
  'email-change',
  'email-changed',
  'two-factor-changed',
  'role-changed',
  'new-sign-in',
] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/**
 * One mail to an account (docs/accounts.md); the worker reads and writes it with SQL. No token is
 * kept here: a reset mail's token is made when the mail is sent.
 */
@Entity('account_mail_outbox')
@Check('account_mail_outbox_state_check', `state IN ('pending', 'sent', 'skipped', 'failed')`)
@Check(
  'account_mail_outbox_kind_check',
  `kind IN ('password-reset', 'password-changed', 'invitation', 'email-change', 'email-changed', 'two-factor-changed', 'role-changed', 'new-sign-in')`,
)
// The worker's queue: pending mails by due time (partial, which TypeORM cannot declare).
@Index('account_mail_outbox_due', { synchronize: false })
export class AccountMailEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: AccountMailKind;

  @Index('account_mail_outbox_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_mail_outbox_user_id_fkey' })
  user?: UserEntity;

  /** Where to send when not to the account's own address (an e-mail change's new address). */
  @Column({ name: 'to_address', type: 'varchar', length: 100, nullable: true })
  toAddress: string | null;

  /** What the mail's words need beyond the account (the old and new role, how a password changed …). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  /** Where the request came from, for the audit entries of the mail. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: 'pending' | 'sent' | 'skipped' | 'failed';

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
