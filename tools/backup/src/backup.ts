import { access, chmod, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@site/contracts';
import { downloadObject, eachLimited, fileSha256, listKeys, objectClient, objectsFolder } from './bucket';
import type { BackupConfig } from './config';
import { ENCRYPTION_SCHEME, encryptFile, filesUnder, keyId, parseKey } from './encryption';
import { backupName, type DatabaseEntry, listBackups, type Manifest, MANIFEST_FILE } from './manifest';
import { PgTools, pgTarget, rowCounts, serverVersion, withClient } from './postgres';

export type Log = (line: string) => void;

/**
 * Dumps every service database (custom format, each from one snapshot whose row counts go into the
 * manifest) and copies every object of the upload bucket, into one new folder named by the time.
 * The folder only gets its final name once everything is in it.
 */
export async function backup(
  config: BackupConfig,
  log: Log,
  at = new Date(),
  options: { encrypt?: boolean } = {},
): Promise<string> {
  // A backup holds TOTP secrets, password hashes and signing keys: only its owner may read it. The
  // umask covers every file written, pg_dump's too (a child inherits it); the modes are set again below.
  process.umask(0o077);
  const key = options.encrypt ? parseKey(config.BACKUP_ENCRYPTION_KEY) : null;
  const tools = new PgTools(config.PG_BIN_DIR);
  const dumpMajor = await tools.major('pg_dump');
  const name = backupName(at);
  const folder = join(config.BACKUP_DIR, name);
  const partial = join(config.BACKUP_DIR, `.partial-${name}`);
  if (await exists(folder)) throw new Error(`备份已存在 (already exists): ${folder}`);
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const databases: DatabaseEntry[] = [];
    for (const service of SERVICE_NAMES) {
      const target = pgTarget(config.PG_URL, `${config.DB_PREFIX}${service}`);
      const file = `${service}.dump`;
      const entry = await withClient(target, async (client) => {
        const version = await serverVersion(client);
        if (dumpMajor < version.major)
          throw new Error(
            `pg_dump ${dumpMajor} 不能备份 PostgreSQL ${version.major}：请使用 ${version.major} 或更新的客户端 (set PG_BIN_DIR)`,
          );
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        try {
          const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id;
          const tables = await rowCounts(client);
          await tools.dump(target, join(partial, file), snapshot);
          return { serverVersion: version.text, tables };
        } finally {
          await client.query('COMMIT');
        }
      });
      const path = join(partial, file);
      databases.push({
        service,
        database: target.database,
        file,
        bytes: (await stat(path)).size,
        sha256: await fileSha256(path),
        dumpMajor,
        ...entry,
      });
      const rows = Object.values(entry.tables).reduce((sum, n) => sum + n, 0);
      log(`${target.database}: ${Object.keys(entry.tables).length} tables, ${rows} rows`);
    }

    const client = objectClient(config);
    if (!(await client.bucketExists(config.MINIO_BUCKET)))
      throw new Error(`对象存储中没有桶 ${config.MINIO_BUCKET} (bucket not found)`);
    const keys = await listKeys(client, config.MINIO_BUCKET);
    const objects = await eachLimited(keys, 4, (key) =>
      downloadObject(client, config.MINIO_BUCKET, key, objectsFolder(partial)),
    );
    const bytes = objects.reduce((sum, object) => sum + object.size, 0);
    log(`bucket ${config.MINIO_BUCKET}: ${objects.length} objects, ${bytes} bytes`);

    const files = await filesUnder(partial);
    if (key) {
      for (const file of files) await encryptFile(join(partial, file), key);
      log(`encrypted ${files.length} files (${ENCRYPTION_SCHEME})`);
    }
    const manifest: Manifest = {
      format: 'site-backup/1',
      createdAt: at.toISOString(),
      ...(key ? { encryption: { scheme: ENCRYPTION_SCHEME, keyId: keyId(key) } } : {}),
      databases,
      bucket: { name: config.MINIO_BUCKET, count: objects.length, bytes, objects },
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
    await ownerOnly(partial);
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  if (config.BACKUP_KEEP > 0) await prune(config.BACKUP_DIR, config.BACKUP_KEEP, log);
  return folder;
}

/** Folders 0700, files 0600, whatever the umask was when a file was made. */
async function ownerOnly(folder: string): Promise<void> {
  await chmod(folder, 0o700);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
}

/** Deletes the oldest complete backups beyond the newest `keep`. */
async function prune(directory: string, keep: number, log: Log): Promise<void> {
  const all = await listBackups(directory);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) {
    await rm(join(directory, old), { recursive: true, force: true });
    log(`removed old backup ${old} (BACKUP_KEEP=${keep})`);
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
