import type { ContactFormValues } from './contact-form';

/** One message being sent: its Idempotency-Key and the fields it was first sent with. */
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

const fingerprintOf = (p: ContactFormValues) => JSON.stringify([p.name, p.email, p.company, p.subject, p.message]);

/**
 * The same message sent again (after a network failure, which may have stored it) keeps its key,
 * so the server stores it once; an edited message is a new one and gets a new key (the server
 * refuses a key reused for other content).
 */
export function attemptFor(
  previous: SubmitAttempt | null,
  payload: ContactFormValues,
  makeKey: () => string = newIdempotencyKey,
): SubmitAttempt {
  const fingerprint = fingerprintOf(payload);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: makeKey(), fingerprint };
}
