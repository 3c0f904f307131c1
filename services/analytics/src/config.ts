import { env, loadConfig, serviceConfigSchema } from '@site/service-kit';
import { z } from 'zod';

/** What the analytics service reads beyond every service's settings. Keep in step with compose and k8s. */
export const analyticsConfigSchema = serviceConfigSchema.extend({
  /** Days are calendar days here (the site's visitors are in China). */
  ANALYTICS_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai')
    .default('Asia/Shanghai'),
  /** Raw visits older than this are deleted; the daily rollups stay. At least the stream's 7 days. */
  ANALYTICS_RAW_RETENTION_DAYS: env.int(8, 3650).default(180),
  /** A batch is written when it has this many visits, or after ANALYTICS_FLUSH_MS, whichever comes first. */
  ANALYTICS_BATCH_SIZE: env.int(1, 5000).default(500),
  ANALYTICS_FLUSH_MS: env.int(10, 1000).default(1000),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

let cached: AnalyticsConfig | undefined;
export function loadAnalyticsConfig(source: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  if (source !== process.env) return loadConfig(analyticsConfigSchema, source);
  cached ??= loadConfig(analyticsConfigSchema, source);
  return cached;
}

export const ANALYTICS_CONFIG = Symbol('ANALYTICS_CONFIG');
