import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ContactMessageEntity } from '../contacts/contact-message.entity';

export type OutboxState = 'pending' | 'sent' | 'skipped' | 'failed';

/** One mail notice to send (see the migration); the worker reads and writes it with SQL. */
@Entity('mail_outbox')
@Check('mail_outbox_state_check', `state IN ('pending', 'sent', 'skipped', 'failed')`)
// The worker's queue: pending notices by due time (partial, which TypeORM cannot declare).
@Index('mail_outbox_due', { synchronize: false })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('mail_outbox_message')
  @Column({ name: 'message_id', type: 'integer' })
  messageId: number;

  @ManyToOne(() => ContactMessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id', foreignKeyConstraintName: 'mail_outbox_message_id_fkey' })
  message?: ContactMessageEntity;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: OutboxState;

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
