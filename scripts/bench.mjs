// `npm run bench -- <name>`: builds, then runs bench/dist/<name>.js.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, root } from './build.mjs';

const name = process.argv[2];
const file = name && join(root, 'bench', 'dist', `${name}.js`);
build();
if (!file || !existsSync(file)) {
  console.error(
    `usage: npm run bench -- <name>   (available: hop, catalog, pages, lighthouse, analytics, rss, login-flood, images, media, soak, publishing)`,
  );
  process.exit(2);
}
const result = spawnSync(process.execPath, [file, ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
