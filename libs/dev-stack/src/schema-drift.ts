import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';

type SchemaOptions = Pick<DataSourceOptions, 'entities' | 'migrations'>;

/**
 * Migrates a fresh database with the service's migrations, then asks TypeORM what it would change to
 * match the entities: the statements it answers are the drift (none when entities and migrations agree).
 */
export async function schemaDrift(
  service: string,
  schema: SchemaOptions,
  pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
): Promise<string[]> {
  const name = `drift_${service}_${randomUUID().slice(0, 8)}`;
  const admin = new Client({ connectionString: `${pgUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const dataSource = new DataSource({ type: 'postgres', url: `${pgUrl}/${name}`, ...schema });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
      const sql = await dataSource.driver.createSchemaBuilder().log();
      return sql.upQueries.map((q) => q.query);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
