// `npm run migration:generate -- <service> <Name>`: builds the service, migrates a scratch database
// with its migrations, and has the TypeORM CLI write services/<service>/src/migrations/<time>-<Name>.ts
// with the statements that bring that schema to what the entities declare. Review the file: the service
// runs every file in that folder (`migrationsIn`), in timestamp order.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './build.mjs';

const [service, name] = process.argv.slice(2);
const services = readdirSync(join(root, 'services'));
if (!services.includes(service) || !/^[A-Za-z][A-Za-z0-9]*$/.test(name ?? '')) {
  console.error(`usage: npm run migration:generate -- <${services.join('|')}> <Name in PascalCase>`);
  process.exit(2);
}

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
};

if (run(join(root, 'node_modules', '.bin', 'tsc'), ['-b', `services/${service}`]) !== 0) process.exit(1);

const server = (process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const scratch = `migration_${service}_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE "${scratch}"`);
let status = 1;
try {
  const env = { ...process.env, DATABASE_URL: `${server}/${scratch}` };
  const cli = join(root, 'node_modules', 'typeorm', 'cli.js');
  const dataSource = `services/${service}/dist/data-source.js`;
  status = run(process.execPath, [cli, 'migration:run', '-d', dataSource], env);
  if (status === 0) {
    const out = `services/${service}/src/migrations/${name}`;
    status = run(process.execPath, [cli, 'migration:generate', '-d', dataSource, '--pretty', out], env);
    if (status === 0)
      run(join(root, 'node_modules', '.bin', 'prettier'), ['--write', `services/${service}/src/migrations`]);
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  await admin.end();
}
process.exit(status);
