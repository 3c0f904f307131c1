import type { JetStreamManager } from 'nats';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one app (prom-client). Each process has one registry: the app's name is a
 * label on every series, and Node's process metrics are included. The gateway serves it on its
 * metrics port, each service on its health port; never on the public port.
 */
export const metricsRegistry = new Registry();

/** Latency buckets (seconds) for calls that usually take milliseconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

let started = false;
export function startMetrics(app: string): void {
  if (started) return;
  started = true;
  metricsRegistry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: metricsRegistry });
}

/** NATS requests an app makes, by subject and outcome (ok, or the error code). */
export const natsRequestSeconds = new Histogram({
  name: 'site_nats_request_duration_seconds',
  help: 'NATS requests made, by subject and outcome',
  labelNames: ['subject', 'outcome'],
  buckets: BUCKETS,
  registers: [metricsRegistry],
});

/** NATS requests a service answers, by subject and outcome. */
export const natsHandlerSeconds = new Histogram({
  name: 'site_nats_handler_duration_seconds',
  help: 'NATS requests handled, by subject and outcome (ok, or the error code)',
  labelNames: ['subject', 'outcome'],
  buckets: BUCKETS,
  registers: [metricsRegistry],
});

/** Events handled by a durable consumer, by consumer and outcome (ok, retry, dropped). */
export const eventsHandled = new Counter({
  name: 'site_events_handled_total',
  help: 'Domain events handled by durable consumers, by consumer and outcome',
  labelNames: ['consumer', 'outcome'],
  registers: [metricsRegistry],
});

/**
 * A gauge whose value is read when Prometheus scrapes (pool sizes, consumer lag): `read` answers
 * one value per label set.
 */
export function gaugeOf(
  name: string,
  help: string,
  labelNames: string[],
  read: () =>
    Promise<{ labels: Record<string, string>; value: number }[]> | { labels: Record<string, string>; value: number }[],
): Gauge {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const { labels, value } of await read()) this.set(labels, value);
    },
  });
}

/** The durable JetStream consumers this process reads, for their lag and redeliveries. */
const consumers = new Map<string, { stream: string; durable: string; jsm: JetStreamManager }>();

/** Reports a durable consumer's lag (events waiting) and redeliveries at each scrape. */
export function watchConsumer(stream: string, durable: string, jsm: JetStreamManager): void {
  consumers.set(`${stream}/${durable}`, { stream, durable, jsm });
}

async function consumerFigures(field: 'num_pending' | 'num_redelivered') {
  const figures = await Promise.all(
    [...consumers.values()].map(async ({ stream, durable, jsm }) => {
      const info = await jsm.consumers.info(stream, durable).catch(() => null);
      return info ? [{ labels: { consumer: durable }, value: info[field] }] : [];
    }),
  );
  return figures.flat();
}

gaugeOf('site_jetstream_consumer_pending', 'Messages waiting for a durable consumer', ['consumer'], () =>
  consumerFigures('num_pending'),
);
gaugeOf('site_jetstream_consumer_redelivered', 'Messages a durable consumer has had again', ['consumer'], () =>
  consumerFigures('num_redelivered'),
);

/** The database pool's connections by state (total, idle, waiting for one), read at each scrape. */
export function watchPool(dataSource: DataSource): void {
  const pool = (dataSource.driver as PostgresDriver).master as {
    totalCount: number;
    idleCount: number;
    waitingCount: number;
  };
  gaugeOf('site_db_pool_connections', 'Database pool connections by state', ['state'], () => [
    { labels: { state: 'total' }, value: pool.totalCount },
    { labels: { state: 'idle' }, value: pool.idleCount },
    { labels: { state: 'waiting' }, value: pool.waitingCount },
  ]);
}

/** The registry in Prometheus' text format, with its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
