// Bundles each app's compiled entry (dist/main.js) and what it imports into dist/main.bundle.cjs, and puts the
// loader (boot.cjs) beside it. Loading one file instead of about two thousand takes a quarter less time, and
// lets V8 keep one code cache for all of it (see boot.cjs). Run after `tsc -b`, with the apps' folders as
// arguments (the current folder when none).
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

// Packages that find their own files by path at run time (native addons, static assets, worker scripts), or are
// optional and not installed, stay outside the bundle and load from node_modules.
const EXTERNAL = [
  'sharp',
  'swagger-ui-dist',
  'pino',
  'thread-stream',
  'pino-pretty',
  'pg-native',
  'pg-query-stream',
  'class-transformer',
  'class-validator',
  '@nestjs/websockets',
  '@nestjs/platform-express',
  '@fastify/view',
  '@grpc/grpc-js',
  '@grpc/proto-loader',
  'kafkajs',
  'mqtt',
  'amqplib',
  'amqp-connection-manager',
  'ioredis',
];
const external = (id) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));
const boot = join(dirname(fileURLToPath(import.meta.url)), 'boot.cjs');

export async function bundleApp(appDir) {
  const dist = join(resolve(appDir), 'dist');
  await build({
    input: join(dist, 'main.js'),
    platform: 'node',
    external,
    logLevel: 'silent',
    // As require(): a script compiled by boot.cjs cannot import() without an experimental Node.js API.
    output: { format: 'cjs', file: join(dist, 'main.bundle.cjs'), codeSplitting: false, dynamicImportInCjs: false },
  });
  // A cache made for the previous bundle is of no use.
  for (const name of readdirSync(dist)) if (name.endsWith('.cache')) rmSync(join(dist, name), { force: true });
  copyFileSync(boot, join(dist, 'boot.cjs'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const apps = process.argv.slice(2);
  await Promise.all((apps.length ? apps : ['.']).map(bundleApp));
}
