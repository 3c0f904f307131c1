import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { VisitBatchMessage, VisitLoggedEvent } from '@site/contracts';
import { ensureVisitStream, visitSubject } from '@site/service-kit/dist/client';
import { type JetStreamClient, JSONCodec, type NatsConnection } from 'nats';
import { ApiError } from '../common/api-error';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { NATS_CONNECTION } from '../nats/nats.module';

const PUBLISH_TIMEOUT_MS = 2000;
/** A batch goes out when it holds this many visits… */
const MAX_BATCH_VISITS = 250;
/** …or this many bytes (far below the 1 MB message limit)… */
const MAX_BATCH_BYTES = 256 * 1024;
/** …or when its first visit has waited this long. */
const MAX_BATCH_WAIT_MS = 5;
const codec = JSONCodec<VisitBatchMessage>();

interface Waiting {
  event: VisitLoggedEvent;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Puts visits on the durable JetStream stream, a few milliseconds' worth per message. Each visit
 * is answered 202 only once the stream has stored the message holding it, so analytics being
 * down, restarting or slow loses nothing; a failed publish answers 503 for every visit in it.
 */
@Injectable()
export class VisitPublisher implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(VisitPublisher.name);
  private readonly subject: string;
  private readonly js: JetStreamClient;
  private ready: Promise<void> | null = null;
  private batch: Waiting[] = [];
  private batchBytes = 0;
  private dropped = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.subject = visitSubject(config.NATS_PREFIX);
    this.js = nc.jetstream();
  }

  onModuleInit(): void {
    // Not awaited: the gateway serves everything else even when JetStream is not up yet.
    void this.ensureStream().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.flush();
    await Promise.allSettled([...this.inFlight]);
  }

  publish(event: VisitLoggedEvent): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.batch.push({ event, resolve, reject });
      this.batchBytes += 200 + event.page_url.length + (event.referer?.length ?? 0) + (event.user_agent?.length ?? 0);
      if (this.batch.length >= MAX_BATCH_VISITS || this.batchBytes >= MAX_BATCH_BYTES) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), MAX_BATCH_WAIT_MS);
    });
  }

  /** A visit not passed on: counted in the next message, so analytics reports it with the others it dropped. */
  countDropped(reason: string): void {
    this.dropped.set(reason, (this.dropped.get(reason) ?? 0) + 1);
    this.timer ??= setTimeout(() => this.flush(), MAX_BATCH_WAIT_MS);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.batch;
    const dropped = this.dropped;
    this.batch = [];
    this.batchBytes = 0;
    this.dropped = new Map();
    if (!batch.length && !dropped.size) return;
    const sent = this.send(batch, dropped).finally(() => this.inFlight.delete(sent));
    this.inFlight.add(sent);
  }

  private async send(batch: Waiting[], dropped: Map<string, number>): Promise<void> {
    try {
      await this.ensureStream();
      const message = codec.encode({
        visits: batch.map((w) => w.event),
        ...(dropped.size ? { dropped: Object.fromEntries(dropped) } : {}),
      });
      // The message id lets the stream drop a re-sent copy of the same batch.
      await this.js.publish(this.subject, message, { msgID: randomUUID(), timeout: PUBLISH_TIMEOUT_MS });
      for (const waiting of batch) waiting.resolve();
    } catch (error) {
      this.logger.error(
        `${batch.length} visits not stored in the stream: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.ready = null;
      for (const [reason, n] of dropped) this.dropped.set(reason, (this.dropped.get(reason) ?? 0) + n);
      const refusal = new ApiError(503, '访问记录暂时无法保存，请稍后重试');
      for (const waiting of batch) waiting.reject(refusal);
    }
  }

  private ensureStream(): Promise<void> {
    this.ready ??= (async () => {
      const jsm = await this.nc.jetstreamManager({ timeout: PUBLISH_TIMEOUT_MS });
      await ensureVisitStream(jsm, this.config.NATS_PREFIX);
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }
}
