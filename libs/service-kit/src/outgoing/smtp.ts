import type { ConnectionOptions } from 'node:tls';
import { type OutgoingPolicy, resolveAllowed } from './resolve';

/** The part of nodemailer's SMTP options the guard rewrites (service-kit does not depend on nodemailer). */
export interface SmtpHostOptions {
  host?: string;
  servername?: string;
  tls?: ConnectionOptions;
}

/**
 * nodemailer's SMTP options, pointed at the address the guard checked: `host` becomes that
 * address, so nodemailer has nothing left to resolve (no second lookup, no rebinding), and the
 * host name the settings gave stays the TLS server name (SNI and the certificate check, for TLS
 * from the start and for STARTTLS alike). The EHLO name is ours (nodemailer's `name`), unchanged.
 * Rejects with `OutgoingRefusedError` without connecting anywhere.
 */
export async function guardedSmtpOptions<T extends SmtpHostOptions>(
  options: T & { host: string },
  policy: OutgoingPolicy,
): Promise<T & { host: string }> {
  const target = await resolveAllowed(options.host, policy);
  const servername = options.servername ?? target.servername ?? undefined;
  return {
    ...options,
    host: target.address,
    ...(servername ? { servername, tls: { ...options.tls, servername } } : {}),
  };
}
