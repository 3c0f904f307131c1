import { metricsText } from '@site/service-kit/dist/client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { StackHealth } from '../health/health.service';

/**
 * `/metrics` on a port of its own, which the ingress never exposes (METRICS_PORT; 0 turns it off).
 * Prometheus scrapes each gateway pod there. `/health` there gives operators the details (versions,
 * uptimes, latencies) that the public /api/health keeps for admins.
 */
export async function startMetricsServer(
  port: number,
  host: string,
  health?: () => Promise<StackHealth>,
): Promise<FastifyInstance | null> {
  if (!port) return null;
  const server = Fastify();
  if (health) {
    server.get('/health', async (_request, reply) => {
      const result = await health();
      return reply
        .status(result.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(result);
    });
  }
  server.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metricsText();
    return reply.type(contentType).send(body);
  });
  await server.listen({ port, host });
  return server;
}
