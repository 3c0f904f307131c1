import { accountKey, limitReached, plainIdentifier, RESET_LIMITS } from './reset-limits';

describe('password reset limits', () => {
  it('allows 3 requests per address and 10 per client an hour, and 10 reset attempts per client in 15 minutes', () => {
    expect(RESET_LIMITS.account).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(RESET_LIMITS.client).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(RESET_LIMITS.attempt).toEqual({ max: 10, windowMs: 900_000 });
    expect([0, 1, 2].map((n) => limitReached('account', n))).toEqual([false, false, false]);
    expect(limitReached('account', 3)).toBe(true);
    expect(limitReached('client', 9)).toBe(false);
    expect(limitReached('client', 10)).toBe(true);
    expect(limitReached('attempt', 9)).toBe(false);
    expect(limitReached('attempt', 10)).toBe(true);
  });

  it('counts every spelling of one address under one key', () => {
    expect(accountKey(' Wang@Example.COM ')).toBe('wang@example.com');
    expect(accountKey('ｗａｎｇ@example.com')).toBe('wang@example.com');
    expect(accountKey('x'.repeat(500))).toHaveLength(200);
  });

  it('refuses what could add mail headers or name several recipients', () => {
    expect(plainIdentifier('wang@example.com')).toBe(true);
    expect(plainIdentifier('admin')).toBe(true);
    expect(plainIdentifier('wang@example.com\r\nBcc: evil@example.com')).toBe(false);
    expect(plainIdentifier('wang@example.com\nBcc:evil@example.com')).toBe(false);
    expect(plainIdentifier('wang@example.com,evil@example.com')).toBe(false);
    expect(plainIdentifier('wang@example.com evil@example.com')).toBe(false);
    expect(plainIdentifier('"x"@example.com')).toBe(false);
    expect(plainIdentifier('a@b@example.com')).toBe(false);
    expect(plainIdentifier('')).toBe(false);
    expect(plainIdentifier(`${'x'.repeat(95)}@e.com`)).toBe(false);
  });
});
