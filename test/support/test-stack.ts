import { join } from 'node:path';
import { Client } from 'pg';
import { Stack, type StackOptions, type StackService } from '@site/dev-stack';
import { ADMIN } from './api-client';

export const repoRoot = join(__dirname, '..', '..');

/**
 * A stack of its own for one test file: its own databases (dropped afterwards) and its own
 * NATS subject namespace, so it never touches the demo data or another test's services.
 */
export async function startTestStack(options: Partial<StackOptions> = {}): Promise<Stack> {
  const id = `t${process.pid}${Date.now().toString(36)}`;
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
      identity: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...options.appEnv?.identity },
    },
  });
  await stack.start();
  return stack;
}

export async function stopTestStack(stack: Stack | undefined): Promise<void> {
  if (!stack) return;
  await stack.stop();
  await stack.dropDatabases();
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

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
