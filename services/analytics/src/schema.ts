// The analytics database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- analytics <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import {
  DailyDevicesEntity,
  DailyPageViewsEntity,
  DailySourcesEntity,
  DailyVisitorsEntity,
  DailyVisitsEntity,
  DroppedVisitsEntity,
  MonthlyPageViewsEntity,
  VisitorSaltEntity,
} from './ingest/rollups.entity';
import { DeadVisitEntity, VisitLogEntity } from './ingest/visit-log.entity';
import { CreateVisitLog1763740000000 } from './migrations/1763740000000-create-visit-log';
import { AnalyticsRollups1763800000000 } from './migrations/1763800000000-analytics-rollups';
import { MonthlyPageViews1763810000000 } from './migrations/1763810000000-monthly-page-views';
import { DeadVisits1763820000000 } from './migrations/1763820000000-dead-visits';

export const entities = [
  VisitLogEntity,
  DeadVisitEntity,
  DailyVisitsEntity,
  DailyPageViewsEntity,
  MonthlyPageViewsEntity,
  DailySourcesEntity,
  DailyDevicesEntity,
  DailyVisitorsEntity,
  VisitorSaltEntity,
  DroppedVisitsEntity,
];

/** In order; a new one is appended after review. */
export const migrations = [
  CreateVisitLog1763740000000,
  AnalyticsRollups1763800000000,
  MonthlyPageViews1763810000000,
  DeadVisits1763820000000,
];
