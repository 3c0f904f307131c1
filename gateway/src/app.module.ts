import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
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
import { PagesModule } from './pages/pages.module';
import { PublishingModule } from './publishing/publishing.module';
import { SettingsModule } from './settings/settings.module';
import { SeoFilesService } from './seo/seo-files.service';
import { PagesService } from './spa/pages.service';
import { SiteLanguages } from './spa/site-languages';
import { SpaService } from './spa/spa.service';
import { StorageModule } from './storage/storage.module';
import { VisitsModule } from './visits/visits.module';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayConfigModule.forRoot(config),
        // Nest's loggers write through this pino instance. Requests are logged by a Fastify hook
        // (common/request-log.ts), not by pino-http's middleware: no routes get it.
        LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] }),
        NatsModule,
        CacheModule,
        AuthModule,
        HealthModule,
        SettingsModule,
        VisitsModule,
        StorageModule,
        CatalogModule,
        NewsModule,
        PagesModule,
        PublishingModule,
        ContactModule,
        AnalyticsModule,
      ],
      providers: [
        SpaService,
        SiteLanguages,
        PagesService,
        SeoFilesService,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
