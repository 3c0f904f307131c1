import { z } from 'zod';
import { env, loadConfig } from '@site/service-kit/dist/client';

/** What the gateway reads. Keep in step with docker-compose.yml and k8s/ (a test checks). */
export const gatewayConfigSchema = z.object({
  PORT: env.int(1, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  NATS_URL: env.url(['nats']).default('nats://127.0.0.1:4222'),
  NATS_PREFIX: env.natsPrefix.default(''),
  NATS_USER: env.natsUser,
  NATS_PASSWORD: env.natsPassword,
  /** Every NATS request gives up after this; the client gets a 503. */
  NATS_REQUEST_TIMEOUT_MS: env.int(100, 5000).default(5000),
  RPC_CHECK_REPLIES: env.checkReplies,
  /** JSON bodies above this get 413 and never reach NATS (1 MB payload limit). */
  BODY_LIMIT_BYTES: env.int(1024, 900000).default(512 * 1024),
  /**
   * Slow clients (slowloris): the request line and headers must arrive within HEADERS_TIMEOUT_MS, a
   * body within BODY_TIMEOUT_MS (UPLOAD_BODY_TIMEOUT_MS for multipart uploads); past it the client
   * gets 408 and the connection is closed. Lowered by tests.
   */
  HEADERS_TIMEOUT_MS: env.int(500, 60_000).default(14_000),
  BODY_TIMEOUT_MS: env.int(500, 600_000).default(30_000),
  UPLOAD_BODY_TIMEOUT_MS: env.int(500, 3_600_000).default(120_000),
  /** Ceiling for uploads; the system settings (uploadMaxSize) set the limit below it. */
  UPLOAD_MAX_BYTES: env.int(1024, 50 * 1024 * 1024).default(20 * 1024 * 1024),
  /**
   * Pictures decoded at once (uploads, variants); a picture over 16 MP takes two. More wait in
   * line, up to IMAGE_QUEUE_LIMIT; past that an upload is answered 503 at once.
   */
  IMAGE_CONCURRENCY: env.int(1, 64).default(2),
  IMAGE_QUEUE_LIMIT: env.int(0, 1000).default(24),
  /** How often the gateway removes old uploads nothing uses (minutes; 0: never, run `npm run images -- sweep`). */
  UPLOAD_SWEEP_INTERVAL_MINUTES: env.int(0, 10080).default(360),
  /** Uploads younger than this are never swept: a form may still be open. */
  UPLOAD_SWEEP_MIN_AGE_HOURS: env.int(0, 8760).default(24),
  MINIO_ENDPOINT: env.url(['http', 'https']),
  MINIO_ACCESS_KEY: z.string().min(1),
  MINIO_SECRET_KEY: z.string().min(1),
  MINIO_BUCKET: env.bucketName.default('uploads'),
  MINIO_REGION: z.string().min(1).default('us-east-1'),
  /** Directory of the built SPA; served with history fallback when present. */
  WEB_DIST: z.string().min(1).default('web/dist'),
  /** Comma-separated proxy addresses/CIDRs whose X-Forwarded-For is trusted; empty trusts none. */
  TRUSTED_PROXIES: z.string().default(''),
  /**
   * Visits one client address (an IPv6 /64) may log per minute, in bursts of as many; past it the
   * beacon still answers 202 but the visit is dropped and counted. 0 turns the limit off.
   */
  VISIT_RATE_PER_ADDRESS: env.int(0, 1_000_000).default(120),
  LOG_LEVEL: env.logLevel.default('info'),
  /** Prometheus metrics on a port of their own (never the public one); 0 turns them off. */
  METRICS_PORT: env.int(0, 65535).default(0),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * How long a resolved session is trusted without asking identity again (ms; 0: ask on every
   * request). Sign-out, role and status changes and new passwords end it at once (ADR 0011).
   */
  SESSION_CACHE_MS: env.int(0, 10_000).default(2000),
  /** The in-memory cache of public reads (off: every read asks its service). */
  CACHE_ENABLED: env.bool.default(true),
  /** A cached answer is fresh this long, unless an event drops it sooner. */
  CACHE_TTL_MS: env.int(1000, 3_600_000).default(60_000),
  /** Past its TTL, an answer may still be served this long while its service is down. */
  CACHE_STALE_MS: env.int(0, 86_400_000).default(600_000),
  CACHE_MAX_BYTES: env.int(1024 * 1024, 4 * 1024 * 1024 * 1024).default(64 * 1024 * 1024),
  /**
   * URLs in one sitemap file (the protocol allows 50,000): with more, /sitemap.xml is an index of
   * /sitemap-1.xml, /sitemap-2.xml … each holding at most this many. Lowered by tests.
   */
  SITEMAP_MAX_URLS: env.int(1, 50_000).default(50_000),
  /** Demo content: the gateway renders the demo product pictures into object storage when missing. */
  SEED_DEMO: env.bool.default(false),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(gatewayConfigSchema, source);
