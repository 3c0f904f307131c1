import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';

const MIGRATION_FILE = /^\d+-[\w-]+\.(js|ts)$/;

/**
 * The migration classes in a service's migrations folder, in file-name order (which starts with their
 * timestamp): a generated and reviewed migration runs without being listed by hand. The build holds
 * only .js files there and the sources only .ts, so one pattern serves `node dist` and jest alike.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function migrationsIn(dir: string): Function[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .flatMap((name) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      Object.values(require(join(dir, name)) as Record<string, unknown>).filter(
        // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
        (value): value is Function => typeof value === 'function',
      ),
    );
}

/** Creates the service's own database when it is missing (first start, or a fresh test stack). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`DATABASE_URL: database name "${name}" must be letters, digits or _`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    await client.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
      // Another replica created it first.
      if (error.code !== '42P04' && error.code !== '23505') throw error;
    });
  } finally {
    await client.end();
  }
}

/** Runs pending migrations under an advisory lock, so replicas starting together migrate once. */
export async function runMigrationsLocked(dataSource: DataSource, lockName: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${lockName}`]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${lockName}`]);
    }
  } finally {
    await runner.release();
  }
}

/** PostgreSQL refused a row because another holds the same unique value (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
/** PostgreSQL refused a change that would break a foreign key (SQLSTATE 23503). */
export const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';
