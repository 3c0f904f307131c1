import {
  ContentEvents,
  ContentRpc,
  type PageAdminView,
  PagePublishingRpc,
  PageTranslationPublishingRpc,
  type SectionTexts,
  sectionTexts,
  type SessionUser,
} from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { PagePublishingService } from './page-publishing.service';
import { pageTranslationPublishing } from './page-translation-publishing.service';
import { PageTranslationsService } from './page-translations.service';
import { PagesModule } from './pages.module';
import { PagesService } from './pages.service';

// Pages in English (docs/languages.md) against the content service's own database: texts per section key
// laid over the Chinese sections, a draft made on the first save, published, scheduled and removed on its
// own; the Chinese page unchanged throughout.
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '内容编辑', role: 'editor' };
const English = PageTranslationPublishingRpc.en;

/** Every text of the page's sections in English: short Latin words within every limit. */
function englishTexts(page: PageAdminView): Record<string, SectionTexts> {
  let n = 0;
  const english = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return key === 'html' ? `<p>English ${++n}</p>` : value === '' ? '' : `E${++n}`;
    if (Array.isArray(value)) return value.map((item) => english(item));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, english(v, k)]));
    return value;
  };
  return Object.fromEntries(page.sections.map((s) => [s.key, english(sectionTexts(s.type, s.data)) as SectionTexts]));
}

