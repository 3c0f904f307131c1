import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { VISIT_CONSUMER } from '@site/contracts';
import {
  consumeDurable,
  type DeliveryPolicy,
  ensureDurableConsumer,
  ensureVisitStream,
  metricsRegistry,
  NATS_CONNECTION,
  retryLater,
  watchDeadLetters,
} from '@site/service-kit';
import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { Counter } from 'prom-client';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { DROP_REASONS, type DropReason, VisitIngestService } from './visit-ingest.service';

/**
 * Failed batches come back after 1 s, 2 s, 4 s … 30 s; a killed consumer's after 10 s. A message
 * that fails 100 times (about 50 minutes of a database that is down) is set aside.
 */
export const VISIT_DELIVERY: DeliveryPolicy = {
  ackWaitMs: 10_000,
  maxDeliver: 100,
  backoffMs: [1000, 2000, 4000, 8000, 15_000, 30_000],
  // A few seconds of peak load, which bounds our memory.
  maxAckPending: 20_000,
};

interface Pending {
  message: JsMsg;
  visits: unknown[];
  dropped: Map<DropReason, number>;
}

const visitsDropped = new Counter({
  name: 'site_visits_dropped_total',
  help: 'Visits not counted, by reason (bad event, over the per-address rate, unwritable …)',
  labelNames: ['reason'],
  registers: [metricsRegistry],
});

/** A stream message holds `{ visits: [...], dropped? }` (the gateway's batches) or one bare visit. */
export function visitsOf(message: Pick<JsMsg, 'json'>): unknown[] {
  const body = bodyOf(message);
  if (body === INVALID) return [undefined];
  if (typeof body === 'object' && body !== null && Array.isArray((body as { visits?: unknown }).visits)) {
    return (body as { visits: unknown[] }).visits;
  }
  return [body];
}

/** The visits the gateway did not pass on, by reason (only reasons we know, sane counts). */
export function droppedOf(message: Pick<JsMsg, 'json'>): Map<DropReason, number> {
  const counts = new Map<DropReason, number>();
  const body = bodyOf(message);
  const dropped = typeof body === 'object' && body !== null ? (body as { dropped?: unknown }).dropped : undefined;
  if (typeof dropped !== 'object' || dropped === null) return counts;
  for (const reason of DROP_REASONS) {
    const n = (dropped as Record<string, unknown>)[reason];
    if (Number.isSafeInteger(n) && (n as number) > 0 && (n as number) <= 1_000_000) counts.set(reason, n as number);
  }
  return counts;
}

const INVALID = Symbol('invalid');
function bodyOf(message: Pick<JsMsg, 'json'>): unknown {
  try {
    return message.json<unknown>();
  } catch {
    return INVALID;
  }
}

/**
 * Reads the visit stream with a durable consumer and writes in batches: every ANALYTICS_BATCH_SIZE
 * visits or ANALYTICS_FLUSH_MS, whichever comes first. Messages are acked only after the
 * transaction holding their visits commits. No visit can hold back the others: visits the
 * database refuses are set aside (see VisitIngestService), a failed write comes back with backoff,
 * and a message delivered too often is set aside too (dead_visits, counted as `max_deliver`).
 */
@Injectable()
export class VisitStreamConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(VisitStreamConsumer.name);
  private messages: ConsumerMessages | null = null;
  private deadLetters: { close: () => void; done: Promise<void> } | null = null;
  private pending: Pending[] = [];
  private pendingVisits = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;
  private loop: Promise<void> | null = null;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
    private readonly ingest: VisitIngestService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const jsm = await this.nc.jetstreamManager();
    const stream = await ensureVisitStream(jsm, this.config.NATS_PREFIX);
    await ensureDurableConsumer(jsm, stream, VISIT_CONSUMER, VISIT_DELIVERY);
    this.deadLetters = watchDeadLetters({
      nc: this.nc,
      jsm,
      stream,
      durable: VISIT_CONSUMER,
      logger: this.logger,
      onDeadLetter: async (letter) => {
        const payload = Buffer.from(letter.data).toString('utf8');
        const visits = visitsOf({ json: <T>() => JSON.parse(payload) as T }).length;
        await this.ingest.setAsideMessage(payload, visits, letter.deliveries);
      },
    });
    this.loop = consumeDurable({
      nc: this.nc,
      stream,
      durable: VISIT_CONSUMER,
      maxMessages: this.config.ANALYTICS_BATCH_SIZE * 4,
      onMessage: (message) => this.add(message),
      onOpen: (messages) => (this.messages = messages),
      stopped: () => this.stopped,
      logger: this.logger,
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.deadLetters?.close();
    await this.messages?.close().catch(() => undefined);
    await this.loop;
    // What was received is written and acked before NATS drains; the rest stays in the stream.
    await this.flush();
  }

  private add(message: JsMsg): void {
    const visits = visitsOf(message);
    this.pending.push({ message, visits, dropped: droppedOf(message) });
    this.pendingVisits += visits.length;
    if (this.pendingVisits >= this.config.ANALYTICS_BATCH_SIZE) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.config.ANALYTICS_FLUSH_MS);
  }

  /** Writes what is pending after the writes already queued (one transaction at a time). */
  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.pendingVisits = 0;
    if (batch.length) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: Pending[]): Promise<void> {
    const dropped = new Map<DropReason, number>();
    for (const p of batch) for (const [reason, n] of p.dropped) dropped.set(reason, (dropped.get(reason) ?? 0) + n);
    try {
      const result = await this.ingest.ingest(
        batch.flatMap((p) => p.visits),
        new Date(),
        dropped,
      );
      for (const { message } of batch) message.ack();
      for (const [reason, n] of result.dropped) visitsDropped.inc({ reason }, n);
      if (result.dropped.size) {
        this.logger.warn(`dropped visit events: ${JSON.stringify(Object.fromEntries(result.dropped))}`);
      }
    } catch (error) {
      this.logger.error(
        `writing ${batch.length} visit messages failed, they will come again: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const { message } of batch) retryLater(message, VISIT_DELIVERY);
    }
  }
}
