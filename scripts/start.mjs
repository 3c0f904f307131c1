// `npm start`: build if needed, then run the whole product on one port (Ctrl-C stops it all).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, root } from './build.mjs';

build();
const require = createRequire(import.meta.url);
const { Stack } = require('@site/dev-stack');

const env = process.env;
const minio = env.MINIO_ENDPOINT
  ? { endpoint: env.MINIO_ENDPOINT, accessKey: env.MINIO_ACCESS_KEY ?? '', secretKey: env.MINIO_SECRET_KEY ?? '' }
  : undefined;
const stack = new Stack({
  root,
  port: Number(env.PORT ?? 8080),
  dbPrefix: env.DB_PREFIX ?? '',
  natsPrefix: env.NATS_PREFIX ?? '',
  pgUrl: env.PG_URL,
  natsUrl: env.NATS_URL,
  minio,
  dataDir: env.DATA_DIR ?? join(root, '.data'),
  seedDemo: (env.SEED_DEMO ?? 'true') === 'true',
  logs: 'inherit',
  // A service that dies is said so and started again, with backoff; Ctrl-C still stops everything.
  restart: true,
  env: { LOG_LEVEL: env.LOG_LEVEL ?? 'info' },
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[start] ${signal}: stopping the gateway and services...`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await stack.start();
  console.log(
    `\n[start] ready: ${stack.url.replace('127.0.0.1', 'localhost')}  (API health: /api/health, docs: /api/docs)\n`,
  );
} catch (error) {
  console.error(`[start] ${error.message}`);
  await stack.stop();
  process.exit(1);
}
