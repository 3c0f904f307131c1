import { env, loadConfig, serviceConfigSchema } from '@site/service-kit';
import type { z } from 'zod';

/** What the contact service reads beyond every service's settings. Keep in step with compose and k8s. */
export const contactConfigSchema = serviceConfigSchema.extend({
  /**
   * The contact form's invisible proof of work: the answer is a counter between half of this and
   * this, which the page finds while the visitor types (the login captcha's 200,000 take a browser
   * about a second). Tests lower it to 1 to solve at no cost.
   */
  CONTACT_PROOF_MAX_COUNTER: env.int(1, 10_000_000).default(100_000),
  /**
   * SMTP servers on this machine, a private network or other refused addresses that the mail
   * notices may use on purpose (an internal relay; tests' local catcher): host names, addresses,
   * CIDR ranges. Empty: public addresses only. Identity checks the same list when the settings are saved.
   */
  SMTP_ALLOW_HOSTS: env.allowHosts,
});
export type ContactConfig = z.infer<typeof contactConfigSchema>;

export const CONTACT_CONFIG = Symbol('CONTACT_CONFIG');
export const loadContactConfig = (source: NodeJS.ProcessEnv = process.env): ContactConfig =>
  loadConfig(contactConfigSchema, source);
