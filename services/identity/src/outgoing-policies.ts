import { type OutgoingPolicy, outgoingPolicy } from '@site/service-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from './identity-config';

/** Where a saved SMTP server may point (checked on save; the contact service checks again on sending). */
export const SMTP_POLICY = Symbol('SMTP_POLICY');
/** Where the search-engine pushes may connect. */
export const SEARCH_PUSH_POLICY = Symbol('SEARCH_PUSH_POLICY');

/**
 * A save waits for the check's DNS answer within the gateway's 5 s; a name that has not resolved
 * by then is saved as it is (the mail worker records it if it never does).
 */
const SAVE_RESOLVE_TIMEOUT_MS = 2000;

export const outgoingPolicyProviders = [
  {
    provide: SMTP_POLICY,
    inject: [IDENTITY_CONFIG],
    useFactory: (config: IdentityConfig): OutgoingPolicy =>
      outgoingPolicy('smtp', config.SMTP_ALLOW_HOSTS, { resolveTimeoutMs: SAVE_RESOLVE_TIMEOUT_MS }),
  },
  {
    provide: SEARCH_PUSH_POLICY,
    inject: [IDENTITY_CONFIG],
    useFactory: (config: IdentityConfig): OutgoingPolicy =>
      outgoingPolicy('searchPush', config.SEARCH_PUSH_ALLOW_HOSTS),
  },
];
