import { createHash, randomBytes } from 'node:crypto';
import {
  CatalogRpc,
  type CategoryView,
  ContentEvents,
  ContentRpc,
  Errors,
  type NewsAdminView,
  NewsPublishingRpc,
  type NewsView,
  type SessionUser,
} from '@site/contracts';
import { EventBus, publishLatenessSeconds, RpcCallError, SCHEDULER_NAME, type ServiceConfig } from '@site/service-kit';
import { DataSource } from 'typeorm';
import { type MediumService, newMediumService, PeerCalls } from '../../../../test/support/medium-service';
import { MediaService } from '../media/media.service';
import { NewsCategoriesClient } from './news-categories.client';
import { NewsEntity } from './news.entity';
import { NewsTranslationEntity } from './news-translation.entity';
import { NewsModule } from './news.module';
import { NewsPublishingService } from './news-publishing.service';
import { NewsRepository } from './news.repository';
import { NewsTranslationsRepository } from './news-translations.repository';

// Publishing (docs/publishing.md) against the content service's own database: drafts, publish and
// unpublish, schedules and their poller, revisions with restore and retention, stale saves and
// preview links. The catalog is played by the test; the schedule's own time checks (never in the
// past) are the gateway's schema's, so here a schedule falls due by moving publish_at with SQL.
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '内容编辑', role: 'editor' };
const OTHER: SessionUser = { id: 3, username: 'writer', name: '另一位编辑', role: 'editor' };
/** An upload the media library does not hold (never uploaded here). */
const GONE_COVER = '/uploads/images/2026/01/5d0c4a8e-0d1b-4f2e-9c3a-7b6e5f4d3c2b.webp';
const GONE_PICTURE = '/uploads/images/2026/01/6e1d5b9f-1e2c-4a3f-8d4b-8c7f6a5e4d3c.webp';

const publicView = ({ publication: _publication, ...view }: NewsAdminView): NewsView => view;
/** A public answer, `updated_at` included: a draft save must not move it (nor the sitemap's lastmod). */
const liveFields = (view: NewsView) => view;

function fakeCatalog() {
  const categories = new Map<number, CategoryView>();
  const add = (name: string): CategoryView => {
    const id = 200 + categories.size;
    const category: CategoryView = {
      id,
      name,
      slug: `n${id}`,
      parent_id: null,
      type: 'news',
      created_at: new Date().toISOString(),
    };
    categories.set(id, category);
    return category;
  };
  const find = (id: number) => {
    const category = categories.get(id);
    if (!category) throw RpcCallError.of(Errors.categoryNotFound());
    return category;
  };
  const peers = new PeerCalls();
  peers.answer(CatalogRpc.categoryGet, ({ id }) => find(id));
  peers.answer(CatalogRpc.categoryList, ({ type }) => [...categories.values()].filter((c) => !type || c.type === type));
  peers.answer(CatalogRpc.categoryDescendants, ({ id }) => ({ ids: [find(id).id] }));
  return { peers, add };
}

/** The lateness histogram's count and sum for scheduled news publishes. */
async function lateness() {
  const { values } = await publishLatenessSeconds.get();
  const of = (name: string) =>
    values
      .filter((v) => v.metricName === name && v.labels.record_type === 'news' && v.labels.action === 'publish')
      .reduce((n, v) => n + v.value, 0);
  return { count: of('site_publish_lateness_seconds_count'), sum: of('site_publish_lateness_seconds_sum') };
}