describe('content page translations (medium)', () => {
  let content: MediumService;
  let home: PageAdminView;
  let about: PageAdminView;

  const save = (
    key: 'home' | 'about',
    input: Record<string, unknown>,
    extra: { version?: number; publish?: boolean } = {},
  ) =>
    content.call(ContentRpc.pageTranslationSave, {
      key,
      locale: 'en',
      actor: EDITOR,
      input: { title: 'Home', sections: {}, ...input },
      ...extra,
    });
  const english = (key: 'home' | 'about') => content.call(ContentRpc.pageGet, { key, locale: 'en' });
  const chinese = (key: 'home' | 'about') => content.call(ContentRpc.pageGet, { key });

  beforeAll(async () => {
    content = await newMediumService('content', [PagesModule], { env: { PUBLISH_POLL_MS: '3600000' } });
    home = (await content.call(ContentRpc.pageAdminGet, { key: 'home' })) as PageAdminView;
    about = (await content.call(ContentRpc.pageAdminGet, { key: 'about' })) as PageAdminView;
  });
  afterAll(() => content?.close());

  it('makes a draft on the first save, public in English once published, the Chinese page unchanged', async () => {
    const before = await chinese('home');
    expect(await content.call(ContentRpc.pageTranslations, { key: 'home' })).toEqual({ en: null });
    const texts = englishTexts(home);
    const draft = await save('home', { title: 'Home', sections: texts });
    expect(draft).toMatchObject({
      id: home.id,
      key: 'home',
      locale: 'en',
      title: 'Home',
      publication: { state: 'draft', version: 1, updated_by: EDITOR.name },
    });
    expect(draft.sections.hero).toEqual(texts.hero);
    await expect(english('home')).rejects.toMatchObject({ status: 404 });
    expect(await content.call(ContentRpc.pageLanguages, { key: 'home' })).toEqual({ locales: ['zh-CN'] });

    const live = await content.call(English.publish, { id: home.id, actor: EDITOR });
    expect(live.publication.state).toBe('published');
    const shown = await english('home');
    expect(shown.title).toBe('Home');
    // Texts in English; order, types, links and icons the Chinese page's.
    expect(shown.sections.map((s) => [s.key, s.type])).toEqual(before.sections.map((s) => [s.key, s.type]));
    const hero = shown.sections[0].data as { title: string; buttons: { label: string; href: string }[] };
    expect(hero.title).toBe((texts.hero as { title: string }).title);
    expect(hero.buttons.map((b) => b.href)).toEqual(['/products', '/contact']);
    const cards = shown.sections[1].data as { items: { icon: string; title: string }[] };
    expect(cards.items.map((i) => i.icon)).toEqual(['flow', 'chip', 'cloud', 'chart']);
    expect(cards.items[0].title).toMatch(/^E\d+$/);
    expect(await chinese('home')).toEqual(before);
    expect(await content.call(ContentRpc.pageLanguages, { key: 'home' })).toEqual({ locales: ['zh-CN', 'en'] });
    expect(content.events.of(ContentEvents.pagePublished)).toContainEqual({ key: 'home', locale: 'en' });

    // A draft edit stays off the English page until published; a stale save is a 409.
    const edited = await save('home', { title: 'Welcome', sections: texts }, { version: live.publication.version });
    expect(edited.publication).toMatchObject({ state: 'published', has_changes: true });
    expect((await english('home')).title).toBe('Home');
    await expect(
      save('home', { title: 'Stale', sections: texts }, { version: live.publication.version }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
    });
    // Its history is its own: the page's holds none of it.
    expect((await content.call(English.revisions, { id: home.id })).items.length).toBeGreaterThanOrEqual(3);
    const own = await content.call(PagePublishingRpc.revisions, { id: home.id });
    expect(own.items.every((r) => r.action !== 'save')).toBe(true);

    // Taken down: 404 again, and the languages say so.
    await content.call(English.unpublish, { id: home.id, actor: EDITOR });
    await expect(english('home')).rejects.toMatchObject({ status: 404 });
    expect(content.events.of(ContentEvents.pageUnpublished)).toContainEqual({ key: 'home', locale: 'en' });
    expect(await content.call(ContentRpc.pageLanguages, { key: 'home' })).toEqual({ locales: ['zh-CN'] });
  });

  it('refuses empty required texts on publish, an unknown section and a too long text, changing nothing', async () => {
    const texts = englishTexts(about);
    // A draft may lack texts: the hero's title left empty saves.
    const partial = { ...texts, header: { ...(texts.header as object), title: '' } };
    const draft = await save('about', { title: 'About us', sections: partial });
    expect(draft.publication.state).toBe('draft');
    await expect(content.call(English.publish, { id: about.id, actor: EDITOR })).rejects.toMatchObject({
      status: 400,
      message: '英文版本：第 1 个区块（首屏横幅）：横幅标题不能为空',
    });
    // A whole section left out is as empty.
    const { story: _story, ...withoutStory } = texts;
    await save('about', { title: 'About us', sections: withoutStory });
    await expect(content.call(English.publish, { id: about.id, actor: EDITOR })).rejects.toMatchObject({
      status: 400,
    });
    await expect(save('about', { title: '', sections: texts }, { publish: true })).rejects.toMatchObject({
      status: 400,
      message: '英文版本：页面标题不能为空',
    });
    await expect(english('about')).rejects.toMatchObject({ status: 404 });

    const version = (await content.call(ContentRpc.pageTranslations, { key: 'about' })).en!.publication.version;
    await expect(save('about', { sections: { ...texts, nowhere: { title: 'Lost' } } })).rejects.toMatchObject({
      status: 400,
      message: '英文版本：页面中没有区块「nowhere」',
    });
    await expect(
      save('about', { sections: { header: { ...(texts.header as object), title: 'x'.repeat(61) } } }),
    ).rejects.toThrow('横幅标题不能超过60个字符');
    expect((await content.call(ContentRpc.pageTranslations, { key: 'about' })).en!.publication.version).toBe(version);
  });

  it('publishes an English schedule on its own poller pass, and removes a translation with its history', async () => {
    const texts = englishTexts(about);
    await save('about', { title: 'About us', sections: texts });
    await content.call(English.schedule, {
      id: about.id,
      actor: EDITOR,
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
      unpublish_at: null,
    });
    const listed = await content.call(English.scheduled, {});
    expect(listed.items).toContainEqual(
      expect.objectContaining({ type: 'page', id: about.id, title: '关于我们（英文）' }),
    );
    await content.query(`UPDATE page_translations SET publish_at = now() - interval '1 second' WHERE page_id = $1`, [
      about.id,
    ]);
    expect(await content.module.get(PagePublishingService).runDue()).toBe(0);
    expect(await content.module.get(pageTranslationPublishing('en')).runDue()).toBe(1);
    expect((await english('about')).title).toBe('About us');

    await content.call(ContentRpc.pageTranslationDelete, { key: 'about', locale: 'en', actor: EDITOR });
    await expect(english('about')).rejects.toMatchObject({ status: 404 });
    const left = await content.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM revisions WHERE record_type = 'page' AND record_id = $1 AND locale = 'en'`,
      [about.id],
    );
    expect(left[0].n).toBe(0);
    await expect(
      content.call(ContentRpc.pageTranslationDelete, { key: 'about', locale: 'en', actor: EDITOR }),
    ).rejects.toMatchObject({ status: 404, code: 'PAGE_TRANSLATION_NOT_FOUND' });
  });

  it('counts a picture in the English rich text as in use by the page', async () => {
    const url = '/uploads/images/2026/01/5d0c4a8e-0d1b-4f2e-9c3a-7b6e5f4d3c2b.webp';
    const texts = englishTexts(about);
    const story = { ...(texts.story as object), html: `<p>Story <img src="${url}" alt="Our team"></p>` };
    await save('about', { title: 'About us', sections: { ...texts, story } });
    const reports = content.events.of(ContentEvents.mediaUsageReported);
    expect(reports.at(-1)).toMatchObject({
      kind: 'page',
      id: 'about',
      references: expect.arrayContaining([{ url, field: 'translations' }]) as unknown,
    });
    // The index's rebuild finds it too.
    const sources = await content.module.get(PagesService).usageSources();
    expect(sources.find((s) => s.id === 'about')?.references).toContainEqual({ url, field: 'translations' });
    await content.call(ContentRpc.pageTranslationDelete, { key: 'about', locale: 'en', actor: EDITOR });
  });

  it('counts the pages and how many are live in English for the dashboard', async () => {
    const service = content.module.get(PageTranslationsService);
    const before = await service.translationCount();
    expect(before).toMatchObject({ kind: 'page', total: 3 });
    await save('home', { title: 'Home', sections: englishTexts(home) }, { publish: true });
    const after = await service.translationCount();
    expect(before.missing.en - after.missing.en).toBe(1);
  });
});
