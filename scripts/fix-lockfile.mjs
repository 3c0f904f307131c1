// The registry mirror our machines use serves no darwin/win32/... builds of packages such as
// @swc/core, so `npm install` leaves those optional dependencies out of package-lock.json and
// `npm ci` then refuses the lockfile. An optional stub entry per missing package satisfies
// `npm ci`; it skips the stub like any optional package that does not fit or cannot be fetched.
// Runs as the root postinstall, so the lockfile stays right after every `npm install`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const path = join(dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
if (!existsSync(path)) process.exit(0);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages ?? {};

/** Node's lookup: the dependent's own node_modules, then each ancestor's. */
function isLocked(dependent, name) {
  let base = dependent;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (base === '') return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isLocked(key, name)) continue;
    packages[`node_modules/${name}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      dev: entry.dev || undefined,
      optional: true,
    };
    added++;
  }
}
if (added > 0) {
  const sorted = Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  lock.packages = Object.fromEntries(sorted);
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`fix-lockfile: added ${added} optional stub entries`);
}
