import type { ServiceName } from '@site/contracts';
import { Client } from 'pg';
import { DataSource, type MixedList } from 'typeorm';
import { ConfigError, env, loadConfig } from './config';
import { ensureDatabase, runMigrationsLocked } from './database';
import { z } from 'zod';

/* eslint-disable @typescript-eslint/no-unsafe-function-type */
interface Schema {
  entities: MixedList<Function | string>;
  migrations: MixedList<Function | string>;
}
/* eslint-enable @typescript-eslint/no-unsafe-function-type */

/** Each service's entities and migrations, registered by ServiceKitModule.forRoot when its module loads. */
const schemas = new Map<ServiceName, Schema>();
export function registerSchema(name: ServiceName, schema: Schema): void {
  schemas.set(name, schema);
}

const migrateConfigSchema = z.object({
  DATABASE_URL: env.url(['postgres', 'postgresql']),
  /**
   * A PostgreSQL user that may create roles and databases (the server's admin), read by this step
   * only: it creates the service's role (the user and password of DATABASE_URL) and its database,
   * owned by that role. Unset: the database is created as DATABASE_URL's user (`npm start`).
   */
  MIGRATE_ADMIN_URL: env.url(['postgres', 'postgresql']).optional(),
});

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Creates (or updates the password of) the service's role and its database owned by it. */
export async function ensureRoleAndDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const role = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
  for (const [what, value] of [
    ['user', role],
    ['database', database],
  ]) {
    if (!IDENTIFIER.test(value)) {
      throw new ConfigError(`DATABASE_URL: the ${what} "${value}" must be lower-case letters, digits or _`);
    }
  }
  const admin = new URL(adminUrl);
  if (decodeURIComponent(admin.username) === role) {
    throw new ConfigError('DATABASE_URL must name the service’s own role, not the admin user of MIGRATE_ADMIN_URL');
  }
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const literal = (await client.query<{ q: string }>('SELECT quote_literal($1) AS q', [password])).rows[0].q;
    const login = password ? `LOGIN PASSWORD ${literal}` : 'LOGIN';
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    // Only what it owns: no superuser, no CREATEDB, no CREATEROLE.
    await client.query(
      `${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE "${role}" ${login} NOSUPERUSER NOCREATEDB NOCREATEROLE`,
    );
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${database}" OWNER "${role}"`);
    else await client.query(`ALTER DATABASE "${database}" OWNER TO "${role}"`);
    // No other role (but admins) may connect to it.
    await client.query(`REVOKE ALL ON DATABASE "${database}" FROM PUBLIC`);
  } finally {
    await client.end();
  }
  // A database made before the role owned it: hand over what is in it.
  const owned = new URL(adminUrl);
  owned.pathname = `/${database}`;
  const inside = new Client({ connectionString: owned.toString() });
  await inside.connect();
  try {
    await inside.query(`ALTER SCHEMA public OWNER TO "${role}"`);
    const tables = await inside.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
    );
    for (const { name } of tables.rows) await inside.query(`ALTER TABLE public.${name} OWNER TO "${role}"`);
    const sequences = await inside.query<{ name: string }>(
      "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'",
    );
    for (const { name } of sequences.rows) await inside.query(`ALTER SEQUENCE public.${name} OWNER TO "${role}"`);
  } finally {
    await inside.end();
  }
}

/**
 * `node dist/boot.cjs migrate`: the service's migration step, run before its release starts (compose
 * one-shot service, k8s Job). Creates the role and database when MIGRATE_ADMIN_URL is given, runs the
 * pending migrations as the service's own role, and exits.
 */
export async function runMigrateStep(name: ServiceName): Promise<void> {
  const config = loadConfig(migrateConfigSchema);
  const schema = schemas.get(name);
  if (!schema) throw new Error(`${name}: no schema registered (ServiceKitModule.forRoot was not loaded)`);
  if (config.MIGRATE_ADMIN_URL) await ensureRoleAndDatabase(config.MIGRATE_ADMIN_URL, config.DATABASE_URL);
  else await ensureDatabase(config.DATABASE_URL);
  const dataSource = await new DataSource({
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: schema.entities,
    migrations: schema.migrations,
  }).initialize();
  try {
    const pending = await dataSource.showMigrations();
    await runMigrationsLocked(dataSource, name);
    process.stdout.write(`[${name}] migrate: ${pending ? 'migrations applied' : 'schema already current'}\n`);
  } finally {
    await dataSource.destroy();
  }
}

/** Migrations of this release not yet recorded in the database; reads only (TypeORM's check creates its table). */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const [{ table }] = await dataSource.query<{ table: string | null }[]>(
    "SELECT to_regclass('public.migrations')::text AS table",
  );
  const applied = new Set(
    table ? (await dataSource.query<{ name: string }[]>('SELECT name FROM migrations')).map((row) => row.name) : [],
  );
  return dataSource.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !applied.has(name));
}

/**
 * Production start (MIGRATIONS=check): never runs DDL. Waits, up to `waitSeconds`, for the migration
 * step to bring the schema to this release's version, then fails with a message saying what to run.
 */
export async function waitForSchema(dataSource: DataSource, name: ServiceName, waitSeconds: number): Promise<void> {
  const deadline = Date.now() + waitSeconds * 1000;
  let warned = false;
  for (;;) {
    const pending = await pendingMigrations(dataSource).catch(() => ['(database unreadable)']);
    if (!pending.length) return;
    if (Date.now() >= deadline) {
      throw new ConfigError(
        `the ${name} database is not at this release's schema version (migrations pending). Run the migration step ` +
          `first: \`docker compose up ${name}-migrate\`, or the k8s Job "migrate" (docs/deploy.md, "Migrations").`,
      );
    }
    if (!warned) process.stderr.write(`[${name}] waiting for the migration step (migrations pending)\n`);
    warned = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
