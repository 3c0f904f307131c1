import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eachLimited, objectPath } from './bucket';
import { backupConfigSchema } from './config';
import { findBackup } from './restore';
import { backupName, BACKUP_NAME, listBackups } from './manifest';
import { pgTarget } from './postgres';

describe('backup folders', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'backup-spec-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('are named by UTC time, so names sort by age', () => {
    expect(backupName(new Date('2026-11-24T01:02:03.456Z'))).toBe('site-20261124T010203Z');
    expect(BACKUP_NAME.test(backupName(new Date()))).toBe(true);
  });

  it('lists complete backups only, oldest first, and resolves latest, a name or a path', async () => {
    for (const name of ['site-20261124T010203Z', 'site-20250101T000000Z', '.partial-site-20261201T000000Z', 'notes'])
      await mkdir(join(directory, name));
    expect(await listBackups(directory)).toEqual(['site-20250101T000000Z', 'site-20261124T010203Z']);
    const config = backupConfigSchema.parse({
      MINIO_ENDPOINT: 'http://127.0.0.1:9000',
      MINIO_ACCESS_KEY: 'a',
      MINIO_SECRET_KEY: 'b',
      BACKUP_DIR: directory,
    });
    expect(await findBackup(config, 'latest')).toBe(join(directory, 'site-20261124T010203Z'));
    expect(await findBackup(config, 'site-20250101T000000Z')).toBe(join(directory, 'site-20250101T000000Z'));
    expect(await findBackup(config, '/elsewhere/site-x')).toBe('/elsewhere/site-x');
    await expect(findBackup({ ...config, BACKUP_DIR: join(directory, 'none') }, 'latest')).rejects.toThrow(
      /no backup found/,
    );
  });

  it('keep every object key inside the objects folder', () => {
    expect(objectPath('/b/objects', 'images/2026/01/a.png')).toBe('/b/objects/images/2026/01/a.png');
    for (const key of ['../manifest.json', 'images/../../x', '/etc/passwd', '', 'a/./b', 'a//b', 'nul\0'])
      expect(() => objectPath('/b/objects', key)).toThrow(/unsafe object key/);
  });
});

describe('database targets', () => {
  it('keep the password out of the URL handed to pg_dump', () => {
    const target = pgTarget('postgres://site:s3cr%40t@db.internal:5432/', 't1_catalog');
    expect(target).toEqual({
      url: 'postgres://site@db.internal:5432/t1_catalog',
      password: 's3cr@t',
      database: 't1_catalog',
    });
  });
});

describe('eachLimited', () => {
  it('keeps the order of results and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await eachLimited([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});
