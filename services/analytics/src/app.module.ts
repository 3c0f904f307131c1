import { Global, Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { ANALYTICS_CONFIG, loadAnalyticsConfig } from './config';
import { IngestModule } from './ingest/ingest.module';
import { CreateVisitLog1763740000000 } from './migrations/1763740000000-create-visit-log';
import { AnalyticsRollups1763800000000 } from './migrations/1763800000000-analytics-rollups';
import { MonthlyPageViews1763810000000 } from './migrations/1763810000000-monthly-page-views';
import { DeadVisits1763820000000 } from './migrations/1763820000000-dead-visits';
import { SeedModule } from './seed/seed.module';
import { StatsModule } from './stats/stats.module';

@Global()
@Module({
  providers: [{ provide: ANALYTICS_CONFIG, useFactory: () => loadAnalyticsConfig() }],
  exports: [ANALYTICS_CONFIG],
})
class AnalyticsConfigModule {}

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'analytics',
      entities: [],
      migrations: [
        CreateVisitLog1763740000000,
        AnalyticsRollups1763800000000,
        MonthlyPageViews1763810000000,
        DeadVisits1763820000000,
      ],
    }),
    AnalyticsConfigModule,
    IngestModule,
    StatsModule,
    SeedModule,
  ],
})
export class AppModule {}
