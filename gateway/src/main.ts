import 'reflect-metadata';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { closeOnSignals, ConfigError, pinoOptions, startMetrics, startTracing } from '@site/service-kit/dist/client';
import { Logger } from 'nestjs-pino';
import pino from 'pino';
import { AppModule } from './app.module';
import { type GatewayConfig, loadGatewayConfig } from './config/gateway-config';
import { registerRequestLog } from './common/request-log';
import { registerRequestTracing } from './common/request-tracing';
import { HealthService } from './health/health.service';
import { registerHttpMetrics } from './metrics/http-metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { registerBodyTimeout } from './security/body-timeout';
import { registerHostCheck } from './security/host-check';
import { registerSecurityHeaders } from './security/security-headers';
import { registerSpa } from './spa/register-spa';
import { SpaService } from './spa/spa.service';

function readConfig(): GatewayConfig {
  try {
    return loadGatewayConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`[gateway] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  startTracing('gateway');
  startMetrics('gateway');
  const trusted = config.TRUSTED_PROXIES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trusted.length ? trusted : false,
    // Node's backstop for a request that the per-request body timer missed: the longest body time
    // plus the headers. Node checks these only every connectionsCheckingInterval, so that is kept
    // well below the headers timeout (its default, 30 s, let slow headers live for up to 45 s): with 14 s and 1 s, slow headers are cut within 15 s.
    requestTimeout: config.UPLOAD_BODY_TIMEOUT_MS + config.HEADERS_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(250, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
  });
  registerBodyTimeout(adapter.getInstance(), {
    bodyMs: config.BODY_TIMEOUT_MS,
    uploadBodyMs: config.UPLOAD_BODY_TIMEOUT_MS,
  });
  registerRequestTracing(adapter.getInstance());
  // Before the read cache and every route: a Host that is no host name goes no further.
  registerHostCheck(adapter.getInstance());
  registerHttpMetrics(adapter.getInstance());
  const logger = pino(pinoOptions('gateway', config.LOG_LEVEL));
  registerRequestLog(adapter.getInstance(), logger);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  const spa = app.get(SpaService);
  registerSecurityHeaders(adapter.getInstance(), { templates: () => [spa.indexHtml, spa.publicHtml] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  // Before Nest adds its routes: compression hooks onto each route as it is added, and runs after
  // the app-wide hooks (the read cache stores an answer before it becomes a compressed stream).
  await registerSpa(app);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('企业官网 API')
      .setDescription('The /api surface the SPA calls: public pages, admin back office, uploads and visit logs')
      .setVersion('0.1.0')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  closeOnSignals(app, 'gateway');
  await app.listen(config.PORT, config.HOST);
  app.get(Logger).log(`gateway listening on http://${config.HOST}:${config.PORT}`);
  const health = app.get(HealthService);
  const metrics = await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST, () => health.check());
  if (metrics) app.get(Logger).log(`metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[gateway] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
