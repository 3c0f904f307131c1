// `npm run bench -- hop`: GET /api/settings from the gateway's read cache, and through gateway -> NATS ->
// identity -> PostgreSQL with the cache off, each against a single Fastify process answering the
// same query straight from pg.
import { SETTINGS_DEFAULTS, toPublicSettings } from '@site/contracts';
import { freePort } from '@site/dev-stack';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { benchStack, load, stopBenchStack } from './bench-stack';
import { measure, printComparison } from './measure';

async function startBaseline(databaseUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get('/api/settings', async () => {
    const { rows } = await pool.query<{ tab: string; values: Record<string, unknown> }>(
      "SELECT tab, values FROM settings WHERE tab IN ('general', 'system', 'product')",
    );
    const stored = new Map(rows.map((r) => [r.tab, r.values]));
    return toPublicSettings(
      { ...SETTINGS_DEFAULTS.general, ...stored.get('general') },
      { ...SETTINGS_DEFAULTS.system, ...stored.get('system') },
      { ...SETTINGS_DEFAULTS.product, ...stored.get('product') },
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
  const stack = benchStack(true);
  console.log(`hop benchmark: ${load.connections} connections, ${load.seconds} s per run`);
  await stack.start();
  const baseline = await startBaseline(stack.databaseUrl('identity'));
  // The same services behind a second gateway with its read cache off: every read crosses NATS.
  const uncached = await stack.startGatewayReplica({ CACHE_ENABLED: 'false' });
  try {
    const cached = await measure('cached (gateway memory)', `${stack.url}/api/settings`, load);
    const full = await measure('uncached (gateway -> NATS -> identity -> pg)', `${uncached.url}/api/settings`, load);
    const direct = await measure('baseline (one Fastify + pg process)', baseline.url, load);
    printComparison('GET /api/settings, cached', cached, direct, 'cached');
    printComparison('GET /api/settings, uncached', full, direct, 'uncached');
  } finally {
    await uncached.stop();
    await baseline.close();
    await stopBenchStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
