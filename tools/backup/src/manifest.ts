import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
/** Complete backups are `site-<UTC time>`; one being written is `.partial-site-<UTC time>` until it is whole. */
export const BACKUP_NAME = /^site-\d{8}T\d{6}Z$/;

const databaseEntry = z.object({
  service: z.string(),
  database: z.string(),
  file: z.string().regex(/^[a-z]+\.dump$/),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  serverVersion: z.string(),
  /** Major version of the pg_dump that wrote the file; pg_restore must be at least as new. */
  dumpMajor: z.number().int(),
  tables: z.record(z.string(), z.number().int().nonnegative()),
});

const objectEntry = z.object({
  key: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string(),
});

export const manifestSchema = z.object({
  format: z.literal('site-backup/1'),
  createdAt: z.string(),
  /** Set by `backup --encrypt`: every file but this manifest is sealed (checksums are of the plain files). */
  encryption: z.object({ scheme: z.literal('aes-256-gcm/1'), keyId: z.string() }).optional(),
  databases: z.array(databaseEntry).min(1),
  bucket: z.object({
    name: z.string(),
    count: z.number().int(),
    bytes: z.number().int(),
    objects: z.array(objectEntry),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseEntry = z.infer<typeof databaseEntry>;

export function backupName(at: Date): string {
  return `site-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`找不到备份清单 (no ${MANIFEST_FILE} in ${folder})`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`备份清单无效 (invalid ${MANIFEST_FILE}): ${parsed.error.issues[0].message}`);
  return parsed.data;
}

/** The complete backups in the folder, oldest first (names sort by time). */
export async function listBackups(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && BACKUP_NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}