describe('content news publishing (medium)', () => {
  let content: MediumService;
  let publishing: NewsPublishingService;
  const catalog = fakeCatalog();
  const news = catalog.add('公司新闻');
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const body = (input: Record<string, unknown> = {}) => ({
    title: uniq('发布测试'),
    category: news.id,
    content: '<p>正文内容</p>',
    ...input,
  });
  const draft = (input: Record<string, unknown> = {}) =>
    content.call(ContentRpc.newsCreate, { actor: EDITOR, input: body(input) });
  const published = (input: Record<string, unknown> = {}) =>
    content.call(ContentRpc.newsCreate, { actor: EDITOR, input: body(input), publish: true });
  const save = (id: number, input: Record<string, unknown>, extra: { version?: number; publish?: boolean } = {}) =>
    content.call(ContentRpc.newsUpdate, { id, actor: EDITOR, input, ...extra });
  const get = (id: number) => content.call(ContentRpc.newsGet, { id });
  const adminGet = (id: number) => content.call(ContentRpc.newsAdminGet, { id });
  const publish = (id: number, version?: number) =>
    content.call(NewsPublishingRpc.publish, { id, actor: EDITOR, version });
  const listed = async (title: string) =>
    (await content.call(ContentRpc.newsList, { search: title, page: 1, limit: 10 })).items;
  const adminListed = async (title: string, status?: 'draft' | 'published' | 'archived' | 'scheduled') =>
    (await content.call(ContentRpc.newsAdminList, { search: title, status, page: 1, limit: 10 })).items;
  const revisionCount = async (id: number, action?: string) =>
    Number(
      (
        await content.query<{ n: string }>(
          `SELECT count(*) AS n FROM revisions WHERE record_type = 'news' AND record_id = $1
           AND ($2::text IS NULL OR action = $2)`,
          [id, action ?? null],
        )
      )[0].n,
    );
  const publishedEvents = (id: number) => content.events.of(ContentEvents.newsPublished).filter((e) => e.id === id);
  const refusal = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(RpcCallError);

  beforeAll(async () => {
    // The service's own poller stays out of the way: the tests run its passes (runDue) themselves.
    content = await newMediumService('content', [NewsModule], {
      peers: catalog.peers,
      env: { PUBLISH_POLL_MS: '3600000' },
    });
    publishing = content.module.get(NewsPublishingService);
  });
  afterAll(() => content?.close());

  describe('drafts', () => {
    it('keeps a new article a draft: in the admin list, not public, until it is published', async () => {
      const made = await draft();
      expect(made.publication).toMatchObject({
        state: 'draft',
        version: 1,
        has_changes: false,
        published_at: null,
        updated_by: EDITOR.name,
      });
      await expect(get(made.id)).rejects.toMatchObject({ status: 404, code: 'NEWS_NOT_FOUND' });
      expect(await listed(made.title)).toEqual([]);
      expect((await adminListed(made.title)).map((n) => [n.id, n.publication.state])).toEqual([[made.id, 'draft']]);
      expect((await adminListed(made.title, 'draft')).map((n) => n.id)).toEqual([made.id]);
      expect(await adminListed(made.title, 'published')).toEqual([]);
      expect(publishedEvents(made.id)).toEqual([]);

      const live = await publish(made.id);
      expect(live.publication).toMatchObject({ state: 'published', version: 2, has_changes: false });
      expect(Date.parse(live.publication.published_at!)).toBeGreaterThan(Date.now() - 60_000);
      expect(await get(made.id)).toEqual(publicView(live));
      expect((await listed(made.title)).map((n) => n.id)).toEqual([made.id]);
      expect(publishedEvents(made.id)).toEqual([{ id: made.id, categoryId: news.id }]);
      expect(await revisionCount(made.id, 'create')).toBe(1);
      expect(await revisionCount(made.id, 'publish')).toBe(1);
    });

    it('keeps a draft edit of a published article off the public site until it is published', async () => {
      const live = await published();
      const edited = await save(live.id, { ...live, title: uniq('改后标题') });
      expect(edited.title).not.toBe(live.title);
      expect(edited.publication).toMatchObject({ state: 'published', has_changes: true });
      // Public reads and both lists still show the published version.
      expect(liveFields(await get(live.id))).toEqual(liveFields(publicView(live)));
      expect((await listed(live.title)).map((n) => n.title)).toEqual([live.title]);
      expect(await listed(edited.title)).toEqual([]);
      const [item] = await adminListed(live.title);
      expect(item).toMatchObject({ id: live.id, title: live.title, publication: { has_changes: true } });
      const [row] = await content.query<{ title: string; draft: { title: string } }>(
        'SELECT title, draft FROM news WHERE id = $1',
        [live.id],
      );
      expect(row).toEqual({ title: live.title, draft: expect.objectContaining({ title: edited.title }) as unknown });

      const now = await publish(live.id, edited.publication.version);
      expect(now.publication).toMatchObject({ state: 'published', has_changes: false });
      expect((await get(live.id)).title).toBe(edited.title);
      expect(publishedEvents(live.id)).toHaveLength(2);
    });

    it('takes an article down on unpublish (archived), and refuses to unpublish it again', async () => {
      const live = await published();
      const down = await content.call(NewsPublishingRpc.unpublish, { id: live.id, actor: EDITOR });
      expect(down.publication.state).toBe('archived');
      expect(down.title).toBe(live.title);
      await expect(get(live.id)).rejects.toMatchObject({ status: 404 });
      expect(await listed(live.title)).toEqual([]);
      expect((await adminListed(live.title, 'archived')).map((n) => n.id)).toEqual([live.id]);
      expect(content.events.of(ContentEvents.newsUnpublished)).toContainEqual({ id: live.id, categoryId: news.id });
      await expect(content.call(NewsPublishingRpc.unpublish, { id: live.id, actor: EDITOR })).rejects.toMatchObject({
        status: 400,
        code: 'NOT_PUBLISHED',
      });
    });

    it('refuses to publish a draft with a body picture lacking alt text, and changes nothing', async () => {
      const made = await draft({ content: `<p>图文</p><img src="${GONE_PICTURE}">` });
      await expect(publish(made.id)).rejects.toMatchObject({ status: 400, code: 'IMAGE_ALT_MISSING' });
      expect(await adminGet(made.id)).toEqual(made);
      await expect(get(made.id)).rejects.toMatchObject({ status: 404 });
      expect(await revisionCount(made.id)).toBe(1);
      expect(publishedEvents(made.id)).toEqual([]);
    });
  });

  describe('schedules', () => {
    it('publishes a schedule once it is due, on the poller’s pass, and records how late it ran', async () => {
      const made = await draft();
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await content.call(NewsPublishingRpc.schedule, {
        id: made.id,
        actor: EDITOR,
        publish_at: later,
        unpublish_at: null,
      });
      expect(scheduled.publication).toMatchObject({ state: 'scheduled', publish_at: later });
      expect(await publishing.runDue()).toBe(0);
      await expect(get(made.id)).rejects.toMatchObject({ status: 404 });

      await content.query(`UPDATE news SET publish_at = now() - interval '5 minutes' WHERE id = $1`, [made.id]);
      const late = (await content.call(NewsPublishingRpc.late, {})).items.find((l) => l.id === made.id);
      expect(late).toMatchObject({ type: 'news', title: made.title });
      expect(late!.late_seconds).toBeGreaterThanOrEqual(299);

      const before = await lateness();
      expect(await publishing.runDue()).toBe(1);
      const after = await lateness();
      expect(after.count).toBe(before.count + 1);
      expect(after.sum - before.sum).toBeGreaterThanOrEqual(299);

      const now = await adminGet(made.id);
      expect(now.publication).toMatchObject({ state: 'published', publish_at: null, updated_by: SCHEDULER_NAME });
      expect((await get(made.id)).title).toBe(made.title);
      expect(publishedEvents(made.id)).toHaveLength(1);
      const [revision] = await content.query<{ actor_id: number | null; actor_name: string }>(
        `SELECT actor_id, actor_name FROM revisions WHERE record_id = $1 AND action = 'publish'`,
        [made.id],
      );
      expect(revision).toEqual({ actor_id: null, actor_name: SCHEDULER_NAME });
      expect((await content.call(NewsPublishingRpc.late, {})).items.map((l) => l.id)).not.toContain(made.id);
      expect(await publishing.runDue()).toBe(0);
    });

    it('publishes each of 30 due schedules exactly once with two pollers on their own connections', async () => {
      const ids: number[] = [];
      const at = new Date(Date.now() + 3_600_000).toISOString();
      for (let i = 0; i < 30; i++) {
        const made = await draft();
        await content.call(NewsPublishingRpc.schedule, {
          id: made.id,
          actor: EDITOR,
          publish_at: at,
          unpublish_at: null,
        });
        ids.push(made.id);
      }
      await content.query(`UPDATE news SET publish_at = now() - interval '1 second' WHERE id = ANY($1)`, [ids]);

      // A second replica: its own data source (pool) on the same database.
      const [{ db }] = await content.query<{ db: string }>('SELECT current_database() AS db');
      const replicaSource = new DataSource({
        type: 'postgres',
        url: `postgres://postgres@127.0.0.1:5432/${db}`,
        entities: [NewsEntity, NewsTranslationEntity],
        extra: { max: 3 },
      });
      await replicaSource.initialize();
      try {
        const replica = new NewsPublishingService(
          new NewsRepository(replicaSource),
          new NewsTranslationsRepository(replicaSource),
          content.module.get(NewsCategoriesClient),
          content.module.get(EventBus),
          content.module.get(MediaService),
          { PUBLISH_POLL_MS: 3_600_000 } as ServiceConfig,
        );
        const drain = async (poller: NewsPublishingService) => {
          let done = 0;
          for (let n = await poller.runDue(); n > 0; n = await poller.runDue()) done += n;
          return done;
        };
        const [one, two] = await Promise.all([drain(publishing), drain(replica)]);
        expect(one + two).toBe(30);
      } finally {
        await replicaSource.destroy();
      }

      const counts = await content.query<{ id: number; n: string }>(
        `SELECT record_id AS id, count(*) AS n FROM revisions
         WHERE record_type = 'news' AND action = 'publish' AND record_id = ANY($1) GROUP BY record_id`,
        [ids],
      );
      expect(counts).toHaveLength(30);
      expect(counts.every((c) => c.n === '1')).toBe(true);
      for (const id of ids) expect(publishedEvents(id)).toHaveLength(1);
      const states = await content.query<{ state: string; n: string }>(
        'SELECT state, count(*) AS n FROM news WHERE id = ANY($1) GROUP BY state',
        [ids],
      );
      expect(states).toEqual([{ state: 'published', n: '30' }]);
    });
  });

  describe('revisions', () => {
    it('restores an old revision as a new draft, leaving what is live, and lists the dropped cover', async () => {
      const first = await published({ cover_image: GONE_COVER, cover_alt: '旧封面' });
      const second = await save(first.id, { ...first, title: uniq('第二版'), cover_image: null }, { publish: true });
      const { items } = await content.call(NewsPublishingRpc.revisions, { id: first.id });
      const old = items.filter((r) => r.action === 'publish').at(-1)!;
      expect(old.live).toBe(false);
      expect(items.find((r) => r.live)).toMatchObject({ action: 'publish', version: second.publication.version });
      const [before] = await content.query('SELECT * FROM news WHERE id = $1', [first.id]);

      const { record, dropped } = await content.call(NewsPublishingRpc.restore, {
        id: first.id,
        rev: old.id,
        actor: OTHER,
      });
      expect(record).toMatchObject({ title: first.title, cover_image: null, cover_alt: null });
      expect(record.publication).toMatchObject({ state: 'published', has_changes: true, updated_by: OTHER.name });
      expect(dropped).toEqual([`封面图片已不在媒体库中：${GONE_COVER}`]);
      // What is live is the second version still: its columns changed in nothing but the draft.
      const [after] = await content.query('SELECT * FROM news WHERE id = $1', [first.id]);
      const { draft: _d1, version: _v1, updated_by: _u1, saved_at: _t1, ...liveBefore } = before;
      const { draft: _d2, version: _v2, updated_by: _u2, saved_at: _t2, ...liveAfter } = after;
      expect(liveAfter).toEqual(liveBefore);
      expect(after.draft).toMatchObject({ title: first.title, cover_image: null });
      expect(liveFields(await get(first.id))).toEqual(liveFields(publicView(second)));
      expect(await revisionCount(first.id, 'restore')).toBe(1);
    });

    it('refuses a save from a stale version (409 STALE_VERSION) and changes nothing', async () => {
      const made = await published();
      const saved = await save(made.id, { ...made, title: uniq('先保存') }, { version: made.publication.version });
      const revisions = await revisionCount(made.id);
      await expect(
        save(made.id, { ...made, title: uniq('后保存') }, { version: made.publication.version }),
      ).rejects.toMatchObject({
        status: 409,
        code: 'STALE_VERSION',
        message: expect.stringContaining(EDITOR.name) as string,
      });
      await expect(publish(made.id, made.publication.version)).rejects.toMatchObject({ status: 409 });
      expect(await adminGet(made.id)).toEqual(saved);
      expect(liveFields(await get(made.id))).toEqual(liveFields(publicView(made)));
      expect(await revisionCount(made.id)).toBe(revisions);
    });

    it('keeps the last 50 revisions or those of 90 days, and always the live one', async () => {
      const made = await published();
      const live = (
        await content.query<{ rev: number }>('SELECT published_revision_id AS rev FROM news WHERE id = $1', [made.id])
      )[0].rev;
      const add60 = (id: number, age: string) =>
        content.query(
          `INSERT INTO revisions (record_type, record_id, action, version, fields, actor_id, actor_name, created_at)
           SELECT 'news', $1, 'save', 1, '{}'::jsonb, 2, 'old', now() - $2::interval FROM generate_series(1, 60)`,
          [id, age],
        );
      await content.query(`UPDATE revisions SET created_at = now() - interval '100 days' WHERE record_id = $1`, [
        made.id,
      ]);
      await add60(made.id, '100 days');
      await save(made.id, { ...made, title: uniq('触发清理') });
      expect(await revisionCount(made.id)).toBe(51);
      const { items } = await content.call(NewsPublishingRpc.revisions, { id: made.id });
      expect(items.find((r) => r.id === live)).toMatchObject({ action: 'publish', live: true });
      expect(items.some((r) => r.action === 'create')).toBe(false);

      // Within 90 days, more than 50 stay.
      const recent = await draft();
      await add60(recent.id, '1 day');
      await save(recent.id, { ...recent, title: uniq('近期') });
      expect(await revisionCount(recent.id)).toBe(62);
    });
  });

  describe('preview links', () => {
    const createLink = (id: number) =>
      content.call(NewsPublishingRpc.previewLinkCreate, { id, actor: EDITOR, hours: 2 });
    const preview = (token: string) => content.call(NewsPublishingRpc.preview, { token });
    const tokenOf = (url: string | null) => url!.split('/').at(-1)!;

    it('shows the working copy, of an unpublished article too, and stores only the hash', async () => {
      const unpublished = await draft();
      const link = await createLink(unpublished.id);
      expect(link.url).toMatch(/^\/preview\/news\/[A-Za-z0-9_-]{43}$/);
      expect(await preview(tokenOf(link.url))).toEqual(publicView(unpublished));
      const [stored] = await content.query<{ token_hash: string }>(
        'SELECT token_hash FROM preview_links WHERE id = $1',
        [link.id],
      );
      expect(stored.token_hash).toBe(createHash('sha256').update(tokenOf(link.url)).digest('hex'));

      const live = await published();
      const edited = await save(live.id, { ...live, title: uniq('预览草稿') });
      const shown = await preview(tokenOf((await createLink(live.id)).url));
      expect(shown).toEqual(publicView(edited));
      expect((await get(live.id)).title).toBe(live.title);
    });

    it('answers 404 once revoked, 410 once expired, and 404 for a forged token', async () => {
      const made = await draft();
      const revoked = await createLink(made.id);
      await content.call(NewsPublishingRpc.previewLinkRevoke, { id: made.id, actor: EDITOR, link: revoked.id });
      await expect(preview(tokenOf(revoked.url))).rejects.toMatchObject({ status: 404, code: 'PREVIEW_LINK_INVALID' });
      const { items } = await content.call(NewsPublishingRpc.previewLinkList, { id: made.id });
      expect(items).toEqual([expect.objectContaining({ id: revoked.id, revoked: true, url: null })]);

      const expired = await createLink(made.id);
      await content.query(`UPDATE preview_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        expired.id,
      ]);
      await expect(preview(tokenOf(expired.url))).rejects.toMatchObject({ status: 410, code: 'PREVIEW_LINK_EXPIRED' });

      for (const forged of [randomBytes(32).toString('base64url'), 'abc', `${tokenOf(expired.url)}x`]) {
        await expect(preview(forged)).rejects.toMatchObject({ status: 404, code: 'PREVIEW_LINK_INVALID' });
      }
      await refusal(
        content.call(NewsPublishingRpc.previewLinkRevoke, { id: made.id + 100000, actor: EDITOR, link: expired.id }),
      );
    });
  });
});
