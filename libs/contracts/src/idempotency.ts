import { text } from './text';

/**
 * The header that makes a retried create land once (contact messages, and the back office's
 * products, news, categories and users): a retry after a timeout answers what the first try made.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = text('幂等键（Idempotency-Key）')
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, '幂等键（Idempotency-Key）必须是8到100个字母、数字或 _ . : -');

/** The field a keyed create's request adds: the header's value, or null when none was sent. */
export const keyedRequest = { idempotencyKey: idempotencyKeySchema.nullable().optional() };
