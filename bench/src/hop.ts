// `npm run bench -- hop`: GET /api/settings through browser-facing gateway -> NATS -> identity ->
// PostgreSQL, against a single Fastify process answering the same query straight from pg.
import { join } from 'node:path';
import { SETTINGS_DEFAULTS, toPublicSettings } from '@site/contracts';
import { freePort, Stack } from '@site/dev-stack';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { measure, printComparison } from './measure';

const root = join(__dirname, '..', '..');
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};

async function startBaseline(databaseUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get('/api/settings', async () => {
    const { rows } = await pool.query<{ tab: string; values: Record<string, unknown> }>(
      "SELECT tab, values FROM settings WHERE tab IN ('general', 'system')",
    );
    const stored = new Map(rows.map((r) => [r.tab, r.values]));
    return toPublicSettings(
      { ...SETTINGS_DEFAULTS.general, ...stored.get('general') },
      { ...SETTINGS_DEFAULTS.system, ...stored.get('system') },
    );
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/api/settings`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

async function main(): Promise<void> {
  const id = `bench${Date.now().toString(36)}`;
  const stack = new Stack({
    root,
    dbPrefix: `${id}_`,
    natsPrefix: `${id}.`,
    seedDemo: true,
    dataDir: join(root, '.data', 'bench'),
    logs: { dir: join(root, '.data', 'bench-logs', id) },
    env: { LOG_LEVEL: 'warn' },
  });
  console.log(`hop benchmark: ${load.connections} connections, ${load.seconds} s per run`);
  await stack.start();
  const baseline = await startBaseline(stack.databaseUrl('identity'));
  try {
    const full = await measure('full path (gateway -> NATS -> identity -> pg)', `${stack.url}/api/settings`, load);
    const direct = await measure('baseline (one Fastify + pg process)', baseline.url, load);
    printComparison('GET /api/settings', full, direct);
  } finally {
    await baseline.close();
    await stack.stop();
    await stack.dropDatabases();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
