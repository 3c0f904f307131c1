import { join } from 'node:path';
import { Stack, type StackOptions } from '@site/dev-stack';
import type { LoadOptions } from './measure';

export const repoRoot = join(__dirname, '..', '..');

/** BENCH_CONNECTIONS and BENCH_SECONDS override the defaults every benchmark uses. */
export const load: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};

/** A stack of the benchmark's own (databases and NATS namespace), dropped by `stopBenchStack`. */
export function benchStack(seedDemo: boolean, appEnv: StackOptions['appEnv'] = {}): Stack {
  const id = `bench${Date.now().toString(36)}`;
  return new Stack({
    root: repoRoot,
    dbPrefix: `${id}_`,
    natsPrefix: `${id}.`,
    seedDemo,
    dataDir: join(repoRoot, '.data', 'bench'),
    logs: { dir: join(repoRoot, '.data', 'bench-logs', id) },
    // As deployed: replies are not checked against their contracts.
    env: { LOG_LEVEL: 'warn', RPC_CHECK_REPLIES: 'false' },
    appEnv,
  });
}

export async function stopBenchStack(stack: Stack): Promise<void> {
  await stack.stop();
  await stack.dropDatabases();
}

/** The first admin of a bench stack, for the routes that need a session. */
export const BENCH_ADMIN = { username: 'admin', password: 'Bench-Admin-2026' };

/** Signs BENCH_ADMIN in; answers the session cookie for the routes that need one. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (res.status !== 200 || !sid) throw new Error(`sign-in answered ${res.status}`);
  return `sid=${sid}`;
}
