import { z } from 'zod';
import { env, loadConfig } from '@site/service-kit';

/** What the gateway reads. Keep in step with docker-compose.yml and k8s/ (a test checks). */
export const gatewayConfigSchema = z.object({
  PORT: env.int(1, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  NATS_URL: env.url(['nats']).default('nats://127.0.0.1:4222'),
  NATS_PREFIX: env.natsPrefix.default(''),
  /** Every NATS request gives up after this; the client gets a 503. */
  NATS_REQUEST_TIMEOUT_MS: env.int(100, 5000).default(5000),
  /** JSON bodies above this get 413 and never reach NATS (1 MB payload limit). */
  BODY_LIMIT_BYTES: env.int(1024, 900000).default(512 * 1024),
  /** Ceiling for uploads; the system settings (uploadMaxSize) set the limit below it. */
  UPLOAD_MAX_BYTES: env.int(1024, 50 * 1024 * 1024).default(20 * 1024 * 1024),
  MINIO_ENDPOINT: env.url(['http', 'https']),
  MINIO_ACCESS_KEY: z.string().min(1),
  MINIO_SECRET_KEY: z.string().min(1),
  MINIO_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a valid bucket name' })
    .default('uploads'),
  MINIO_REGION: z.string().min(1).default('us-east-1'),
  /** Directory of the built SPA; served with history fallback when present. */
  WEB_DIST: z.string().min(1).default('web/dist'),
  /** Comma-separated proxy addresses/CIDRs whose X-Forwarded-For is trusted; empty trusts none. */
  TRUSTED_PROXIES: z.string().default(''),
  LOG_LEVEL: env.logLevel.default('info'),
  /** Demo content: the gateway renders the demo product pictures into object storage when missing. */
  SEED_DEMO: env.bool.default(false),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(gatewayConfigSchema, source);
