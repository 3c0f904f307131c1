import { useMemo, useRef } from 'react';

/** One create being sent: its Idempotency-Key and the content it was first sent with. */
export interface SubmitAttempt {
  key: string;
  fingerprint: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A version 4 UUID. Built on getRandomValues, which (unlike crypto.randomUUID) also exists on
 * pages served over plain http.
 */
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The same content sent again (after a failure, which may have stored it) keeps its key, so the
 * server stores it once; edited content is a new create and gets a new key (the server refuses a
 * key reused for other content).
 */
export function attemptFor(
  previous: SubmitAttempt | null,
  payload: unknown,
  makeKey: () => string = newIdempotencyKey,
): SubmitAttempt {
  const fingerprint = JSON.stringify(payload);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: makeKey(), fingerprint };
}

/**
 * A form's create key: `keyFor(payload)` before each send (the same key while the content is the
 * same), `done()` once it was stored, so the next create gets a new key even with equal content.
 */
export function useIdempotencyKey() {
  const attempt = useRef<SubmitAttempt | null>(null);
  return useMemo(
    () => ({
      keyFor(payload: unknown): string {
        attempt.current = attemptFor(attempt.current, payload);
        return attempt.current.key;
      },
      done(): void {
        attempt.current = null;
      },
    }),
    [],
  );
}
