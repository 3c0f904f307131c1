import type { ContactStatus } from '@site/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

@Entity('contact_messages')
@Check('contact_messages_name_check', `btrim(name) <> ''`)
@Check('contact_messages_email_check', `btrim(email) <> ''`)
@Check('contact_messages_subject_check', `btrim(subject) <> ''`)
@Check('contact_messages_message_check', `btrim(message) <> '' AND char_length(message) <= 5000`)
@Check('contact_messages_status_check', `status IN ('unread', 'read', 'replied', 'archived')`)
// Newest first, all or by status (descending in the migration; TypeORM compares only the columns).
@Unique('contact_messages_idempotency_key_key', ['idempotencyKey'])
@Index('contact_messages_created', ['createdAt', 'id'])
@Index('contact_messages_status_created', ['status', 'createdAt', 'id'])
export class ContactMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  email: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  company: string;

  @Column({ type: 'varchar', length: 100 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 10, default: 'unread' })
  status: ContactStatus;

  /** A retried submission carries the same key and lands once. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
