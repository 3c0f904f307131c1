import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
// From source, not `@site/dev-stack`: jest's global setup and teardown load this without its
// module mapping, where the package would resolve to a build (dist/) that may not exist.
import { SERVICES, type StackService } from '../../libs/dev-stack/src/services';

export type DatabaseTemplates = Record<StackService, string>;

const PG_URL = 'postgres://postgres@127.0.0.1:5432';

/**
 * A service's migrations as the given build runs them: `dist` (the processes integration tests start)
 * or `src` (in-process medium tests). A compiled file whose source is gone is left out: tsc does not
 * delete what it built before.
 */
function migrationFiles(root: string, service: StackService, from: 'dist' | 'src'): string[] {
  const source = join(root, 'services', service, 'src', 'migrations');
  const names = readdirSync(source)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.includes('.spec.'))
    .map((name) => name.slice(0, -3))
    .sort();
  const dir = join(root, 'services', service, from, 'migrations');
  const ext = from === 'dist' ? '.js' : '.ts';
  return names.map((name) => join(dir, name + ext)).filter((file) => existsSync(file));
}

async function onServer<T>(pgUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: `${pgUrl}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds one template database: migrated under a scratch name, then renamed, so no one sees it half done. */
async function buildTemplate(pgUrl: string, name: string, files: string[]): Promise<void> {
  await onServer(pgUrl, async (client) => {
    // Another test run (another worktree on the same server) may be building the same template.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const scratch = `${name}_b${process.pid}`;
      await client.query(`DROP DATABASE IF EXISTS "${scratch}"`);
      await client.query(`CREATE DATABASE "${scratch}"`);
      const migrations = files.flatMap((file) =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        Object.values(require(file) as Record<string, unknown>).filter((value) => typeof value === 'function'),
      );
      const dataSource = new DataSource({
        type: 'postgres',
        url: `${pgUrl}/${scratch}`,
        migrations,
      });
      await dataSource.initialize();
      try {
        await dataSource.runMigrations({ transaction: 'each' });
      } finally {
        await dataSource.destroy();
      }
      await client.query(`ALTER DATABASE "${scratch}" RENAME TO "${name}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * The migrated template database of one service and set of migrations (named by their hash), so a
 * test's database is a copy that starts with nothing left to migrate. Built once, kept between runs.
 */
export async function ensureTemplate(
  root: string,
  service: StackService,
  from: 'dist' | 'src',
  pgUrl = PG_URL,
): Promise<string> {
  const files = migrationFiles(root, service, from);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.slice(file.lastIndexOf('/'))).update(readFileSync(file));
  const name = `tpl_${service}_${from}_${hash.digest('hex').slice(0, 16)}`;
  await buildTemplate(pgUrl, name, files);
  return name;
}

/** The templates of every service (see `ensureTemplate`). */
export async function ensureTemplates(root: string, from: 'dist' | 'src', pgUrl = PG_URL): Promise<DatabaseTemplates> {
  const names = await Promise.all(SERVICES.map((service) => ensureTemplate(root, service, from, pgUrl)));
  return Object.fromEntries(SERVICES.map((service, i) => [service, names[i]])) as DatabaseTemplates;
}

/** Creates a database as a copy of a template (the template must have no open connections). */
export async function createFromTemplate(database: string, template: string, pgUrl = PG_URL): Promise<void> {
  await onServer(pgUrl, (client) => client.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`));
}

/** Drops every database whose name starts with `prefix`. */
export async function dropDatabasesStartingWith(prefix: string, pgUrl = PG_URL): Promise<number> {
  if (!/^t[a-z0-9]{6,}$/.test(prefix)) throw new Error(`refusing to drop databases by the prefix "${prefix}"`);
  const names = await onServer(pgUrl, async (client) =>
    (
      await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        prefix,
      ])
    ).rows.map((row) => row.datname),
  );
  // A few connections at a time: concurrent drops share their checkpoints, and the server's
  // connection limit is shared with every other stack running.
  const queue = [...names];
  const failed: string[] = [];
  const worker = () =>
    onServer(pgUrl, async (client) => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        // One that cannot go now must not keep the others.
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error: Error) => {
          failed.push(`${name} (${error.message})`);
        });
      }
    });
  await Promise.all(Array.from({ length: Math.min(4, names.length) }, worker));
  if (failed.length) process.stderr.write(`\n[tests] databases left behind: ${failed.join(', ')}\n`);
  return names.length;
}
