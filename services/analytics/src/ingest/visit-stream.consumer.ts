import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { VISIT_CONSUMER } from '@site/contracts';
import { ensureVisitStream, NATS_CONNECTION } from '@site/service-kit';
import { AckPolicy, type ConsumerMessages, DeliverPolicy, type JsMsg, nanos, type NatsConnection } from 'nats';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { VisitIngestService } from './visit-ingest.service';

/** An unacked visit comes back after this (a killed consumer's batch, a failed write). */
const ACK_WAIT_MS = 10_000;
/** Visits handed out and not yet acked: a few seconds of peak load, which bounds our memory. */
const MAX_ACK_PENDING = 20_000;
const RETRY_DELAY_MS = 1000;

interface Pending {
  message: JsMsg;
  visits: unknown[];
}

/** A stream message holds `{ visits: [...] }` (the gateway's batches) or one bare visit. */
export function visitsOf(message: Pick<JsMsg, 'json'>): unknown[] {
  let body: unknown;
  try {
    body = message.json<unknown>();
  } catch {
    return [undefined];
  }
  if (typeof body === 'object' && body !== null && Array.isArray((body as { visits?: unknown }).visits)) {
    return (body as { visits: unknown[] }).visits;
  }
  return [body];
}

/**
 * Reads the visit stream with a durable consumer and writes in batches: every ANALYTICS_BATCH_SIZE
 * visits or ANALYTICS_FLUSH_MS, whichever comes first. Its messages are acked only after the
 * transaction holding their visits commits; a failed write is redelivered, and the visit ids make
 * redelivery harmless.
 */
@Injectable()
export class VisitStreamConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(VisitStreamConsumer.name);
  private messages: ConsumerMessages | null = null;
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
    const consumer = {
      durable_name: VISIT_CONSUMER,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(ACK_WAIT_MS),
      max_ack_pending: MAX_ACK_PENDING,
      deliver_policy: DeliverPolicy.All,
    };
    try {
      await jsm.consumers.add(stream, consumer);
    } catch {
      await jsm.consumers.update(stream, VISIT_CONSUMER, consumer);
    }
    this.loop = this.run(stream);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.messages?.close().catch(() => undefined);
    await this.loop;
    // What was received is written and acked before NATS drains; the rest stays in the stream.
    await this.flush();
  }

  private async run(stream: string): Promise<void> {
    while (!this.stopped) {
      try {
        const consumer = await this.nc.jetstream().consumers.get(stream, VISIT_CONSUMER);
        this.messages = await consumer.consume({ max_messages: this.config.ANALYTICS_BATCH_SIZE * 4 });
        for await (const message of this.messages) this.add(message);
      } catch (error) {
        if (this.stopped) break;
        this.logger.error(
          `visit stream read failed, retrying: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }

  private add(message: JsMsg): void {
    const visits = visitsOf(message);
    this.pending.push({ message, visits });
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
    try {
      const result = await this.ingest.ingest(batch.flatMap((p) => p.visits));
      for (const { message } of batch) message.ack();
      if (result.dropped.size) {
        this.logger.warn(`dropped bad visit events: ${JSON.stringify(Object.fromEntries(result.dropped))}`);
      }
    } catch (error) {
      this.logger.error(
        `writing ${batch.length} visits failed, they will come again: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const { message } of batch) message.nak(RETRY_DELAY_MS);
    }
  }
}
