import type { LoggerService } from '@nestjs/common';
import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamManager,
  type JsMsg,
  nanos,
  type NatsConnection,
} from 'nats';
import { watchConsumer } from './metrics';

/**
 * The rule every JetStream consumer of ours follows: no message may block the ones behind it.
 * - A failed delivery comes back after a growing delay (`backoffMs`), never at once in a loop.
 * - After `maxDeliver` deliveries the server stops delivering it; the consumer then sets it aside
 *   (`onDeadLetter`: stored where people can look, and counted) and removes it from the stream.
 * - A batch whose write fails on its data is bisected (`writeIsolating`): the good part is stored,
 *   only the items the database refuses are set aside.
 */
export interface DeliveryPolicy {
  /** An unacked delivery (a crashed consumer's) comes back after this. */
  ackWaitMs: number;
  /** Deliveries of one message before it becomes a dead letter. */
  maxDeliver: number;
  /** Delay before the n-th redelivery of a failed message (the last one repeats). */
  backoffMs: readonly number[];
  /** Deliveries handed out and not yet acked (bounds the consumer's memory). */
  maxAckPending: number;
}

export function durableConsumerConfig(durable: string, policy: DeliveryPolicy): Partial<ConsumerConfig> {
  return {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(policy.ackWaitMs),
    max_ack_pending: policy.maxAckPending,
    max_deliver: policy.maxDeliver,
    // The server's own redelivery of unacked messages backs off too, never sooner than ack_wait.
    backoff: policy.backoffMs.map((ms) => nanos(Math.max(ms, policy.ackWaitMs))),
  };
}

/** Creates the durable consumer, or brings an existing one to this configuration. */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: string,
  durable: string,
  policy: DeliveryPolicy,
): Promise<void> {
  const config = durableConsumerConfig(durable, policy);
  try {
    await jsm.consumers.add(stream, config);
  } catch {
    await jsm.consumers.update(stream, durable, config);
  }
  watchConsumer(stream, durable, jsm);
}

/** How long a failed message waits before it is delivered again: grows with its deliveries. */
export function retryDelayMs(message: Pick<JsMsg, 'info'>, policy: Pick<DeliveryPolicy, 'backoffMs'>): number {
  const index = Math.max(0, Math.min(message.info.deliveryCount - 1, policy.backoffMs.length - 1));
  return policy.backoffMs[index] ?? 1000;
}

/** Gives a failed message back for a later, backed-off redelivery. */
export function retryLater(message: JsMsg, policy: Pick<DeliveryPolicy, 'backoffMs'>): void {
  message.nak(retryDelayMs(message, policy));
}

/**
 * Reads a durable consumer until `stopped()`, handing every message to `onMessage`; a broken
 * read (NATS restarting, the consumer recreated) is retried after a second. Answers the open
 * message iterator through `onOpen`, so the owner can close it on shutdown.
 */
export async function consumeDurable(options: {
  nc: NatsConnection;
  stream: string;
  durable: string;
  maxMessages: number;
  onMessage: (message: JsMsg) => void;
  onOpen?: (messages: ConsumerMessages) => void;
  stopped: () => boolean;
  logger: Pick<LoggerService, 'error'>;
}): Promise<void> {
  while (!options.stopped()) {
    try {
      const consumer = await options.nc.jetstream().consumers.get(options.stream, options.durable);
      const messages = await consumer.consume({ max_messages: options.maxMessages });
      options.onOpen?.(messages);
      for await (const message of messages) options.onMessage(message);
    } catch (error) {
      if (options.stopped()) break;
      options.logger.error(`${options.durable}: read failed, retrying: ${messageOf(error)}`);
    }
    if (!options.stopped()) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** One message the server gave up delivering: its stream sequence, subject, bytes and deliveries. */
export interface DeadLetter {
  seq: number;
  subject: string;
  data: Uint8Array;
  deliveries: number;
}

/**
 * Listens for the server's "max deliveries" advisories of a consumer and hands each message to
 * `onDeadLetter`; once that has stored it, the message leaves the stream. When storing fails the
 * message stays (nothing is lost) and the failure is logged.
 */
export function watchDeadLetters(options: {
  nc: NatsConnection;
  jsm: JetStreamManager;
  stream: string;
  durable: string;
  onDeadLetter: (letter: DeadLetter) => Promise<void>;
  logger: Pick<LoggerService, 'error' | 'warn'>;
}): { close: () => void; done: Promise<void> } {
  const subject = `$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${options.stream}.${options.durable}`;
  const subscription = options.nc.subscribe(subject);
  const done = (async () => {
    for await (const advisory of subscription) {
      try {
        const { stream_seq: seq, deliveries } = advisory.json<{ stream_seq: number; deliveries: number }>();
        const stored = await options.jsm.streams.getMessage(options.stream, { seq });
        await options.onDeadLetter({ seq, subject: stored.subject, data: stored.data, deliveries });
        await options.jsm.streams.deleteMessage(options.stream, seq, false);
        options.logger.warn(`${options.durable}: message ${seq} set aside after ${deliveries} deliveries`);
      } catch (error) {
        options.logger.error(`${options.durable}: a dead letter could not be set aside: ${messageOf(error)}`);
      }
    }
  })();
  return { close: () => subscription.unsubscribe(), done };
}

/**
 * Writes `items`; when the write fails because of the data (`isPoison`), splits the batch in two
 * and tries each half, down to single items. Answers what was written and the items refused, each
 * with its error. Any other failure (the database is down) is thrown: the whole batch is retried.
 */
export async function writeIsolating<T>(
  items: readonly T[],
  write: (part: readonly T[]) => Promise<number>,
  isPoison: (error: unknown) => boolean,
): Promise<{ written: number; refused: { item: T; error: unknown }[] }> {
  if (items.length === 0) return { written: 0, refused: [] };
  try {
    return { written: await write(items), refused: [] };
  } catch (error) {
    if (!isPoison(error)) throw error;
    if (items.length === 1) return { written: 0, refused: [{ item: items[0], error }] };
    const middle = items.length >> 1;
    const first = await writeIsolating(items.slice(0, middle), write, isPoison);
    const second = await writeIsolating(items.slice(middle), write, isPoison);
    return { written: first.written + second.written, refused: [...first.refused, ...second.refused] };
  }
}

/**
 * PostgreSQL refused the data itself (SQLSTATE class 22 data exception, 23 integrity violation,
 * 54 program limit): trying again cannot help. Connection and server failures are not poison.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(?:22|23|54)[0-9A-Z]{3}$/.test(code);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
