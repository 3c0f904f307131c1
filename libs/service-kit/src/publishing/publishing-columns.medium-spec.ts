import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { claimDueSql, lateSql, scheduledSql, type PublishingTable } from './publication';
import { PreviewLinkEntity, PublishableEntity, RevisionEntity } from './publishing.entity';
import { PreviewLinkStore } from './preview-link-store';
import { RevisionStore } from './revision-store';
import { PublishingColumns } from './publishing-columns';

/** A translations table: one row per record and language, the record's id in `thing_id`. */
@Entity('thing_translations')
class ThingTranslation extends PublishableEntity {
  @PrimaryColumn({ name: 'thing_id', type: 'integer' })
  thingId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  locale: string;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

class ThingTranslationsTx extends PublishingColumns<ThingTranslation> {}

const ENGLISH: PublishingTable = { name: 'thing_translations', key: 'thing_id', locale: 'en' };
const HOUR = 3_600_000;
/** Creating and dropping a database waits on a checkpoint: seconds on a busy machine, never a failure. */
const DATABASE_MS = 120_000;

// Against the real PostgreSQL, in a database of its own: a workflow per language over one table.
describe('PublishingColumns and its queries over a translations table (medium)', () => {
  const database = `medium_publishing_${process.pid}`;
  const admin = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/postgres' });
  let db: DataSource;

  beforeAll(async () => {
    await admin.initialize();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
    db = new DataSource({
      type: 'postgres',
      url: `postgres://postgres@127.0.0.1:5432/${database}`,
      entities: [ThingTranslation, RevisionEntity, PreviewLinkEntity],
      synchronize: true,
    });
    await db.initialize();
  }, DATABASE_MS);
  afterAll(async () => {
    await db?.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.destroy();
  }, DATABASE_MS);

  beforeEach(async () => {
    await db.query('DELETE FROM thing_translations');
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    // Record 1 is due in English and in French; record 2 only scheduled later in English.
    await db.getRepository(ThingTranslation).insert([
      { thingId: 1, locale: 'en', title: 'One', publishAt: past, state: 'scheduled' },
      { thingId: 1, locale: 'fr', title: 'Un', publishAt: past, state: 'scheduled' },
      { thingId: 2, locale: 'en', title: 'Two', publishAt: future, state: 'scheduled' },
    ]);
  });

  it("claims, reports late and lists the schedules of its own language only, naming the record's id", async () => {
    await db.transaction(async (manager) => {
      const due = await manager.query<{ id: number; action: string }[]>(claimDueSql(ENGLISH), [10]);
      expect(due.map(({ id, action }) => [id, action])).toEqual([[1, 'publish']]);
    });
    const late = await db.query<{ id: number; title: string }[]>(lateSql(ENGLISH, 'title'), [60_000]);
    expect(late.map(({ id, title }) => [id, title])).toEqual([[1, 'One']]);
    const scheduled = await db.query<{ id: number; title: string }[]>(scheduledSql(ENGLISH, 'title'));
    expect(scheduled.map(({ id, title }) => [id, title])).toEqual([
      [1, 'One'],
      [2, 'Two'],
    ]);
  });

  it('writes the publishing columns of its own language only', async () => {
    await db.transaction(async (manager) => {
      const tx = new ThingTranslationsTx(manager, ThingTranslation, ENGLISH);
      expect(await tx.setPublishing(1, { state: 'published', publishAt: null, updatedBy: '王编辑' })).toBe(2);
      await tx.setPublishedRevision(1, 42);
    });
    const rows = await db.query<{ locale: string; state: string; version: number; rev: number | null }[]>(
      `SELECT locale, state, version, published_revision_id AS rev FROM thing_translations
       WHERE thing_id = 1 ORDER BY locale`,
    );
    expect(rows).toEqual([
      { locale: 'en', state: 'published', version: 2, rev: 42 },
      { locale: 'fr', state: 'scheduled', version: 1, rev: null },
    ]);
  });

  it('refuses a table, key or language that is not a plain name', () => {
    expect(() => claimDueSql({ name: 'thing_translations; DROP TABLE x', key: 'thing_id', locale: 'en' })).toThrow();
    expect(() => claimDueSql({ name: 'thing_translations', key: 'thing_id', locale: "en' OR '1'='1" })).toThrow();
  });

  it("keeps each language's revisions and preview links to itself; the record's own store forgets them all", async () => {
    const manager = db.manager;
    const [own, english] = [new RevisionStore('thing'), new RevisionStore('thing', 'en')];
    const [ownLinks, englishLinks] = [
      new PreviewLinkStore('thing', '/p'),
      new PreviewLinkStore('thing', '/en/p', 'en'),
    ];
    await own.add(manager, 1, 'save', 2, { title: '一' }, null);
    await english.add(manager, 1, 'save', 2, { title: 'One' }, null);
    const link = await englishLinks.create(manager, 1, 1, '王编辑');
    const token = link.url!.split('/').pop()!;
    expect(await englishLinks.open(manager, token)).toBe(1);
    await expect(ownLinks.open(manager, token)).rejects.toThrow();
    const count = async (table: string) =>
      (await db.query<{ locale: string }[]>(`SELECT locale FROM ${table} ORDER BY locale`)).map((r) => r.locale);

    await english.forget(manager, 1);
    expect(await count('revisions')).toEqual(['zh']);
    expect(await count('preview_links')).toEqual([]);
    await english.add(manager, 1, 'save', 3, { title: 'One' }, null);
    await own.forget(manager, 1);
    expect(await count('revisions')).toEqual([]);
  });
});
