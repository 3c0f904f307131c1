import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

/** A connection target without the password, which travels in PGPASSWORD instead of the command line. */
export interface PgTarget {
  /** URL of the database, password removed. */
  url: string;
  password: string;
  database: string;
}

export function pgTarget(serverUrl: string, database: string): PgTarget {
  const url = new URL(serverUrl.replace(/\/+$/, ''));
  const password = decodeURIComponent(url.password);
  url.password = '';
  url.pathname = `/${database}`;
  return { url: url.toString(), password, database };
}

export async function withClient<T>(target: PgTarget, run: (client: Client) => Promise<T>): Promise<T> {
  const url = new URL(target.url);
  url.password = encodeURIComponent(target.password);
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Exact row counts of every table outside the system schemas, as `schema.table`. */
export async function rowCounts(client: Client): Promise<Record<string, number>> {
  const tables = await client.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const result = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    counts[`${schema}.${name}`] = Number(result.rows[0].n);
  }
  return counts;
}

export async function serverVersion(client: Client): Promise<{ text: string; major: number }> {
  const result = await client.query<{ server_version: string; server_version_num: string }>(
    "SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS server_version_num",
  );
  const row = result.rows[0];
  return { text: row.server_version.split(' ')[0], major: Math.floor(Number(row.server_version_num) / 10000) };
}

/** Sessions on the database other than ours: a restore must not pull it from under running apps. */
export async function otherConnections(client: Client, database: string): Promise<string[]> {
  const result = await client.query<{ who: string }>(
    `SELECT coalesce(nullif(application_name, ''), client_addr::text, 'local') AS who
     FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [database],
  );
  return result.rows.map((row) => row.who);
}

export class PgTools {
  constructor(private readonly binDir?: string) {}

  private path(tool: 'pg_dump' | 'pg_restore'): string {
    return this.binDir ? join(this.binDir, tool) : tool;
  }

  /** The major version of the client tool; pg_dump cannot dump a newer server. */
  async major(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
    const output = await this.run(tool, ['--version'], '');
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
    if (!match) throw new Error(`${tool} --version printed "${output.trim()}"`);
    return Number(match[1]);
  }

  /** Custom-format dump of the database as of the exported snapshot. */
  async dump(target: PgTarget, file: string, snapshot: string): Promise<void> {
    await this.run(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, target.url],
      target.password,
    );
  }

  async restore(target: PgTarget, file: string, options: { noOwner: boolean }): Promise<void> {
    const flags = options.noOwner ? ['--no-owner', '--no-privileges'] : [];
    await this.run(
      'pg_restore',
      ['--exit-on-error', '--single-transaction', ...flags, `--dbname=${target.url}`, file],
      target.password,
    );
  }

  private run(tool: 'pg_dump' | 'pg_restore', args: string[], password: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.path(tool), args, {
        env: { ...process.env, PGPASSWORD: password, PGCONNECT_TIMEOUT: '10' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error(`${tool} 未找到：请安装 PostgreSQL 客户端，或设置 PG_BIN_DIR (${tool} not found)`)
            : error,
        ),
      );
      child.on('exit', (code) =>
        code === 0 ? resolve(output) : reject(new Error(`${tool} failed (exit ${code}): ${output.trim()}`)),
      );
    });
  }
}

export { quoteIdent };
