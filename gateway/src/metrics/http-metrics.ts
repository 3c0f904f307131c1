import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from '@site/service-kit/dist/client';
import type { FastifyInstance } from 'fastify';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestSeconds = new Histogram({
  name: 'site_http_request_duration_seconds',
  help: 'HTTP requests answered, by route (the pattern, not the URL), method and status',
  labelNames: ['route', 'method', 'status'],
  buckets: BUCKETS,
  registers: [metricsRegistry],
});

export const rateLimited = new Counter({
  name: 'site_rate_limited_total',
  help: 'Requests refused with 429 (sign-in limits, contact form, login flood), by route',
  labelNames: ['route'],
  registers: [metricsRegistry],
});

/** Every answer counted and timed by its route pattern, so the series stay few. */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestSeconds.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) rateLimited.inc({ route });
    done();
  });
}
