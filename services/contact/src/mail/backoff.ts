import { backoffDelayMs } from '@site/service-kit';

/**
 * When to try a mail notice again after a failed attempt: soon for a hiccup, then further apart,
 * about two days in all; after the last one the notice is marked failed (the message itself is
 * safe in the back office either way).
 */
export const MAIL_RETRY_DELAYS_MS = [
  10_000, // 10 s
  30_000, // 30 s
  60_000, // 1 min
  5 * 60_000,
  15 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
  4 * 60 * 60_000,
  8 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
] as const;

/** Attempts in all, the first one included. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/**
 * The wait after `attempts` failed attempts (1 = the first try failed), or null to give up.
 * `jitter` in [0, 1) spreads retries by up to +10 %, so notices that failed together do not
 * all hit the server again in the same second.
 */
export function retryDelayMs(attempts: number, jitter = 0): number | null {
  return backoffDelayMs(MAIL_RETRY_DELAYS_MS, attempts, jitter);
}
