import { createServer, type Server } from 'node:http';
import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { metricsText } from './metrics';

/** A check that has not answered in this long counts as failed (a probe's own timeout is longer). */
const CHECK_TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

/** Round trip to the NATS server on every connection the process uses. */
export async function natsReachable(connections: NatsConnection[]): Promise<boolean> {
  try {
    await within(
      Promise.all(connections.map((nc) => (nc.isClosed() ? Promise.reject(new Error('closed')) : nc.rtt()))),
    );
    return true;
  } catch {
    return false;
  }
}

async function databaseReachable(dataSource: DataSource): Promise<boolean> {
  try {
    await within(dataSource.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/**
 * This process's own health, on a port of its own (HEALTH_PORT): what the k8s probes and compose ask,
 * so a probe checks its own pod and never a replica that happens to answer a shared queue group.
 * - GET /livez: 200 while the event loop turns (a frozen or hung process does not answer at all).
 *   It checks nothing else, so a database or NATS outage restarts nobody.
 * - GET /readyz: 200 when the database and NATS answer, 503 (and which one) otherwise.
 * - GET /metrics: Prometheus metrics of this process.
 */
export async function startHealthServer(options: {
  port: number;
  host?: string;
  dataSource: DataSource;
  nats: NatsConnection[];
}): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(type === 'application/json' ? JSON.stringify(body) : String(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return send(405, { status: 'method not allowed' });
    if (path === '/livez') return send(200, { status: 'ok' });
    if (path === '/readyz') {
      void Promise.all([databaseReachable(options.dataSource), natsReachable(options.nats)]).then(([database, nats]) =>
        send(database && nats ? 200 : 503, { status: database && nats ? 'ok' : 'unavailable', database, nats }),
      );
      return;
    }
    if (path === '/metrics') {
      void metricsText().then(
        ({ contentType, body }) => send(200, body, contentType),
        () => send(500, { status: 'metrics failed' }),
      );
      return;
    }
    send(404, { status: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  // Probes must not keep the process alive while it shuts down.
  server.unref();
  return server;
}
