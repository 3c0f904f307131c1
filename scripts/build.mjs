// Builds what is missing or stale: the server code (tsc -b is incremental) and the SPA.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function webIsStale() {
  // What the three builds write (React app, public pages, server entry); one missing means a build did not finish.
  const outputs = ['index.html', 'public-page.html', 'server/entry-server.cjs'].map((p) =>
    join(root, 'web', 'dist', p),
  );
  if (!outputs.every((file) => existsSync(file))) return true;
  const inputs = [
    'web/src',
    'web/index.html',
    'web/vite.config.ts',
    'web/public',
    'libs/contracts/src',
    'web/package.json',
  ];
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...inputs.map((p) => newestMtime(join(root, p)))) > builtAt;
}

/** The apps (the gateway and each service workspace): each builds into one bundle (libs/service-kit/bin). */
export const APPS = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (path) => path === 'gateway' || path.startsWith('services/'),
);
const lockfile = join(root, 'node_modules', '.package-lock.json');

/** Newest change to what an app's bundle holds: its compiled code, the libs' and the installed packages. */
function newestBundleInput(app) {
  const own = readdirSync(join(root, app, 'dist'))
    .filter((name) => !name.startsWith('main.bundle') && name !== 'boot.cjs')
    .map((name) => newestMtime(join(root, app, 'dist', name)));
  const shared = ['libs/contracts/dist', 'libs/service-kit/dist', 'libs/service-kit/bin', 'libs/demo/dist'];
  return Math.max(...own, ...shared.map((p) => newestMtime(join(root, p))), newestMtime(lockfile));
}

export function build({ force = false } = {}) {
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  console.log('[build] server code (tsc -b)');
  run(tsc, ['-b', 'tsconfig.build.json']);
  const stale = APPS.filter(
    (app) => force || newestMtime(join(root, app, 'dist', 'boot.cjs')) < newestBundleInput(app),
  );
  if (stale.length) {
    console.log(`[build] bundles: ${stale.join(', ')}`);
    run('node', ['libs/service-kit/bin/bundle-app.mjs', ...stale]);
  }
  if (force || webIsStale()) {
    console.log('[build] web app (vite build)');
    run('npm', ['run', 'build', '-w', '@site/web']);
  } else {
    console.log('[build] web app is up to date');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build({ force: process.argv.includes('--force') });
