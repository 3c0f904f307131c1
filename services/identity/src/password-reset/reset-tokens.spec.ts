import { accountLink, hashAccountToken, newAccountToken, resetLink, tokenProblem, tokenShaped } from './reset-tokens';

describe('reset tokens', () => {
  const now = new Date('2026-11-30T02:00:00Z');
  const live = { purpose: 'reset' as const, expiresAt: new Date(now.getTime() + 60_000), usedAt: null };

  it('makes 32 random bytes in base64url and stores only their SHA-256', () => {
    const { token, tokenHash } = newAccountToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toBe(hashAccountToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
    expect(newAccountToken().token).not.toBe(token);
  });

  it('looks up only what could be a token: truncated, padded or foreign text is not', () => {
    const { token } = newAccountToken();
    expect(tokenShaped(token)).toBe(true);
    expect(tokenShaped(token.slice(0, 42))).toBe(false);
    expect(tokenShaped(`${token}=`)).toBe(false);
    expect(tokenShaped(token.replace(/^./, '+'))).toBe(false);
    expect(tokenShaped('')).toBe(false);
  });

  it('accepts a live token of the purpose, and says why any other is refused', () => {
    expect(tokenProblem(live, 'reset', now)).toBeNull();
    expect(tokenProblem(null, 'reset', now)).toBe('invalid');
    expect(tokenProblem({ ...live, purpose: 'invite' }, 'reset', now)).toBe('invalid');
    expect(tokenProblem({ ...live, purpose: 'reset' }, 'email-change', now)).toBe('invalid');
    expect(tokenProblem({ ...live, usedAt: new Date(now.getTime() - 1000) }, 'reset', now)).toBe('used');
    expect(tokenProblem({ ...live, expiresAt: now }, 'reset', now)).toBe('expired');
    // A used token that has also expired reads as used: the link did work once.
    expect(tokenProblem({ ...live, expiresAt: new Date(0), usedAt: new Date(0) }, 'reset', now)).toBe('used');
  });

  it('builds the link from the site address, the token in the fragment', () => {
    expect(resetLink('https://www.site.example/', 'abc')).toBe(
      'https://www.site.example/admin/reset-password#token=abc',
    );
    expect(resetLink('https://www.site.example', 'abc')).toBe(
      'https://www.site.example/admin/reset-password#token=abc',
    );
  });

  it('opens each purpose on its own page', () => {
    expect(accountLink('https://s.example/', 'invite', 'abc')).toBe('https://s.example/admin/accept-invite#token=abc');
    expect(accountLink('https://s.example', 'email-change', 'abc')).toBe(
      'https://s.example/admin/confirm-email#token=abc',
    );
    expect(accountLink('https://s.example', 'reset', 'abc')).toBe(resetLink('https://s.example', 'abc'));
  });
});
