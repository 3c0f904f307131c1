import { env, loadConfig, OUTGOING_PURPOSES, refusedLiteral } from '@site/service-kit';
import { z } from 'zod';

const PUSH_URLS = ['SEARCH_PUSH_BAIDU_URL', 'SEARCH_PUSH_INDEXNOW_URL'] as const;

/** Identity's own variables, beside the ones every service reads. */
export const identityConfigSchema = z.object({
  /** First admin, created on an empty database. Without a password one is generated and printed once. */
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.@-]{1,50}$/, { message: 'must be 1-50 letters, digits or _ . @ -' })
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).max(128).optional(),
  /**
   * scrypt cost of new password hashes, as log2 of N: 15 (32 MiB, about 0.2 s of a core) is OWASP's setting.
   * Test stacks lower it, since they sign in hundreds of times; raise it on a machine with cores to spare.
   */
  PASSWORD_HASH_COST: env.int(10, 20).default(15),
  /** Baidu's push API; `/urls` and `/del` are appended (tests point it at a local server). */
  SEARCH_PUSH_BAIDU_URL: env.url(['http', 'https']).default('http://data.zz.baidu.com'),
  /** The IndexNow endpoint the JSON is posted to (any participating engine shares it with the others). */
  SEARCH_PUSH_INDEXNOW_URL: env.url(['http', 'https']).default('https://api.indexnow.org/indexnow'),
  /**
   * Refused addresses (this machine, private networks …) the pushes may reach on purpose: host
   * names, addresses, CIDR ranges. Empty: public addresses only (tests allow their local server).
   */
  SEARCH_PUSH_ALLOW_HOSTS: env.allowHosts,
  /**
   * The same list as the contact service's: an SMTP server the email settings name is refused on
   * saving unless it is public or on it (the contact service checks again when it sends).
   */
  SMTP_ALLOW_HOSTS: env.allowHosts,
});

/**
 * What identity loads: the variables, and the engine URLs against the allow-list. An engine URL
 * written as a refused address is a mistake to stop on now; a name is checked each time a push
 * goes out, since what it resolves to can change. (A refined schema cannot be picked or extended,
 * so the plain one above stays the variables' list.)
 */
export const checkedIdentityConfigSchema = identityConfigSchema.superRefine((config, ctx) => {
  for (const key of PUSH_URLS) {
    const range = refusedLiteral(new URL(config[key]).hostname, config.SEARCH_PUSH_ALLOW_HOSTS);
    if (range) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `points at a refused address (${range}); add it to ${OUTGOING_PURPOSES.searchPush.allowVariable} if that is meant`,
      });
    }
  }
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
export const loadIdentityConfig = () => loadConfig(checkedIdentityConfigSchema);
