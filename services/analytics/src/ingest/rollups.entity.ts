import { Column, Entity, PrimaryColumn } from 'typeorm';

// The rollups the dashboard reads, one row per day (or month) and key; the writer adds to them with SQL.
// Every key includes the page's language, so a language's figures are read as directly as the whole
// site's; only the day totals need a table per language, since unique visitors do not add up across
// languages (one person reading both is one visitor of the site).

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

/** daily_visits for one language's pages; its unique visitors are those who saw a page in it that day. */
@Entity('daily_locale_visits')
export class DailyLocaleVisitsEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  locale: string;

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

  @PrimaryColumn({ type: 'text' })
  locale: string;

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

  @PrimaryColumn({ type: 'text' })
  locale: string;

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
  locale: string;

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
  locale: string;

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

/** Who saw a page in a language on a day, for that language's unique visitors; forgotten with the salt. */
@Entity('daily_locale_visitors')
export class DailyLocaleVisitorsEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  locale: string;

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
