import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { context } from '@opentelemetry/api';
import { type EventContract, type EventPayload, eventStreamName } from '@site/contracts';
import {
  type ConsumerMessages,
  DiscardPolicy,
  Events,
  type JetStreamManager,
  type JsMsg,
  type Msg,
  nanos,
  type NatsConnection,
  NatsError,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
  type Subscription,
} from 'nats';
import { consumeDurable, type DeliveryPolicy, ensureDurableConsumer, retryLater } from './jetstream-consumer';
import { eventsHandled } from './metrics';
import { incomingContext, outgoingHeaders } from './tracing';
import { decodeJson, encodeJson } from './wire';

/** Domain events wait this long for a consumer that is down (a week of downtime still loses nothing). */
const STREAM_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const STREAM_MAX_BYTES = 256 * 1024 * 1024;
/** A publish retried within this window (same message id) is stored once. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
const PUBLISH_ATTEMPTS = 6;
/**
 * How durable event consumers deliver: a failed event comes again after 1 s, 2 s, 5 s … (at most 8
 * tries); one whose consumer died holding it after 10 s, which is also how long a handler may take
 * (a handler may wait for its batch to be written).
 */
export const EVENT_DELIVERY: DeliveryPolicy = {
  ackWaitMs: 10_000,
  maxDeliver: 8,
  backoffMs: [1000, 2000, 5000, 10_000, 30_000, 60_000, 120_000],
  maxAckPending: 1000,
};

/** Events travel on `<prefix>events.<subject>`, apart from the request subjects of the same names. */
export const eventSubject = (prefix: string, subject: string) => `${prefix}events.${subject}`;

export function eventStreamConfig(prefix: string): Partial<StreamConfig> & { name: string } {
  return {
    name: eventStreamName(prefix),
    subjects: [eventSubject(prefix, '>')],
    // Several consumers read every event; old ones age out.
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(STREAM_MAX_AGE_MS),
    max_bytes: STREAM_MAX_BYTES,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: 1,
  };
}

/** Creates the event stream or brings it to this configuration; every app calls it at start. */
export async function ensureEventStream(jsm: JetStreamManager, prefix: string): Promise<string> {
  const config = eventStreamConfig(prefix);
  try {
    await jsm.streams.info(config.name);
    await jsm.streams.update(config.name, config);
  } catch (error) {
    if (!(error instanceof NatsError) || !/not found/i.test(error.message)) throw error;
    await jsm.streams.add(config).catch((addError: unknown) => {
      // Another app created it between our two calls.
      if (!(addError instanceof NatsError) || !/already in use/i.test(addError.message)) throw addError;
    });
  }
  return config.name;
}

/** A handler per event, for the consumers that read several. */
export interface EventRoute {
  subject: string;
  handle(payload: unknown): Promise<void> | void;
}

