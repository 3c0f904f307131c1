// `npm start`: build if needed, then run the whole product on one port (Ctrl-C stops it all).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, root } from './build.mjs';

build();
const require = createRequire(import.meta.url);
const { Stack, describeCaught, startMailCatcher, useMailCatcher } = require('@site/dev-stack');

const env = process.env;
const minio = env.MINIO_ENDPOINT
  ? { endpoint: env.MINIO_ENDPOINT, accessKey: env.MINIO_ACCESS_KEY ?? '', secretKey: env.MINIO_SECRET_KEY ?? '' }
  : undefined;
// Every mail of the product lands in .dev-mail/ and on this console, never in a real mailbox
// (MAIL_CATCHER=off keeps the saved SMTP settings instead).
const catcher =
  (env.MAIL_CATCHER ?? 'on') === 'off'
    ? null
    : await startMailCatcher({
        dir: join(root, '.dev-mail'),
        onMail: (mail) => console.log(`[mail] ${describeCaught(mail, root).replace(/\n/g, '\n[mail] ')}`),
      });
// The catcher is on 127.0.0.1, which the outgoing-request guard refuses unless allowed.
const smtpAllowed = catcher ? { SMTP_ALLOW_HOSTS: '127.0.0.1' } : undefined;
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
  appEnv: smtpAllowed && { identity: smtpAllowed, contact: smtpAllowed },
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[start] ${signal}: stopping the gateway and services...`);
  await stack.stop();
  await catcher?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await stack.start();
  const site = stack.url.replace('127.0.0.1', 'localhost');
  if (catcher) {
    const changed = await useMailCatcher(stack, catcher.port, site).catch((error) => [`未能设置：${error.message}`]);
    console.log(
      `[mail] 本地 SMTP 收信：127.0.0.1:${catcher.port}，邮件保存在 .dev-mail/ 并显示在这里${changed.length ? `（${changed.join('；')}）` : ''}`,
    );
  }
  console.log(
    `\n[start] ready: ${stack.url.replace('127.0.0.1', 'localhost')}  (API health: /api/health, docs: /api/docs)\n`,
  );
} catch (error) {
  console.error(`[start] ${error.message}`);
  await stack.stop();
  await catcher?.stop();
  process.exit(1);
}
