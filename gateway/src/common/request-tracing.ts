import { context } from '@opentelemetry/api';
import { REQUEST_ID_HEADER, requestIdOf, startHttpSpan } from '@site/service-kit/dist/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ends = new WeakMap<FastifyRequest, (status: number) => void>();

/**
 * First thing on every request: its id (the caller's `x-request-id` when valid, else a random one,
 * answered back and logged on every line) and its trace (continuing a W3C `traceparent`), which
 * every NATS call and event of the request carries on.
 */
export function registerRequestTracing(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const id = requestIdOf(request.headers[REQUEST_ID_HEADER]);
    // The request logger reads the id from here.
    request.headers[REQUEST_ID_HEADER] = id;
    void reply.header(REQUEST_ID_HEADER, id);
    const span = startHttpSpan(`${request.method} ${request.routeOptions.url ?? '(no route)'}`, request.headers, id);
    ends.set(request, span.end);
    context.with(span.context, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    ends.get(request)?.(reply.statusCode);
    done();
  });
}
