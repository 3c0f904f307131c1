import {
  CatalogRpc,
  type CategoryView,
  ContentEvents,
  ContentRpc,
  Errors,
  NewsPublishingRpc,
  NewsTranslationPublishingRpc,
  type SessionUser,
} from '@site/contracts';
import { RpcCallError } from '@site/service-kit';
import { type MediumService, newMediumService, PeerCalls } from '../../../../test/support/medium-service';
import { NewsModule } from './news.module';
import { NewsPublishingService } from './news-publishing.service';
import { newsTranslationPublishing } from './news-translation-publishing.service';
import { NewsTranslationsService } from './news-translations.service';

// Translations of articles (docs/languages.md) against the content service's own database: a draft per
// language made on its first save, published on its own and shown only beside a live article, its own
// schedules and history, removed with its history, gone with its article. The catalog is the test's.
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '内容编辑', role: 'editor' };
const English = NewsTranslationPublishingRpc.en;

function fakeCatalog() {
  const zh: CategoryView = {
    id: 301,
    name: '公司新闻',
    slug: 'n301',
    parent_id: null,
    type: 'news',
    created_at: new Date().toISOString(),
  };
  const peers = new PeerCalls();
  peers.answer(CatalogRpc.categoryGet, ({ id }) => {
    if (id !== zh.id) throw RpcCallError.of(Errors.categoryNotFound());
    return zh;
  });
  // In English the category has a name of its own.
  peers.answer(CatalogRpc.categoryList, ({ locale }) => [locale === 'en' ? { ...zh, name: 'Company news' } : zh]);
  peers.answer(CatalogRpc.categoryDescendants, ({ id }) => ({ ids: [id] }));
  return { peers, category: zh };
}

