// `npm run bench -- hop`: GET /api/settings, in Chinese and in English (?locale=en), from the gateway's read
// cache, and through gateway -> NATS -> identity -> PostgreSQL with the cache off, each against a single
// Fastify process answering the same query straight from pg.
import { isLocale, SETTINGS_DEFAULTS, toPublicSettings } from '@site/contracts';
import { freePort } from '@site/dev-stack';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { benchStack, load, stopBenchStack } from './bench-stack';
import { measure, printComparison } from './measure';

async function startBaseline(databaseUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get<{ Querystring: { locale?: string } }>('/api/settings', async (request) => {
    const { rows } = await pool.query<{ tab: string; values: Record<string, unknown> }>(
      "SELECT tab, values FROM settings WHERE tab IN ('general', 'system', 'product')",
    );
    const stored = new Map(rows.map((r) => [r.tab, r.values]));
    return toPublicSettings(
      { ...SETTINGS_DEFAULTS.general, ...stored.get('general') },
      { ...SETTINGS_DEFAULTS.system, ...stored.get('system') },
      { ...SETTINGS_DEFAULTS.product, ...stored.get('product') },
      isLocale(request.query.locale) ? request.query.locale : undefined,
    );
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
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
    for (const path of ['/api/settings', '/api/settings?locale=en']) {
      console.log(`\n${path}`);
      const cached = await measure('cached (gateway memory)', `${stack.url}${path}`, load);
      const full = await measure('uncached (gateway -> NATS -> identity -> pg)', `${uncached.url}${path}`, load);
      const direct = await measure('baseline (one Fastify + pg process)', `${baseline.url}${path}`, load);
      printComparison(`GET ${path}, cached`, cached, direct, 'cached');
      printComparison(`GET ${path}, uncached`, full, direct, 'uncached');
    }
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
