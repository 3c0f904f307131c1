import { randomBytes } from 'node:crypto';
import { addressHash, contactFingerprint, FORM_TOKEN_RULES, signFormToken, verifyFormToken } from './form-token';

const key = randomBytes(32);
const T0 = Date.UTC(2026, 0, 15, 8, 0, 0);

describe('form tokens', () => {
  it('are accepted from 3 s after issue up to a day, and carry the issue time', () => {
    const token = signFormToken(key, T0);
    expect(verifyFormToken(key, token, T0 + 3000)).toEqual({ ok: true, issuedAt: T0 });
    expect(verifyFormToken(key, token, T0 + FORM_TOKEN_RULES.maxAgeMs)).toEqual({ ok: true, issuedAt: T0 });
  });

  it('refuse a form sent within the minimum fill time as too fast', () => {
    const token = signFormToken(key, T0);
    expect(verifyFormToken(key, token, T0)).toEqual({ ok: false, reason: 'too-fast' });
    expect(verifyFormToken(key, token, T0 + 2999)).toEqual({ ok: false, reason: 'too-fast' });
    // A little clock skew between replicas reads as too fast, not as forged.
    expect(verifyFormToken(key, token, T0 - 2000)).toEqual({ ok: false, reason: 'too-fast' });
  });

  it('expire after a day', () => {
    const token = signFormToken(key, T0);
    expect(verifyFormToken(key, token, T0 + FORM_TOKEN_RULES.maxAgeMs + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are invalid when missing, malformed, tampered with, signed with another key, or from the future', () => {
    const token = signFormToken(key, T0);
    const later = T0 + 10_000;
    expect(verifyFormToken(key, undefined, later)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyFormToken(key, '', later)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyFormToken(key, 'abc.def.ghi', later)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyFormToken(randomBytes(32), token, later)).toEqual({ ok: false, reason: 'invalid' });
    // An older issue time under the same MAC (to skip the wait) breaks the MAC.
    const [, nonce, mac] = token.split('.');
    expect(verifyFormToken(key, `${(T0 - 60_000).toString(36)}.${nonce}.${mac}`, later)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    expect(verifyFormToken(key, `${token.split('.')[0]}.${nonce}.${flipped}`, later)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const future = signFormToken(key, T0 + 60_000);
    expect(verifyFormToken(key, future, T0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('differ each time (random nonce)', () => {
    expect(signFormToken(key, T0)).not.toBe(signFormToken(key, T0));
  });
});

describe('address hashes', () => {
  it('are keyed, stable, and read an IPv4-mapped address as the IPv4 one', () => {
    expect(addressHash(key, '203.0.113.9')).toBe(addressHash(key, '203.0.113.9'));
    expect(addressHash(key, '::ffff:203.0.113.9')).toBe(addressHash(key, '203.0.113.9'));
    expect(addressHash(key, '203.0.113.10')).not.toBe(addressHash(key, '203.0.113.9'));
    expect(addressHash(randomBytes(32), '203.0.113.9')).not.toBe(addressHash(key, '203.0.113.9'));
    expect(addressHash(key, '203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('contact fingerprints', () => {
  it('tell two messages apart field by field', () => {
    const message = { name: '王', email: 'w@example.com', company: '', subject: '询价', message: '你好' };
    expect(contactFingerprint(message)).toBe(contactFingerprint({ ...message }));
    expect(contactFingerprint({ ...message, message: '你好！' })).not.toBe(contactFingerprint(message));
    // Field boundaries count: moving text between fields is another message.
    expect(contactFingerprint({ ...message, name: '王询', subject: '价' })).not.toBe(contactFingerprint(message));
  });
});
