import { createHash, randomBytes } from 'node:crypto';
import type { TokenPurpose } from './account-token.entity';

export const RESET_TOKEN_MINUTES = 30;
export const INVITE_TOKEN_MINUTES = 72 * 60;
export const EMAIL_CHANGE_TOKEN_MINUTES = 24 * 60;
/** 32 random bytes in base64url, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new token and the SHA-256 (hex) that is stored in its place. */
export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A string that could be one of our tokens (anything else is not looked up). */
export const tokenShaped = (token: string) => TOKEN_PATTERN.test(token);

export interface StoredToken {
  purpose: TokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
}

export type TokenProblem = 'invalid' | 'used' | 'expired';

/** Why a stored token (or none) cannot be used for `purpose` now; null when it can. */
export function tokenProblem(stored: StoredToken | null, purpose: TokenPurpose, now: Date): TokenProblem | null {
  if (!stored || stored.purpose !== purpose) return 'invalid';
  if (stored.usedAt) return 'used';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** The pages a mailed link opens, one per token purpose. */
export const LINK_PAGES: Record<TokenPurpose, string> = {
  reset: '/admin/reset-password',
  invite: '/admin/accept-invite',
  'email-change': '/admin/confirm-email',
};

/** A mailed link's address: the token in the fragment, which browsers never send to a server. */
export function accountLink(siteUrl: string, purpose: TokenPurpose, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${LINK_PAGES[purpose]}#token=${token}`;
}

export const resetLink = (siteUrl: string, token: string) => accountLink(siteUrl, 'reset', token);