describe('content news translations (medium)', () => {
  let content: MediumService;
  const catalog = fakeCatalog();
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const article = (publish: boolean) =>
    content.call(ContentRpc.newsCreate, {
      actor: EDITOR,
      input: { title: uniq('中文标题'), category: catalog.category.id, content: '<p>中文正文</p>' },
      publish,
    });
  const words = (over: Record<string, unknown> = {}) => ({
    title: uniq('English title'),
    content: '<p>English body</p><script>alert(1)</script>',
    summary: '',
    ...over,
  });
  const save = (id: number, input: Record<string, unknown>, extra: { version?: number; publish?: boolean } = {}) =>
    content.call(ContentRpc.newsTranslationSave, { id, locale: 'en', actor: EDITOR, input: words(input), ...extra });
  const english = (id: number) => content.call(ContentRpc.newsGet, { id, locale: 'en' });
  const englishList = async (search: string) =>
    (await content.call(ContentRpc.newsList, { locale: 'en', search, page: 1, limit: 10 })).items;
  const notFound = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ status: 404 });

  beforeAll(async () => {
    content = await newMediumService('content', [NewsModule], {
      peers: catalog.peers,
      env: { PUBLISH_POLL_MS: '3600000' },
    });
  });
  afterAll(() => content?.close());

  it('makes a draft on the first save, public in English only once both it and the article are published', async () => {
    const made = await article(false);
    expect(await content.call(ContentRpc.newsTranslations, { id: made.id })).toEqual({ en: null });

    const draft = await save(made.id, { title: 'Launch of the EG-700' });
    expect(draft).toMatchObject({
      id: made.id,
      locale: 'en',
      title: 'Launch of the EG-700',
      content: '<p>English body</p>',
      summary: 'English body',
      publication: { state: 'draft', version: 1, updated_by: EDITOR.name },
    });
    expect(await content.call(ContentRpc.newsTranslations, { id: made.id })).toEqual({ en: draft });
    await notFound(english(made.id));

    // Published in English, but the article is not: still nothing public.
    const live = await content.call(English.publish, { id: made.id, actor: EDITOR });
    expect(live.publication.state).toBe('published');
    await notFound(english(made.id));
    expect(await englishList('EG-700')).toEqual([]);

    await content.call(NewsPublishingRpc.publish, { id: made.id, actor: EDITOR });
    const shown = await english(made.id);
    expect(shown).toMatchObject({
      id: made.id,
      title: 'Launch of the EG-700',
      content: '<p>English body</p>',
      category_name: 'Company news',
    });
    expect((await englishList('EG-700')).map((n) => [n.id, n.title])).toEqual([[made.id, 'Launch of the EG-700']]);
    // The Chinese article is as it was.
    expect((await content.call(ContentRpc.newsGet, { id: made.id })).title).toBe(made.title);
    expect(content.events.of(ContentEvents.newsPublished)).toContainEqual({
      id: made.id,
      categoryId: catalog.category.id,
      locale: 'en',
    });
  });

  it('keeps a draft edit off the English page until published, refuses a stale save, and keeps its own history', async () => {
    const made = await article(true);
    const live = await save(made.id, { title: 'First words' }, { publish: true });
    const edited = await save(made.id, { title: 'Second words' }, { version: live.publication.version });
    expect(edited.publication).toMatchObject({ state: 'published', has_changes: true });
    expect((await english(made.id)).title).toBe('First words');
    await expect(save(made.id, { title: 'Third' }, { version: live.publication.version })).rejects.toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
    });
    expect((await content.call(English.revisions, { id: made.id })).items.length).toBeGreaterThanOrEqual(3);
    // The article's own history holds none of them.
    const own = await content.call(NewsPublishingRpc.revisions, { id: made.id });
    expect(own.items.map((r) => r.action)).toEqual(['publish', 'create']);
  });

  it('tells the admin list where each article’s English version stands', async () => {
    const bare = await article(false);
    const translated = await article(true);
    const live = await save(translated.id, { title: 'Listed words' }, { publish: true });
    const edited = await save(translated.id, { title: 'Listed, edited' }, { version: live.publication.version });
    const listed = async (search: string) =>
      (await content.call(ContentRpc.newsAdminList, { search, page: 1, limit: 10 })).items;

    expect((await listed(bare.title)).map((n) => n.translations)).toEqual([{ en: null }]);
    const [item] = await listed(translated.title);
    expect(item.translations).toEqual({ en: edited.publication });
    expect(item.translations.en).toMatchObject({ state: 'published', has_changes: true });
  });

  it('publishes an English schedule on its own poller pass, and the article’s poller leaves it alone', async () => {
    const made = await article(true);
    await save(made.id, { title: 'Scheduled words' });
    await content.call(English.schedule, {
      id: made.id,
      actor: EDITOR,
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
      unpublish_at: null,
    });
    await content.query(`UPDATE news_translations SET publish_at = now() - interval '1 second' WHERE news_id = $1`, [
      made.id,
    ]);
    expect(await content.module.get(NewsPublishingService).runDue()).toBe(0);
    expect(await content.module.get(newsTranslationPublishing('en')).runDue()).toBe(1);
    expect((await english(made.id)).title).toBe('Scheduled words');
  });

  it('removes a translation with its history, and it goes with its article', async () => {
    const made = await article(true);
    await save(made.id, {}, { publish: true });
    await content.call(ContentRpc.newsTranslationDelete, { id: made.id, locale: 'en', actor: EDITOR });
    await notFound(english(made.id));
    expect(await content.call(ContentRpc.newsTranslations, { id: made.id })).toEqual({ en: null });
    const left = await content.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM revisions WHERE record_type = 'news' AND record_id = $1 AND locale = 'en'`,
      [made.id],
    );
    expect(left[0].n).toBe(0);
    await expect(
      content.call(ContentRpc.newsTranslationDelete, { id: made.id, locale: 'en', actor: EDITOR }),
    ).rejects.toMatchObject({ status: 404, code: 'NEWS_TRANSLATION_NOT_FOUND' });

    const other = await article(true);
    await save(other.id, {});
    await content.call(ContentRpc.newsDelete, { id: other.id });
    const rows = await content.query('SELECT 1 FROM news_translations WHERE news_id = $1', [other.id]);
    expect(rows).toEqual([]);
  });

  it('refuses a translation of no article, a blank body and a body picture without alt text, changing nothing', async () => {
    await notFound(save(999_999, {}));
    const made = await article(true);
    await expect(save(made.id, { content: '<p> </p>' })).rejects.toMatchObject({ status: 400 });
    await save(made.id, {
      content: '<p>Body <img src="/uploads/images/2026/01/5d0c4a8e-0d1b-4f2e-9c3a-7b6e5f4d3c2b.webp"></p>',
    });
    await expect(content.call(English.publish, { id: made.id, actor: EDITOR })).rejects.toMatchObject({
      status: 400,
    });
    await notFound(english(made.id));
  });

  it('counts live articles and how many are live in English for the dashboard', async () => {
    const service = content.module.get(NewsTranslationsService);
    const before = await service.translationCount();
    const live = await article(true);
    await save(live.id, {}, { publish: true });
    await article(true);
    // A draft article's English version counts for nothing: the article is not live.
    const hidden = await article(false);
    await save(hidden.id, {}, { publish: true });
    const after = await service.translationCount();
    expect(after.kind).toBe('news');
    expect(after.total - before.total).toBe(2);
    expect(after.missing.en - before.missing.en).toBe(1);
  });
});
