import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SearchEngine, SearchPushAction, SearchPushState } from '@site/contracts';

/** One URL to push to one search engine (docs/seo.md); the worker reads and writes it with SQL. */
@Entity('search_push_outbox')
@Check('search_push_outbox_state_check', `state IN ('pending', 'sent', 'skipped', 'failed')`)
@Check('search_push_outbox_engine_check', `engine IN ('baidu', 'indexnow')`)
@Check('search_push_outbox_action_check', `action IN ('update', 'delete')`)
// The worker's queue: pending pushes by due time (partial, which TypeORM cannot declare).
@Index('search_push_outbox_due', { synchronize: false })
export class SearchPushEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  engine: SearchEngine;

  @Column({ type: 'varchar', length: 10 })
  action: SearchPushAction;

  /** The page's absolute address (its path when it was skipped for want of a site address). */
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: SearchPushState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** The engine's answer, or why it was not (yet) delivered. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  result: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
