// `npm run admin -- reset-password <username>` / `npm run admin -- unlock <username>`:
// builds the identity service if needed and runs its admin command against the local database
// (DATABASE_URL, or PG_URL and DB_PREFIX as `npm start` uses them).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './build.mjs';

const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'services/identity'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const env = { ...process.env };
const server = (env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
env.DATABASE_URL ??= `${server}/${env.DB_PREFIX ?? ''}identity`;
const result = spawnSync(process.execPath, ['dist/admin.js', ...process.argv.slice(2)], {
  cwd: join(root, 'services', 'identity'),
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
