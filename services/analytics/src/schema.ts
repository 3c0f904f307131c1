// The analytics database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- analytics <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { join } from 'node:path';
import { migrationsIn } from '@site/service-kit';
import {
  DailyDevicesEntity,
  DailyLocaleVisitorsEntity,
  DailyLocaleVisitsEntity,
  DailyPageViewsEntity,
  DailySourcesEntity,
  DailyVisitorsEntity,
  DailyVisitsEntity,
  DroppedVisitsEntity,
  MonthlyPageViewsEntity,
  VisitorSaltEntity,
} from './ingest/rollups.entity';
import { DeadVisitEntity, VisitLogEntity } from './ingest/visit-log.entity';

export const entities = [
  VisitLogEntity,
  DeadVisitEntity,
  DailyVisitsEntity,
  DailyLocaleVisitsEntity,
  DailyPageViewsEntity,
  MonthlyPageViewsEntity,
  DailySourcesEntity,
  DailyDevicesEntity,
  DailyVisitorsEntity,
  DailyLocaleVisitorsEntity,
  VisitorSaltEntity,
  DroppedVisitsEntity,
];

/** Every file in ./migrations, in timestamp order: a generated migration is picked up once reviewed. */
export const migrations = migrationsIn(join(__dirname, 'migrations'));
