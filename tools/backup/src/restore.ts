import { access, copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { SERVICE_NAMES } from '@site/contracts';
import { eachLimited, fileSha256, listKeys, objectClient, objectPath, objectsFolder, uploadObject } from './bucket';
import type { Log } from './backup';
import type { BackupConfig } from './config';
import { decryptFile, filesUnder, keyId, parseKey } from './encryption';
import { listBackups, type Manifest, MANIFEST_FILE, readManifest } from './manifest';
import { otherConnections, PgTools, pgTarget, quoteIdent, rowCounts, serverVersion, withClient } from './postgres';

export interface RestoreOptions {
  /** Objects owned by (and granted to) whoever restores, for a server where the original roles do not exist. */
  noOwner: boolean;
}

/** `latest`, a backup's name in BACKUP_DIR, or a path. */
export async function findBackup(config: BackupConfig, which: string): Promise<string> {
  if (which === 'latest') {
    const newest = (await listBackups(config.BACKUP_DIR)).pop();
    if (!newest) throw new Error(`${config.BACKUP_DIR} 中没有备份 (no backup found)`);
    return join(config.BACKUP_DIR, newest);
  }
  if (isAbsolute(which)) return which;
  const inDirectory = join(config.BACKUP_DIR, which);
  return access(inDirectory).then(
    () => inDirectory,
    () => resolve(which),
  );
}

/**
 * Replaces every service database and the bucket's objects with the backup's. Everything is
 * checked first (checksums, client version, nobody connected to the databases); a refusal
 * changes nothing. Objects the backup does not have are removed, so uploads match the data again.
 */
export async function restore(config: BackupConfig, folder: string, options: RestoreOptions, log: Log) {
  const manifest = await readManifest(folder);
  if (!manifest.encryption) return restorePlain(config, folder, manifest, options, log);
  const key = parseKey(config.BACKUP_ENCRYPTION_KEY);
  if (keyId(key) !== manifest.encryption.keyId)
    throw new Error('BACKUP_ENCRYPTION_KEY 不是加密此备份的密钥 (not the key this backup was encrypted with)');
  // Decrypted beside nothing else, readable by us only, and removed whatever happens.
  process.umask(0o077);
  const plain = await mkdtemp(join(tmpdir(), 'site-restore-'));
  try {
    await copyFile(join(folder, MANIFEST_FILE), join(plain, MANIFEST_FILE));
    for (const file of await filesUnder(folder))
      if (file !== MANIFEST_FILE) await decryptFile(join(folder, file), join(plain, file), key);
    log(`decrypted into ${plain}`);
    await restorePlain(config, plain, manifest, options, log);
  } finally {
    await rm(plain, { recursive: true, force: true });
  }
}

async function restorePlain(
  config: BackupConfig,
  folder: string,
  manifest: Manifest,
  options: RestoreOptions,
  log: Log,
): Promise<void> {
  const unknown = manifest.databases.filter((entry) => !(SERVICE_NAMES as readonly string[]).includes(entry.service));
  if (unknown.length)
    throw new Error(`备份中有未知服务 (unknown service): ${unknown.map((e) => e.service).join(', ')}`);

  for (const entry of manifest.databases) {
    if ((await fileSha256(join(folder, entry.file))) !== entry.sha256)
      throw new Error(`校验和不符，备份已损坏 (checksum mismatch): ${entry.file}`);
  }
  for (const object of manifest.bucket.objects) {
    if ((await fileSha256(objectPath(objectsFolder(folder), object.key))) !== object.sha256)
      throw new Error(`校验和不符，备份已损坏 (checksum mismatch): objects/${object.key}`);
  }

  const tools = new PgTools(config.PG_BIN_DIR);
  const restoreMajor = await tools.major('pg_restore');
  const newestDump = Math.max(...manifest.databases.map((entry) => entry.dumpMajor));
  if (restoreMajor < newestDump)
    throw new Error(
      `pg_restore ${restoreMajor} 不能读取 pg_dump ${newestDump} 的备份 (set PG_BIN_DIR to a newer client)`,
    );

  const server = pgTarget(config.PG_URL, 'postgres');
  const targets = manifest.databases.map((entry) => ({
    entry,
    target: pgTarget(config.PG_URL, `${config.DB_PREFIX}${entry.service}`),
  }));
  await withClient(server, async (client) => {
    const busy: string[] = [];
    for (const { target } of targets) {
      const others = await otherConnections(client, target.database);
      if (others.length) busy.push(`${target.database} (${others.length}: ${[...new Set(others)].join(', ')})`);
    }
    if (busy.length)
      throw new Error(`数据库仍在使用中，请先停止所有应用再恢复 (stop the apps first): ${busy.join('; ')}`);
    const version = await serverVersion(client);
    log(`restoring ${manifest.createdAt} into PostgreSQL ${version.text}`);
  });
  const objects = objectClient(config);
  if (!(await objects.bucketExists(config.MINIO_BUCKET)))
    await objects.makeBucket(config.MINIO_BUCKET, config.MINIO_REGION);

  for (const { entry, target } of targets) {
    await withClient(server, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(target.database)}`);
      await client.query(`CREATE DATABASE ${quoteIdent(target.database)}`);
    });
    await tools.restore(target, join(folder, entry.file), options);
    log(`${target.database}: restored`);
  }

  await eachLimited(manifest.bucket.objects, 4, (object) =>
    uploadObject(objects, config.MINIO_BUCKET, object, objectsFolder(folder)),
  );
  const wanted = new Set(manifest.bucket.objects.map((object) => object.key));
  const extra = (await listKeys(objects, config.MINIO_BUCKET)).filter((key) => !wanted.has(key));
  await eachLimited(extra, 4, (key) => objects.removeObject(config.MINIO_BUCKET, key));
  log(`bucket ${config.MINIO_BUCKET}: ${wanted.size} objects restored, ${extra.length} not in the backup removed`);

  await verify(config, manifest, targets, log);
}

/** Reads back what was restored: every table's rows and every object's presence and size. */
async function verify(
  config: BackupConfig,
  manifest: Manifest,
  targets: { entry: Manifest['databases'][number]; target: ReturnType<typeof pgTarget> }[],
  log: Log,
): Promise<void> {
  const problems: string[] = [];
  for (const { entry, target } of targets) {
    const counts = await withClient(target, rowCounts);
    for (const [table, rows] of Object.entries(entry.tables)) {
      if (counts[table] !== rows) problems.push(`${target.database}.${table}: ${counts[table]} rows, expected ${rows}`);
    }
  }
  const client = objectClient(config);
  const sizes = new Map<string, number>();
  for await (const item of client.listObjectsV2(config.MINIO_BUCKET, '', true) as AsyncIterable<{
    name?: string;
    size?: number;
  }>) {
    if (item.name) sizes.set(item.name, item.size ?? -1);
  }
  for (const object of manifest.bucket.objects) {
    if (sizes.get(object.key) !== object.size) problems.push(`object ${object.key}: missing or wrong size`);
  }
  if (problems.length) throw new Error(`恢复后的校验失败 (verification failed):\n  ${problems.join('\n  ')}`);
  log('verified: every table has its row count and every object is back');
}
