import { z } from 'zod';
import { type AllowList, parseAllowList } from './outgoing/allow-list';

export class ConfigError extends Error {}

/**
 * Validates environment variables once at start-up. A missing or bad variable stops the
 * process with a message that names it, instead of failing later on first use.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const issues = result.error.issues.filter((issue) => {
    const key = issue.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const lines = issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = issue.path.length ? env[String(issue.path[0])] : undefined;
    return `  ${name}: ${issue.message}${value === undefined ? ' (not set)' : ` (got "${value}")`}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const env = {
  url: (protocols: string[]) =>
    z
      .url({ message: `must be a URL (${protocols.join(', ')})` })
      .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      }),
  int: (min: number, max: number) =>
    z
      .string()
      .regex(/^\d+$/, { message: 'must be a whole number' })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, { message: `must be at least ${min}` })
          .max(max, { message: `must be at most ${max}` }),
      ),
  bool: booleanString,
  /**
   * An outgoing-request allow-list (`SMTP_ALLOW_HOSTS` …): host names, addresses and CIDR ranges,
   * separated by commas or spaces; empty by default (only public addresses are reached).
   */
  allowHosts: z
    .string()
    .transform((value, ctx): AllowList => {
      try {
        return parseAllowList(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .prefault(''),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /** An S3 bucket name (3-63 lower-case letters, digits, dots and hyphens). */
  bucketName: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a valid bucket name' }),
  /** Subject namespace so two stacks can share one NATS server (tests beside demo). */
  natsPrefix: z.string().regex(/^([A-Za-z0-9_-]+\.)?$/, { message: 'must be empty or a word ending with "."' }),
  /** Check every NATS reply against its contract; production deploys turn it off for speed. */
  /** NATS user of this app (see docs/deploy.md, "Trust model"); unset on the open NATS of `npm start`. */
  natsUser: z
    .string()
    .regex(/^[a-z]+$/, { message: 'must be the app name (lower-case letters)' })
    .optional(),
  /** nats-server reads it from its environment as a config value: a leading digit or dash would parse as a number. */
  natsPassword: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{15,}$/, {
      message: 'must be at least 16 letters, digits, "-" or "_", starting with a letter',
    })
    .optional(),
  checkReplies: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(true),
};

/** What every service reads. Keep in step with docker-compose.yml and k8s/ (a test checks). */
export const serviceConfigSchema = z.object({
  DATABASE_URL: env.url(['postgres', 'postgresql']),
  NATS_URL: env.url(['nats']).default('nats://127.0.0.1:4222'),
  NATS_PREFIX: env.natsPrefix.default(''),
  NATS_USER: env.natsUser,
  NATS_PASSWORD: env.natsPassword,
  LOG_LEVEL: env.logLevel.default('info'),
  SEED_DEMO: env.bool.default(false),
  SHUTDOWN_TIMEOUT_MS: env.int(0, 120000).default(10000),
  /** How often the schedule poller looks for due publishing (docs/publishing.md). */
  PUBLISH_POLL_MS: env.int(500, 3600000).default(15000),
  RPC_CHECK_REPLIES: env.checkReplies,
  /** This process's /livez, /readyz and /metrics (health-server.ts); 0 (the default, `npm start`) serves none. */
  HEALTH_PORT: env.int(0, 65535).default(0),
  /**
   * `run` (`npm start`, tests): migrate at start under a lock. `check` (compose, k8s): never run DDL;
   * the migration step (`node dist/boot.cjs migrate`) does, and the app waits for it.
   */
  MIGRATIONS: z.enum(['run', 'check'], { message: 'must be run or check' }).default('run'),
  /** How long a `check` start waits for the migration step before it exits with a message. */
  MIGRATIONS_WAIT_SECONDS: env.int(0, 3600).default(300),
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

let cached: ServiceConfig | undefined;
/** The service's configuration, validated on first use (at start-up) and then shared. */
export function loadServiceConfig(): ServiceConfig {
  cached ??= loadConfig(serviceConfigSchema);
  return cached;
}
