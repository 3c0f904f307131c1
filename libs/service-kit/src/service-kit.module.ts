import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import type { ServiceName } from '@site/contracts';
import { connect, type NatsConnection } from 'nats';
import { LoggerModule } from 'nestjs-pino';
import { DataSource, type MixedList } from 'typeorm';
import { ConfigError, loadServiceConfig, type ServiceConfig } from './config';
import { runMigrationsLocked } from './database';
import { EventBus } from './event-bus';
import { createHealthController } from './health.controller';
import { loggerOptions } from './log-redaction';
import { watchPool } from './metrics';
import { registerSchema, waitForSchema } from './migrate';
import { natsAuthOptions } from './nats-access';
import { RpcClient } from './rpc-client';
import { AllRpcExceptionsFilter } from './rpc-exception.filter';
import { NATS_CONNECTION, SERVICE_CONFIG, SERVICE_NAME } from './tokens';

export interface ServiceKitOptions {
  name: ServiceName;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

@Injectable()
class NatsConnectionCloser implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => undefined);
  }
}

/** What every service shares: config, logs, its database with migrations, health, errors, outgoing NATS. */
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    registerSchema(options.name, { entities: options.entities, migrations: options.migrations });
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        LoggerModule.forRootAsync({
          useFactory: () => ({ pinoHttp: loggerOptions(options.name, loadServiceConfig().LOG_LEVEL) }),
        }),
        TypeOrmModule.forRootAsync({
          useFactory: (): TypeOrmModuleOptions => ({
            type: 'postgres',
            url: loadServiceConfig().DATABASE_URL,
            entities: options.entities,
            migrations: options.migrations,
            synchronize: false,
            migrationsRun: false,
            extra: { max: 10 },
            // A schema behind this release (check mode) is not fixed by retrying.
            toRetry: (error: unknown) => !(error instanceof ConfigError),
          }),
          dataSourceFactory: async (dsOptions) => {
            const dataSource = await new DataSource(dsOptions!).initialize();
            const config = loadServiceConfig();
            if (config.MIGRATIONS === 'run') await runMigrationsLocked(dataSource, options.name);
            else await waitForSchema(dataSource, options.name, config.MIGRATIONS_WAIT_SECONDS);
            watchPool(dataSource);
            return dataSource;
          },
        }),
      ],
      controllers: [createHealthController(options.name)],
      providers: [
        { provide: SERVICE_NAME, useValue: options.name },
        { provide: SERVICE_CONFIG, useFactory: loadServiceConfig },
        { provide: APP_FILTER, useClass: AllRpcExceptionsFilter },
        {
          provide: NATS_CONNECTION,
          inject: [SERVICE_CONFIG],
          useFactory: (config: ServiceConfig) =>
            connect({
              servers: config.NATS_URL,
              name: `${options.name}-client`,
              ...natsAuthOptions(config),
              maxReconnectAttempts: -1,
              // Our errors say which call failed; a stack trace captured per request is pure cost.
              noAsyncTraces: true,
            }),
        },
        {
          provide: RpcClient,
          inject: [NATS_CONNECTION, SERVICE_CONFIG],
          useFactory: (nc: NatsConnection, config: ServiceConfig) =>
            new RpcClient(nc, {
              prefix: config.NATS_PREFIX,
              timeoutMs: 5000,
              checkReplies: config.RPC_CHECK_REPLIES,
            }),
        },
        {
          provide: EventBus,
          inject: [NATS_CONNECTION, SERVICE_CONFIG],
          useFactory: (nc: NatsConnection, config: ServiceConfig) => new EventBus(nc, config.NATS_PREFIX),
        },
        NatsConnectionCloser,
      ],
      exports: [SERVICE_NAME, SERVICE_CONFIG, NATS_CONNECTION, RpcClient, EventBus],
    };
  }
}
