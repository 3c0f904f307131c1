import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One page view. The client address is not stored (privacy); unique visitors come with the analytics issue. */
@Entity('visit_log')
export class VisitLogEntity {
  /** Assigned by the gateway, so a redelivered event is stored once. */
  @PrimaryColumn('uuid')
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
}
