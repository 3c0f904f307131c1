import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_log')
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** Newest first (descending in the migration). */
  @Index('audit_log_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ type: 'varchar', length: 10 })
  role: string;

  @Column({ type: 'varchar', length: 100 })
  action: string;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  @Column({ type: 'text' })
  path: string;

  @Column({ type: 'integer' })
  status: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** The browser's User-Agent, where the entry comes from an anonymous request (password resets). */
  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;
}
