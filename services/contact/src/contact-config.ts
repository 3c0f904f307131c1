import { env, loadConfig, serviceConfigSchema } from '@site/service-kit';
import type { z } from 'zod';

/** What the contact service reads beyond every service's settings. Keep in step with compose and k8s. */
export const contactConfigSchema = serviceConfigSchema.extend({
  /**
   * The contact form's invisible proof of work: the answer is a counter up to this (a browser
   * tries about half of it, some 0.3 s per 100,000). Tests lower it to 1 to solve at no cost.
   */
  CONTACT_PROOF_MAX_COUNTER: env.int(1, 10_000_000).default(100_000),
});
export type ContactConfig = z.infer<typeof contactConfigSchema>;

export const CONTACT_CONFIG = Symbol('CONTACT_CONFIG');
export const loadContactConfig = (source: NodeJS.ProcessEnv = process.env): ContactConfig =>
  loadConfig(contactConfigSchema, source);
