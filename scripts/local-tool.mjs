// Runs one of the product's command-line tools against the local product, as `npm start` runs it:
// builds its projects, then starts it with MINIO_* from the environment or, when no MINIO_ENDPOINT is
// set, the local object store in DATA_DIR/s3. Exits with the tool's code.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './build.mjs';

/** `projects`: what `tsc -b` builds first; `entry`: the tool's built file, from the repo root. */
export async function runLocalTool({ projects, entry, env: extraEnv = {} }) {
  const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-b', ...projects, 'libs/dev-stack'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);

  const env = { ...process.env, ...extraEnv };
  let localS3;
  if (!env.MINIO_ENDPOINT) {
    const { startLocalS3 } = createRequire(import.meta.url)('@site/dev-stack');
    localS3 = await startLocalS3(join(env.DATA_DIR ?? join(root, '.data'), 's3'));
    Object.assign(env, {
      MINIO_ENDPOINT: localS3.endpoint,
      MINIO_ACCESS_KEY: localS3.accessKey,
      MINIO_SECRET_KEY: localS3.secretKey,
    });
  }
  const child = spawn(process.execPath, [join(root, entry), ...process.argv.slice(2)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  await localS3?.stop();
  process.exit(code);
}
