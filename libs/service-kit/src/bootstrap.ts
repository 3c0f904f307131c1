import type { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@site/contracts';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadServiceConfig } from './config';
import { DataSource } from 'typeorm';
import type { NatsConnection } from 'nats';
import { ensureDatabase } from './database';
import { startHealthServer } from './health-server';
import { natsAuthOptions } from './nats-access';
import { NatsRpcServer } from './nats-rpc.server';
import { closeOnSignals } from './shutdown';
import { startMetrics } from './metrics';
import { runMigrateStep } from './migrate';
import { NATS_CONNECTION } from './tokens';
import { startTracing } from './tracing';

/** The one start-up every service uses: config, database, NATS queue group, logs, graceful SIGTERM. */
export async function bootstrapService(name: ServiceName, appModule: Type): Promise<INestMicroservice> {
  startTracing(name);
  startMetrics(name);
  let config;
  try {
    config = loadServiceConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`[${name}] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Production (check) apps create nothing: the migration step made the database and its role.
  if (config.MIGRATIONS === 'run') await ensureDatabase(config.DATABASE_URL);
  const strategy = new NatsRpcServer({
    servers: config.NATS_URL,
    queue: name,
    prefix: config.NATS_PREFIX,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    name,
    auth: natsAuthOptions(config),
  });
  const app = await NestFactory.createMicroservice(appModule, { strategy, bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  closeOnSignals(app, name);
  await app.listen();
  if (config.HEALTH_PORT) {
    const nats = [app.get<NatsConnection>(NATS_CONNECTION), strategy.connection!];
    await startHealthServer({ port: config.HEALTH_PORT, dataSource: app.get(DataSource), nats });
  }
  logger.log(`${name} service ready (NATS ${config.NATS_URL}, queue "${name}", prefix "${config.NATS_PREFIX}")`);
  return app;
}

/** Entry point helper: a failed start is printed and ends the process with a non-zero code. */
export function runService(name: ServiceName, appModule: Type): void {
  if (process.argv[2] === 'migrate') {
    runMigrateStep(name).then(
      () => process.exit(0),
      (error: unknown) => {
        const message =
          error instanceof ConfigError
            ? error.message
            : error instanceof Error
              ? (error.stack ?? error.message)
              : String(error);
        process.stderr.write(`[${name}] migrate failed: ${message}\n`);
        process.exit(1);
      },
    );
    return;
  }
  bootstrapService(name, appModule).catch((error: unknown) => {
    process.stderr.write(
      `[${name}] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
