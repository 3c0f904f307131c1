import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTACT_FORM_TOKEN_MAX_AGE_MS, CONTACT_MIN_FILL_MS } from '@site/contracts';
import { clientKey } from '@site/service-kit';

/**
 * Form tokens: `<issued at, ms, base36>.<nonce>.<mac>`, the MAC an HMAC-SHA256 (first 128 bits) of
 * the first two parts under a key only this service knows. The issue time is what the minimum
 * fill time is measured from; a token is valid for a day and may be sent more than once (a
 * retried submission carries the same one; the rate limit bounds reuse).
 */
export type FormTokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: 'invalid' | 'expired' | 'too-fast' };

export interface FormTokenRules {
  minFillMs: number;
  maxAgeMs: number;
  /** A token "from the future" by more than this (clock skew between replicas) is invalid. */
  skewMs: number;
}

export const FORM_TOKEN_RULES: FormTokenRules = {
  minFillMs: CONTACT_MIN_FILL_MS,
  maxAgeMs: CONTACT_FORM_TOKEN_MAX_AGE_MS,
  skewMs: 5000,
};

const MAC_BYTES = 16;
const TOKEN_PATTERN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{22})$/;

const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`form-token:${body}`).digest().subarray(0, MAC_BYTES);

export function signFormToken(key: Buffer, now: number, nonce: Buffer = randomBytes(9)): string {
  const body = `${now.toString(36)}.${nonce.toString('base64url')}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
}

export function verifyFormToken(
  key: Buffer,
  token: string | undefined,
  now: number,
  rules: FormTokenRules = FORM_TOKEN_RULES,
): FormTokenCheck {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return { ok: false, reason: 'invalid' };
  const body = `${match[1]}.${match[2]}`;
  // Compared as text: base64url has spare bits in its last character, and a token has one spelling.
  const expected = Buffer.from(mac(key, body).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(match[3]), expected)) return { ok: false, reason: 'invalid' };
  const issuedAt = parseInt(match[1], 36);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + rules.skewMs) return { ok: false, reason: 'invalid' };
  if (now - issuedAt > rules.maxAgeMs) return { ok: false, reason: 'expired' };
  if (now - issuedAt < rules.minFillMs) return { ok: false, reason: 'too-fast' };
  return { ok: true, issuedAt };
}

/**
 * The rate limit counts by this, never by the address itself: an HMAC under the service's key,
 * so the stored hashes cannot be reversed by trying all IPv4 addresses. Every spelling of an
 * address counts as one client, and so does a whole IPv6 /64 (see `clientKey`).
 */
export function addressHash(key: Buffer, ip: string | null): string {
  return createHmac('sha256', key)
    .update(`address:${clientKey(ip)}`)
    .digest('hex');
}

/** What a replay must match: the same key with another message is not a retry. */
export function contactFingerprint(fields: {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([fields.name, fields.email, fields.company, fields.subject, fields.message]))
    .digest('hex');
}
