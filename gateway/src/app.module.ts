import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { loggerOptions } from '@site/service-kit';
import { LoggerModule } from 'nestjs-pino';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CacheModule } from './cache/cache.module';
import { CatalogModule } from './catalog/catalog.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { ContactModule } from './contact/contact.module';
import { GatewayConfigModule } from './config/config.module';
import type { GatewayConfig } from './config/gateway-config';
import { HealthModule } from './health/health.module';
import { NatsModule } from './nats/nats.module';
import { NewsModule } from './news/news.module';
import { SettingsModule } from './settings/settings.module';
import { PagesService } from './spa/pages.service';
import { SpaService } from './spa/spa.service';
import { StorageModule } from './storage/storage.module';
import { VisitsModule } from './visits/visits.module';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: loggerOptions('gateway', config.LOG_LEVEL, {
            // Successful requests only at debug: at info the log holds what needs attention.
            customLogLevel: (_req, res, error) =>
              error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug',
          }),
          // The visit beacon is the hottest route (thousands a second): no request logger of its own.
          // Its failures are still logged by the visit publisher and the exception filter.
          exclude: [{ method: RequestMethod.POST, path: 'api/log-visit' }],
        }),
        NatsModule,
        CacheModule,
        AuthModule,
        HealthModule,
        SettingsModule,
        VisitsModule,
        StorageModule,
        CatalogModule,
        NewsModule,
        ContactModule,
        AnalyticsModule,
      ],
      providers: [SpaService, PagesService, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
