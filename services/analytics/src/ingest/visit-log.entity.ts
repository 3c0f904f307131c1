import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One visit as received and enriched (visits.repository.ts writes it with SQL, in batches). */
@Entity('visit_log')
// A BRIN index over the arrival order, which TypeORM cannot declare.
@Index('visit_log_visited_at_brin', { synchronize: false })
export class VisitLogEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'page_url', type: 'text' })
  pageUrl: string;

  @Column({ type: 'text', nullable: true })
  referer: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ name: 'visited_at', type: 'timestamptz' })
  visitedAt: Date;

  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ type: 'text', nullable: true })
  host: string | null;

  @Column({ name: 'page_path', type: 'text' })
  pagePath: string;

  /** The language of the page, from its path (`/en/…` is English, the root Chinese). */
  @Column({ type: 'text' })
  locale: string;

  /** The visit's day in Asia/Shanghai. */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'text', default: 'direct' })
  source: string;

  @Column({ name: 'source_name', type: 'text', default: '' })
  sourceName: string;

  @Column({ type: 'text', default: 'other' })
  device: string;

  @Column({ type: 'text', default: '' })
  browser: string;

  @Column({ type: 'text', default: '' })
  os: string;

  @Column({ name: 'is_bot', type: 'boolean', default: false })
  isBot: boolean;

  @Column({ name: 'visitor_hash', type: 'bytea', nullable: true })
  visitorHash: Buffer | null;
}

/** A visit that could not be stored, kept for a look (visit-stream.consumer.ts). */
@Entity('dead_visits')
export class DeadVisitEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment' })
  id: string;

  @Index('dead_visits_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'text' })
  error: string;

  @Column({ type: 'text' })
  payload: string;
}
