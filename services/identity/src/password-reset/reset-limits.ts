/**
 * The limits of forgot password and reset (docs/accounts.md). Requests beyond a request limit get
 * the usual answer and send nothing; attempts beyond the attempt limit get a 429.
 */
export const RESET_LIMITS = {
  /** Requests naming one address (or user name) per hour. */
  account: { max: 3, windowMs: 60 * 60_000 },
  /** Requests from one client address per hour. */
  client: { max: 10, windowMs: 60 * 60_000 },
  /** Reset attempts (tokens tried) from one client address per 15 minutes. */
  attempt: { max: 10, windowMs: 15 * 60_000 },
} as const;

export type ResetLimitScope = keyof typeof RESET_LIMITS;

/** True when `counted` earlier entries in the window leave no room for one more. */
export const limitReached = (scope: ResetLimitScope, counted: number) => counted >= RESET_LIMITS[scope].max;

/** The key an address or user name is counted under: one spelling, as the lookup reads it. */
export const accountKey = (identifier: string) => identifier.trim().normalize('NFKC').toLowerCase().slice(0, 200);

/**
 * An address that could go into a mail header as it is: one @, no spaces or control characters
 * (a CR or LF would let the text add headers). Anything else is not looked up.
 */
export function plainIdentifier(identifier: string): boolean {
  const value = identifier.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value || value.length > 100 || /[\u0000-\u001f\u007f\s<>,;"]/.test(value)) return false;
  return value.split('@').length <= 2;
}
