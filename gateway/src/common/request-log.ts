import type { FastifyInstance } from 'fastify';
import { type Level, type Logger, stdSerializers } from 'pino';

/** Successes only at debug: at info the log holds what needs attention. */
export const requestLogLevel = (status: number): Level => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'debug');

// The visit beacon is the hottest route (thousands a second): its failures are logged by the visit
// publisher and the exception filter instead.
const UNLOGGED_ROUTES = new Set(['/api/log-visit']);

/**
 * One line per answered request, built only when its level is on. pino-http built (and redacted) a
 * child logger holding the whole request on every request, about a fifth of a cached read's time.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const level = requestLogLevel(reply.statusCode);
    if (logger.isLevelEnabled(level) && !UNLOGGED_ROUTES.has(request.routeOptions.url ?? '')) {
      logger[level](
        {
          req: stdSerializers.req(request.raw),
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        reply.statusCode >= 500 ? 'request errored' : 'request completed',
      );
    }
    done();
  });
}
