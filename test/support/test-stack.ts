import { join } from 'node:path';
import { Client } from 'pg';
import { SERVICES, Stack, type StackOptions, type StackService } from '@site/dev-stack';
import { createFromTemplate, type DatabaseTemplates } from './database-templates';
import { ADMIN } from './api-client';
import { effectTimeout } from './patience';

export const repoRoot = join(__dirname, '..', '..');

/**
 * scrypt cost of the test stacks' password hashes (N = 2^10): the suite signs in hundreds of times, and at the
 * production cost (15) each takes about 0.2 s of a core. The sign-in flood test sets 15 again.
 */
export const TEST_HASH_COST = 10;

/**
 * A stack of its own for one test file: its own databases (dropped afterwards) and its own
 * NATS subject namespace, so it never touches the demo data or another test's services.
 */
export async function startTestStack(options: Partial<StackOptions> = {}): Promise<Stack> {
  // Under the integration project's global setup the run's id leads, so its teardown can drop them all.
  const id = `t${process.env.TEST_RUN_ID ?? ''}${process.pid.toString(36)}${Date.now().toString(36)}`;
  const stack = new Stack({
    root: repoRoot,
    dbPrefix: `${id}_`,
    natsPrefix: `${id}.`,
    dataDir: join(repoRoot, '.data', 'test', id),
    logs: { dir: join(repoRoot, '.data', 'test-logs', id) },
    seedDemo: false,
    env: { LOG_LEVEL: 'warn' },
    ...options,
    appEnv: {
      ...options.appEnv,
      identity: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        PASSWORD_HASH_COST: String(TEST_HASH_COST),
        ...options.appEnv?.identity,
      },
    },
  });
  const templates = process.env.TEST_DB_TEMPLATES
    ? (JSON.parse(process.env.TEST_DB_TEMPLATES) as DatabaseTemplates)
    : null;
  // Copies of migrated templates: the services find nothing to migrate.
  if (templates) {
    await Promise.all(SERVICES.map((s) => createFromTemplate(stack.databaseName(s), templates[s], stack.pgUrl)));
  }
  await stack.start();
  return stack;
}

export async function stopTestStack(stack: Stack | undefined): Promise<void> {
  if (!stack) return;
  await stack.stop();
  // Each DROP DATABASE waits for a checkpoint (seconds on a busy server); the run's global teardown
  // drops all of them at once instead.
  if (process.env.TEST_RUN_ID) await stack.dropStreams();
  else await stack.dropDatabases();
}

/** Runs one query against a service's own database (for checks only; the apps never do this). */
export async function queryDb<T extends Record<string, unknown>>(
  stack: Stack,
  service: StackService,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: stack.databaseUrl(service) });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Polls until `check` returns a value (not undefined/false) or the time runs out. It waits at least
 * `effectTimeout()` (30 s, more on a loaded machine) whatever `timeoutMs` says: a test waits for the effect,
 * and how soon it shows is the benchmarks' question.
 */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 0): Promise<T> {
  const patience = Math.max(timeoutMs, effectTimeout());
  const deadline = Date.now() + patience;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${patience} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
