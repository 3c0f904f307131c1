import { metricsText } from '@site/service-kit/dist/client';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * `/metrics` on a port of its own, which the ingress never exposes (METRICS_PORT; 0 turns it off).
 * Prometheus scrapes each gateway pod there.
 */
export async function startMetricsServer(port: number, host: string): Promise<FastifyInstance | null> {
  if (!port) return null;
  const server = Fastify();
  server.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metricsText();
    return reply.type(contentType).send(body);
  });
  await server.listen({ port, host });
  return server;
}
