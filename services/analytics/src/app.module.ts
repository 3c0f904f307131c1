import { Global, Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { entities, migrations } from './schema';
import { ANALYTICS_CONFIG, loadAnalyticsConfig } from './config';
import { IngestModule } from './ingest/ingest.module';
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
      entities,
      migrations,
    }),
    AnalyticsConfigModule,
    IngestModule,
    StatsModule,
    SeedModule,
  ],
})
export class AppModule {}
