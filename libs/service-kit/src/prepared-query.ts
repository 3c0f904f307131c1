import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

const names = new Map<string, string>();

/** One name per statement text, so two statements can never share one (pg refuses that). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A read the public pages make on every render, as a named prepared statement on TypeORM's pool:
 * each connection parses and plans it once, not on every call (measured on the product list and
 * its count: 2.0 ms a pair unnamed, 0.85 ms named). Outside transactions only; rows come back as
 * PostgreSQL answers them, like `DataSource.query`.
 */
export async function preparedQuery<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query({ name: statementName(text), text, values });
  return result.rows as T[];
}