export const on = <E extends EventContract>(
  event: E,
  handler: (payload: EventPayload<E>) => Promise<void> | void,
): EventRoute => ({
  subject: event.subject,
  handle: (payload) => handler(event.payload.parse(payload) as EventPayload<E>),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Domain events on a JetStream stream: published after the write commits, kept for a week, read
 * by durable consumers (work shared by replicas, nothing lost while one is down) or followed live
 * by caches, which drop what they hold when the connection comes back.
 */
export class EventBus {
  private readonly logger = new Logger(EventBus.name);
  private stream: Promise<string> | null = null;

  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
  ) {}

  /** The stream exists (created on first use). */
  ready(): Promise<string> {
    this.stream ??= this.nc.jetstreamManager().then((jsm) => ensureEventStream(jsm, this.prefix));
    this.stream.catch(() => (this.stream = null));
    return this.stream;
  }

  /**
   * Stores the event in the stream; waits until it is stored, retrying a failed publish with the
   * same message id (so it is stored once). Never throws: the write it announces is committed.
   */
  async publish<E extends EventContract>(event: E, payload: EventPayload<E>): Promise<void> {
    const subject = eventSubject(this.prefix, event.subject);
    const data = encodeJson(payload);
    const msgID = randomUUID();
    for (let attempt = 1; ; attempt++) {
      try {
        await this.ready();
        await this.nc.jetstream().publish(subject, data, { msgID, headers: outgoingHeaders() });
        return;
      } catch (error) {
        if (attempt >= PUBLISH_ATTEMPTS) {
          this.logger.error(`event ${event.subject} ${msgID} not stored: ${String(error)}`);
          return;
        }
        await sleep(100 * 2 ** attempt);
      }
    }
  }

  /**
   * Every event of the routes, live, on this replica only (caches). Events published while the
   * connection was down are not seen: `onReconnect` is called then, so the caller drops what may
   * have gone stale. A bad payload or a failing handler goes to `onError`.
   */
  follow(routes: EventRoute[], options: { onReconnect(): void; onError(error: unknown): void }): () => void {
    const bySubject = new Map(routes.map((r) => [eventSubject(this.prefix, r.subject), r]));
    const subs: Subscription[] = [...bySubject.keys()].map((subject) =>
      this.nc.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return options.onError(error);
          void this.deliver(bySubject.get(msg.subject)!, msg).catch(options.onError);
        },
      }),
    );
    let stopped = false;
    void (async () => {
      for await (const status of this.nc.status()) {
        if (stopped) break;
        if (status.type === Events.Reconnect) options.onReconnect();
      }
    })();
    return () => {
      stopped = true;
      for (const sub of subs) sub.unsubscribe();
    };
  }

  /**
   * A durable consumer named `name`: replicas share its events, and what arrives while every
   * replica is down waits in the stream. Events are handled side by side, in no set order. An
   * event is acked once its handler succeeds; a failing
   * one comes again after a growing delay, at most EVENT_DELIVERY.maxDeliver times, then it is logged and
   * dropped. A payload that breaks its contract is logged and dropped at once.
   */
  consume(name: string, routes: EventRoute[]): { stop(): Promise<void> } {
    const bySubject = new Map(routes.map((r) => [eventSubject(this.prefix, r.subject), r]));
    let stopped = false;
    let messages: ConsumerMessages | null = null;
    const loop = (async () => {
      const stream = await this.readyUntilStopped(() => stopped);
      if (!stream) return;
      await ensureDurableConsumer(await this.nc.jetstreamManager(), stream, name, EVENT_DELIVERY);
      await consumeDurable({
        nc: this.nc,
        stream,
        durable: name,
        maxMessages: 64,
        // Handled side by side (a handler may wait for a batch); the consumer's ack limit bounds how many.
        onMessage: (message) => void this.handle(name, bySubject, message),
        onOpen: (open) => (messages = open),
        stopped: () => stopped,
        logger: this.logger,
      });
    })();
    return {
      stop: async () => {
        stopped = true;
        await messages?.close().catch(() => undefined);
        await loop;
      },
    };
  }

  /** The stream, retried until NATS answers (or the caller stops waiting). */
  private async readyUntilStopped(stopped: () => boolean): Promise<string | null> {
    while (!stopped()) {
      try {
        return await this.ready();
      } catch (error) {
        this.logger.error(`event stream not ready, retrying: ${String(error)}`);
        await sleep(1000);
      }
    }
    return null;
  }

  private async handle(name: string, routes: Map<string, EventRoute>, message: JsMsg): Promise<void> {
    const route = routes.get(message.subject);
    if (!route) return message.ack();
    try {
      await this.deliver(route, message);
      message.ack();
      eventsHandled.inc({ consumer: name, outcome: 'ok' });
    } catch (error) {
      const tries = message.info.deliveryCount;
      if (error instanceof SyntaxError || (error as { name?: string }).name === 'ZodError') {
        this.logger.error(`${name}: dropped malformed ${route.subject} #${message.seq}: ${String(error)}`);
        message.term();
        eventsHandled.inc({ consumer: name, outcome: 'dropped' });
      } else if (tries >= EVENT_DELIVERY.maxDeliver) {
        this.logger.error(
          `${name}: gave up on ${route.subject} #${message.seq} after ${tries} tries: ${String(error)}`,
        );
        message.term();
        eventsHandled.inc({ consumer: name, outcome: 'dropped' });
      } else {
        this.logger.warn(
          `${name}: ${route.subject} #${message.seq} failed (try ${tries}), will retry: ${String(error)}`,
        );
        retryLater(message, EVENT_DELIVERY);
        eventsHandled.inc({ consumer: name, outcome: 'retry' });
      }
    }
  }

  /** In the trace of the write that published it; async, so a payload that fails to parse rejects. */
  private async deliver(route: EventRoute, msg: Pick<Msg, 'data' | 'headers'>): Promise<void> {
    await context.with(incomingContext(msg.headers), () => route.handle(decodeJson(msg.data)));
  }
}
