import { VisitEvents, visitStreamName } from '@site/contracts';
import {
  DiscardPolicy,
  type JetStreamManager,
  nanos,
  NatsError,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from 'nats';

/** Unconsumed visits wait this long (analytics down for a week still loses nothing younger). */
export const VISIT_STREAM_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A full stream refuses new visits (the gateway answers 503) rather than silently dropping old ones. */
export const VISIT_STREAM_MAX_BYTES = 1024 * 1024 * 1024;
/** A visit the gateway re-publishes within this window (same id) is stored in the stream once. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

export const visitSubject = (natsPrefix: string) => `${natsPrefix}${VisitEvents.visitLogged.subject}`;

export function visitStreamConfig(natsPrefix: string): Partial<StreamConfig> & { name: string } {
  return {
    name: visitStreamName(natsPrefix),
    subjects: [visitSubject(natsPrefix)],
    // Work queue: a visit leaves the stream once analytics has stored it and acked.
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.New,
    max_age: nanos(VISIT_STREAM_MAX_AGE_MS),
    max_bytes: VISIT_STREAM_MAX_BYTES,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: 1,
  };
}

/**
 * Creates the visit stream, or brings an existing one to this configuration. Both the gateway
 * (which publishes) and analytics (which consumes) call it at start, so either may come up first.
 */
export async function ensureVisitStream(jsm: JetStreamManager, natsPrefix: string): Promise<string> {
  const config = visitStreamConfig(natsPrefix);
  try {
    await jsm.streams.info(config.name);
    await jsm.streams.update(config.name, config);
  } catch (error) {
    if (!(error instanceof NatsError) || !/not found/i.test(error.message)) throw error;
    try {
      await jsm.streams.add(config);
    } catch (addError) {
      // Another process created it between our two calls.
      if (!(addError instanceof NatsError) || !/already in use/i.test(addError.message)) throw addError;
    }
  }
  return config.name;
}
