import { parseArgs } from 'node:util';
import { ConfigError } from '@site/service-kit';
import { backup } from './backup';
import { loadBackupConfig } from './config';
import { findBackup, restore } from './restore';

const USAGE = `usage:
  backup [--encrypt]               every service database (pg_dump -Fc) and the upload bucket into
                                   BACKUP_DIR/site-<UTC time>/ with manifest.json (folders 0700, files
                                   0600); every file is sealed with BACKUP_ENCRYPTION_KEY when it is
                                   set (--encrypt: refuse to run without it)
  restore <backup|latest> --yes    replaces every service database and the bucket's objects with the
                                   backup's (stop the apps first); --no-owner on a server without the
                                   original roles
reads PG_URL, DB_PREFIX, MINIO_ENDPOINT, MINIO_ACCESS_KEY, MINIO_SECRET_KEY, MINIO_BUCKET, MINIO_REGION,
BACKUP_DIR, BACKUP_KEEP, BACKUP_ENCRYPTION_KEY and PG_BIN_DIR. A backup holds secrets (TOTP secrets,
password hashes, signing keys): keep it encrypted or on storage only operators can read.
`;

/** Returns the exit code: 0 done, 1 refused or failed, 2 bad usage. */
export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        yes: { type: 'boolean' },
        'no-owner': { type: 'boolean' },
        encrypt: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [command, which, ...extra] = parsed.positionals;
  const valid = (command === 'backup' && !which) || (command === 'restore' && which);
  if (!valid || extra.length) {
    process.stderr.write(USAGE);
    return 2;
  }
  const log = (line: string) => process.stdout.write(`[${command}] ${line}\n`);
  try {
    const config = loadBackupConfig();
    if (command === 'backup') {
      // A configured key always seals: a scheduled backup cannot be left in plain text by a missing flag.
      const encrypt = Boolean(parsed.values.encrypt) || config.BACKUP_ENCRYPTION_KEY !== undefined;
      const folder = await backup(config, log, new Date(), { encrypt });
      log(`done: ${folder}`);
      return 0;
    }
    const folder = await findBackup(config, which);
    if (!parsed.values.yes) {
      process.stderr.write(
        `恢复会替换全部服务数据库和上传文件 (restore replaces every service database and the uploads) with ${folder}.\n` +
          `Stop the apps, then run again with --yes.\n`,
      );
      return 2;
    }
    await restore(config, folder, { noOwner: Boolean(parsed.values['no-owner']) }, log);
    log(`done: ${folder}`);
    return 0;
  } catch (error) {
    process.stderr.write(`[${command}] ${describe(error)}\n`);
    return 1;
  }
}

if (require.main === module) void main(process.argv.slice(2)).then((code) => process.exit(code));

function describe(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const { code, message } = error as { code?: string; message?: string };
  // 3D000: the service has never started against this server, so its database was never created.
  if (code === '3D000') return `数据库不存在，相应服务是否启动过？ (${message})`;
  if (code === 'ECONNREFUSED') return `无法连接 (connection refused): ${message}`;
  return message ?? String(error);
}
