// @long-running: two backups (one encrypted), refused restores and two full restores (about 80 s)
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_IMAGES } from '@site/demo';
import { type LocalS3, type Stack, SERVICES, startLocalS3 } from '@site/dev-stack';
import { Client as ObjectClient } from 'minio';
import { Client } from 'pg';
import { images } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, repoRoot, startTestStack, stopTestStack } from '../support/test-stack';

/**
 * The drill an operator runs before trusting backups: back up a seeded product, destroy its
 * databases and uploads, restore, and find every row and every byte back.
 */
describe('backup and restore drill', () => {
  let s3: LocalS3;
  let stack: Stack;
  let objects: ObjectClient;
  let backups: string;
  let uploadedUrl: string;
  /** As stored: the upload re-encoded by the image pipeline. */
  let uploadedBytes: Buffer;
  const BUCKET = 'uploads';

  const tool = (args: string[], extraEnv: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(repoRoot, 'tools', 'backup', 'dist', 'main.js'), ...args], {
        env: {
          ...process.env,
          PG_URL: stack.pgUrl,
          DB_PREFIX: stack.dbPrefix,
          MINIO_ENDPOINT: s3.endpoint,
          MINIO_ACCESS_KEY: s3.accessKey,
          MINIO_SECRET_KEY: s3.secretKey,
          BACKUP_DIR: backups,
          ...extraEnv,
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    });

  /** Every table's row count in every service database, read directly. */
  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const service of SERVICES) {
      const client = new Client({ connectionString: stack.databaseUrl(service) });
      await client.connect();
      try {
        const tables = await client.query<{ name: string }>(
          "SELECT schemaname || '.' || relname AS name FROM pg_stat_user_tables ORDER BY 1",
        );
        for (const { name } of tables.rows) {
          const [schema, table] = name.split('.');
          const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."${table}"`);
          counts[`${service}:${name}`] = Number(rows[0].n);
        }
      } finally {
        await client.end();
      }
    }
    return counts;
  };

  /** Every object's key and the sha256 of its bytes. */
  const checksums = async () => {
    const sums: Record<string, string> = {};
    for await (const item of objects.listObjectsV2(BUCKET, '', true) as AsyncIterable<{ name: string }>) {
      const hash = createHash('sha256');
      for await (const chunk of await objects.getObject(BUCKET, item.name)) hash.update(chunk as Buffer);
      sums[item.name] = hash.digest('hex');
    }
    return sums;
  };

  /** Every folder and file of a backup with its permission bits, e.g. { '.': 0o700, 'catalog.dump': 0o600 }. */
  const modes = async (folder: string) => {
    const found: Record<string, number> = { '.': (await stat(folder)).mode & 0o777 };
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      found[path.slice(folder.length + 1)] = (await stat(path)).mode & 0o777;
    }
    return found;
  };
  /** A backup holds secrets: its owner alone may read it (issue 32 #12). */
  const expectOwnerOnly = async (folder: string) => {
    const found = await modes(folder);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const expected: Record<string, number> = { '.': 0o700 };
    for (const entry of entries)
      expected[join(entry.parentPath, entry.name).slice(folder.length + 1)] = entry.isDirectory() ? 0o700 : 0o600;
    expect(Object.keys(found).length).toBeGreaterThan(SERVICES.length + 1);
    expect(found).toEqual(expected);
  };

  const startApps = async () => {
    for (const service of SERVICES) stack.startApp(service);
    stack.startApp('gateway');
    await stack.waitUntilHealthy();
  };

  const stopApps = async () => {
    await stack.stopApp('gateway');
    await Promise.all(SERVICES.map((service) => stack.stopApp(service)));
  };

  beforeAll(async () => {
    const id = `drill${process.pid}${Date.now().toString(36)}`;
    backups = await mkdtemp(join(tmpdir(), 'site-backups-'));
    s3 = await startLocalS3(join(repoRoot, '.data', 'test', id, 's3'));
    objects = new ObjectClient({
      endPoint: '127.0.0.1',
      port: Number(new URL(s3.endpoint).port),
      useSSL: false,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      pathStyle: true,
    });
    stack = await startTestStack({ seedDemo: true, minio: s3 });
    const admin = await ApiClient.signedIn(stack.url, ADMIN);
    const form = new FormData();
    form.append('image', new Blob([images.png]), 'photo.png');
    const upload = await admin.post<{ url: string }>('/api/upload', form);
    expect(upload.status).toBe(200);
    uploadedUrl = upload.body.url;
    uploadedBytes = Buffer.from(await (await fetch(`${stack.url}${uploadedUrl}`)).arrayBuffer());
    // The demo pictures are rendered into the bucket in the background.
    await eventually(async () => Object.keys(await checksums()).length > DEMO_IMAGES.length, 60_000);
  });

  afterAll(async () => {
    await stopTestStack(stack);
    await s3?.stop();
    await rm(backups, { recursive: true, force: true });
  });

  it('backs up, refuses unsafe restores, and restores every row and every object after both are destroyed', async () => {
    const backup = await tool(['backup']);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    const folder = /done: (\S+)/.exec(backup.stdout)![1];
    expect(folder).toMatch(/site-\d{8}T\d{6}Z$/);
    await expectOwnerOnly(folder);
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as {
      databases: { service: string; file: string; tables: Record<string, number> }[];
      bucket: { count: number; objects: { key: string; sha256: string }[] };
    };
    expect(manifest.databases.map((d) => d.service)).toEqual([...SERVICES]);
    expect(manifest.databases.every((d) => d.file === `${d.service}.dump`)).toBe(true);

    // With the apps running, a restore is refused and changes nothing.
    const busy = await tool(['restore', 'latest', '--yes']);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('请先停止所有应用');
    const unconfirmed = await tool(['restore', 'latest']);
    expect(unconfirmed.code).toBe(2);

    await stopApps();
    const rowsBefore = await rowCounts();
    const objectsBefore = await checksums();
    expect(Object.keys(objectsBefore)).toContain(uploadedUrl.replace(/^\/uploads\//, ''));
    expect(rowsBefore['catalog:public.products']).toBeGreaterThan(0);
    expect(rowsBefore['analytics:public.visit_log']).toBeGreaterThan(0);
    // The manifest's counts are those of the dump's snapshot; nothing was written since.
    for (const database of manifest.databases)
      for (const [table, rows] of Object.entries(database.tables))
        expect({ table: `${database.service}:${table}`, rows }).toEqual({
          table: `${database.service}:${table}`,
          rows: rowsBefore[`${database.service}:${table}`],
        });
    expect(Object.fromEntries(manifest.bucket.objects.map((o) => [o.key, o.sha256]))).toEqual(objectsBefore);

    // A damaged backup is refused before anything is touched.
    const damaged = join(backups, 'damaged');
    await cp(folder, damaged, { recursive: true });
    const dump = join(damaged, 'catalog.dump');
    const bytes = await readFile(dump);
    bytes[bytes.length - 10] ^= 0xff;
    await writeFile(dump, bytes);
    const refused = await tool(['restore', damaged, '--yes']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('checksum mismatch): catalog.dump');
    expect(await rowCounts()).toEqual(rowsBefore);
    await rm(damaged, { recursive: true });

    // Disaster: every database and every object gone, plus a stray object that is not in the backup.
    const server = new Client({ connectionString: `${stack.pgUrl}/postgres` });
    await server.connect();
    for (const service of SERVICES) await server.query(`DROP DATABASE "${stack.databaseName(service)}" WITH (FORCE)`);
    await server.end();
    for (const key of Object.keys(objectsBefore)) await objects.removeObject(BUCKET, key);
    expect(await checksums()).toEqual({});
    await objects.putObject(BUCKET, 'images/2099/01/stray.png', images.png);

    const restored = await tool(['restore', 'latest', '--yes']);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('verified');
    expect(await rowCounts()).toEqual(rowsBefore);
    expect(await checksums()).toEqual(objectsBefore);

    // The product runs on what came back: same sign-in, same products, same uploaded bytes.
    await startApps();
    const admin = await ApiClient.signedIn(stack.url, ADMIN);
    const products = await admin.get<unknown[]>('/api/products');
    expect(products.body).toHaveLength(rowsBefore['catalog:public.products']);
    const served = await fetch(`${stack.url}${uploadedUrl}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(uploadedBytes);
  });

  it('writes an encrypted backup (key set) that holds no plain text and round-trips through restore with the key', async () => {
    const key = randomBytes(32).toString('base64');
    const withKey = { BACKUP_ENCRYPTION_KEY: key };
    expect((await tool(['backup', '--encrypt'])).stderr).toContain('BACKUP_ENCRYPTION_KEY');
    // A configured key seals every backup, with or without --encrypt (compose and the CronJob pass none).
    const backup = await tool(['backup'], withKey);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    const folder = /done: (\S+)/.exec(backup.stdout)![1];
    await expectOwnerOnly(folder);

    // Not plain text: no file starts as a pg_dump archive does, and the upload's bytes are not in it.
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as {
      encryption?: { scheme: string };
      databases: { file: string }[];
    };
    expect(manifest.encryption?.scheme).toBe('aes-256-gcm/1');
    for (const { file } of manifest.databases) {
      const bytes = await readFile(join(folder, file));
      expect(bytes.subarray(0, 5).toString('latin1')).not.toBe('PGDMP');
      expect(bytes.includes(Buffer.from('public.users'))).toBe(false);
    }
    const storedUpload = await readFile(join(folder, 'objects', uploadedUrl.replace(/^\/uploads\//, '')));
    expect(storedUpload.includes(uploadedBytes.subarray(0, 64))).toBe(false);

    await stopApps();
    const rowsBefore = await rowCounts();
    const objectsBefore = await checksums();

    // Without the key, or with another, restore refuses before touching anything.
    const noKey = await tool(['restore', folder, '--yes']);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('BACKUP_ENCRYPTION_KEY');
    const wrongKey = await tool(['restore', folder, '--yes'], {
      BACKUP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('not the key');
    expect(await rowCounts()).toEqual(rowsBefore);

    const server = new Client({ connectionString: `${stack.pgUrl}/postgres` });
    await server.connect();
    for (const service of SERVICES) await server.query(`DROP DATABASE "${stack.databaseName(service)}" WITH (FORCE)`);
    await server.end();
    for (const key of Object.keys(objectsBefore)) await objects.removeObject(BUCKET, key);

    const restored = await tool(['restore', folder, '--yes'], withKey);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('verified');
    expect(await rowCounts()).toEqual(rowsBefore);
    expect(await checksums()).toEqual(objectsBefore);

    await startApps();
    const served = await fetch(`${stack.url}${uploadedUrl}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(uploadedBytes);
  });
});
