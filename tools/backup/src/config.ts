import { env, loadConfig } from '@site/service-kit';
import { z } from 'zod';

/** What backup and restore read; the same names the apps and `npm start` use. */
export const backupConfigSchema = z.object({
  /** The PostgreSQL server (no database): each service's database is `<DB_PREFIX><service>` on it. */
  PG_URL: env.url(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432'),
  DB_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_]*$/, { message: 'must be letters, digits or _' })
    .default(''),
  MINIO_ENDPOINT: env.url(['http', 'https']),
  MINIO_ACCESS_KEY: z.string().min(1),
  MINIO_SECRET_KEY: z.string().min(1),
  MINIO_BUCKET: env.bucketName.default('uploads'),
  MINIO_REGION: z.string().min(1).default('us-east-1'),
  /** Where backups are written, one timestamped folder each. */
  BACKUP_DIR: z.string().min(1).default('backups'),
  /** After a backup, keep only this many newest backups in BACKUP_DIR; 0 keeps all. */
  BACKUP_KEEP: env.int(0, 10000).default(0),
  /**
   * 32 bytes, base64 (`openssl rand -base64 32`): once set, every backup is sealed with it (as with
   * `backup --encrypt`), and restore needs it for an encrypted backup. Empty is unset (compose passes
   * it through). Keep it apart from the backups (a password manager, a secret store).
   */
  BACKUP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((key) => key || undefined),
  /** Folder of pg_dump and pg_restore when they are not on the PATH (e.g. /usr/lib/postgresql/16/bin). */
  PG_BIN_DIR: z.string().optional(),
});
export type BackupConfig = z.infer<typeof backupConfigSchema>;

export const loadBackupConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(backupConfigSchema, source);
