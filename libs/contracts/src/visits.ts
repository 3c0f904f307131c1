import { z } from 'zod';
import { defineEvent } from './rpc';
import { text } from './text';

const MAX_URL = 2048;
const MAX_UA = 1024;

/** `POST /api/log-visit` body, as the SPA sends it on every route change. */
export const logVisitSchema = z.object({
  page_url: text('page_url', 'page_url 不能为空').trim().min(1, 'page_url 不能为空').max(MAX_URL, 'page_url 过长'),
  referer: text('referer').max(MAX_URL, 'referer 过长').nullable().optional(),
  user_agent: text('user_agent').max(MAX_UA, 'user_agent 过长').optional(),
  timestamp: z.iso.datetime({ offset: true, message: 'timestamp 必须是 ISO 时间' }).optional(),
});
export type LogVisitBody = z.infer<typeof logVisitSchema>;

/** `analytics.visit.logged`: what the gateway publishes once it has accepted a visit. */
export const visitLoggedSchema = z.object({
  id: z.uuid(),
  page_url: text('page_url').min(1).max(MAX_URL),
  referer: text('referer').max(MAX_URL).nullable(),
  user_agent: text('user_agent').max(MAX_UA).nullable(),
  timestamp: z.iso.datetime({ offset: true }),
  received_at: z.iso.datetime({ offset: true }),
  ip: text('ip').max(64).nullable(),
  /** The host the visitor asked for: a referer on it is navigation inside the site, not a source. */
  host: text('host').max(255).nullable().optional(),
});
export type VisitLoggedEvent = z.infer<typeof visitLoggedSchema>;

/** What the gateway publishes, in batches, on the visit stream (see `visitStreamName`). */
export const VisitEvents = {
  visitLogged: defineEvent({ subject: 'analytics.visit.logged', payload: visitLoggedSchema }),
} as const;

/**
 * Visits travel on a JetStream stream (durable: nothing is lost while analytics is down). Its name
 * carries the NATS namespace, so a test stack's stream never mixes with the demo's.
 */
export const visitStreamName = (natsPrefix: string) => `${natsPrefix.replace(/[^A-Za-z0-9_-]/g, '_')}VISITS`;
export const VISIT_CONSUMER = 'analytics-visits';

/**
 * One stream message: the visits the gateway accepted within a few milliseconds. Batching at the
 * edge keeps the stream's per-message work (store, ack, deliver, ack) off the per-visit path.
 * A message holding one bare VisitLoggedEvent is read as a batch of one.
 */
export interface VisitBatchMessage {
  visits: VisitLoggedEvent[];
  /** Visits the gateway refused to pass on (e.g. `rate_limited`), counted by analytics in `dropped_visits`. */
  dropped?: Record<string, number>;
}
