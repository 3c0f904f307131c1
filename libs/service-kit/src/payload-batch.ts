import type { NatsConnection } from 'nats';

/** Room left in a reply for its envelope (the batch's other fields, headers, the RPC wrapper). */
const ENVELOPE_MARGIN_BYTES = 32 * 1024;
const DEFAULT_MAX_PAYLOAD = 1024 * 1024;

/** Bytes of items one reply may carry: the server's payload limit (max_payload) less the envelope. */
export function payloadBudget(nc: Pick<NatsConnection, 'info'>): number {
  return (nc.info?.max_payload ?? DEFAULT_MAX_PAYLOAD) - ENVELOPE_MARGIN_BYTES;
}

/**
 * The leading items whose JSON fits in `budgetBytes` (measured as encoded, so no field can be
 * forgotten), and whether some were cut. The first item is always taken, even when larger, so a
 * caller paging with "after the last id" always moves on.
 */
export function fitToPayload<T>(items: readonly T[], budgetBytes: number): { items: T[]; cut: boolean } {
  const taken: T[] = [];
  let bytes = 2; // []
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + (taken.length ? 1 : 0);
    if (taken.length > 0 && bytes + size > budgetBytes) return { items: taken, cut: true };
    taken.push(item);
    bytes += size;
  }
  return { items: taken, cut: false };
}
