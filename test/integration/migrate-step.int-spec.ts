import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { APP_ENTRY, freePort } from '@site/dev-stack';
import { Client } from 'pg';
import { repoRoot } from '../support/test-stack';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432';

/** Starts the catalog's dist/boot.cjs with this environment: its exit (code and output), and a stop. */
function startCatalog(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [APP_ENTRY, ...args], {
    cwd: join(repoRoot, 'services', 'catalog'),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return {
    done,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await done;
    },
  };
}
const runCatalog = (args: string[], env: Record<string, string>) => startCatalog(args, env).done;

async function admin<T extends Record<string, unknown>>(sql: string, database = 'postgres'): Promise<T[]> {
  const client = new Client({ connectionString: `${ADMIN_URL}/${database}` });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Migrations as their own step: `node dist/boot.cjs migrate` creates the service's role and database
 * with the admin credentials and migrates as that role; an app in `MIGRATIONS=check` mode runs no DDL.
 */
describe('the migration step (node dist/boot.cjs migrate)', () => {
  const id = `mig${process.pid}${Date.now().toString(36)}`;
  const role = `${id}_catalog`;
  const database = `${id}_catalog`;
  const empty = `${id}_empty`;
  const databaseUrl = `postgres://${role}:pw-${id}@127.0.0.1:5432/${database}`;

  afterAll(async () => {
    for (const name of [database, empty]) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS "${role}"`);
  });

  it('creates the role and its database, migrates as that role, and exits 0; again, changes nothing', async () => {
    const first = await runCatalog(['migrate'], { DATABASE_URL: databaseUrl, MIGRATE_ADMIN_URL: ADMIN_URL });
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain('migrations applied');
    const [roleRow] = await admin<{ rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean }>(
      `SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = '${role}'`,
    );
    expect(roleRow).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
    const [owner] = await admin<{ owner: string }>(
      `SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = '${database}'`,
    );
    expect(owner.owner).toBe(role);
    const tables = await admin<{ tablename: string; tableowner: string }>(
      "SELECT tablename, tableowner FROM pg_tables WHERE schemaname = 'public'",
      database,
    );
    expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining(['migrations', 'products']));
    expect(tables.every((t) => t.tableowner === role)).toBe(true);

    const again = await runCatalog(['migrate'], { DATABASE_URL: databaseUrl, MIGRATE_ADMIN_URL: ADMIN_URL });
    expect(again).toMatchObject({ code: 0 });
    expect(again.output).toContain('schema already current');
  });

  it('refuses to make the admin user the service’s role', async () => {
    const run = await runCatalog(['migrate'], {
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      MIGRATE_ADMIN_URL: ADMIN_URL,
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/own role, not the admin user/);
  });

  it('in check mode runs no DDL on a database behind its version, and exits saying what to run', async () => {
    await admin(`CREATE DATABASE "${empty}"`);
    const run = await runCatalog([], {
      DATABASE_URL: `${ADMIN_URL}/${empty}`,
      MIGRATIONS: 'check',
      MIGRATIONS_WAIT_SECONDS: '0',
      NATS_PREFIX: `${id}.`,
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/not at this release's schema version.*Run the migration step/s);
    expect(await admin("SELECT tablename FROM pg_tables WHERE schemaname = 'public'", empty)).toEqual([]);
  });

  it('in check mode starts on a migrated database, as the service’s own role', async () => {
    const port = await freePort();
    const run = startCatalog([], {
      DATABASE_URL: databaseUrl,
      MIGRATIONS: 'check',
      HEALTH_PORT: String(port),
      NATS_PREFIX: `${id}.`,
    });
    try {
      const deadline = Date.now() + 30_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    } finally {
      await run.stop();
    }
  });
});
