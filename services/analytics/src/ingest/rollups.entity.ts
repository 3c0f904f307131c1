import { Column, Entity, PrimaryColumn } from 'typeorm';

// The rollups the dashboard reads, one row per day (or month) and key; the writer adds to them with SQL.

@Entity('daily_visits')
export class DailyVisitsEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bigint', default: 0 })
  visits: string;

  @Column({ name: 'unique_visitors', type: 'bigint', default: 0 })
  uniqueVisitors: string;

  @Column({ name: 'bot_visits', type: 'bigint', default: 0 })
  botVisits: string;
}

@Entity('daily_page_views')
export class DailyPageViewsEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'page_path', type: 'text' })
  pagePath: string;

  @Column({ type: 'bigint' })
  views: string;
}

@Entity('monthly_page_views')
export class MonthlyPageViewsEntity {
  /** The first day of the month. */
  @PrimaryColumn({ type: 'date' })
  month: string;

  @PrimaryColumn({ name: 'page_path', type: 'text' })
  pagePath: string;

  @Column({ type: 'bigint' })
  views: string;
}

@Entity('daily_sources')
export class DailySourcesEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  source: string;

  @PrimaryColumn({ type: 'text' })
  name: string;

  @Column({ type: 'bigint' })
  visits: string;
}

@Entity('daily_devices')
export class DailyDevicesEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  device: string;

  @Column({ type: 'bigint' })
  visits: string;
}

/** Who visited on a day (salted hashes), for the unique-visitor count. */
@Entity('daily_visitors')
export class DailyVisitorsEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'visitor_hash', type: 'bytea' })
  visitorHash: Buffer;
}

@Entity('visitor_salts')
export class VisitorSaltEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bytea' })
  salt: Buffer;
}

@Entity('dropped_visits')
export class DroppedVisitsEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  reason: string;

  @Column({ type: 'bigint' })
  count: string;
}
