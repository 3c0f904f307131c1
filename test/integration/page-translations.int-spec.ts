import {
  PAGE_KEYS,
  type PageAdminView,
  type PageSummary,
  type PageTranslationAdminView,
  type PageTranslationsView,
  type PreviewLinkView,
  type SectionTexts,
  sectionTexts,
} from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// Site pages in English through the gateway (issue 36, docs/languages.md): the English version is saved,
// published and previewed under /api/en/pages, read side by side by staff, public through ?locale=en only
// once published; the site offers English once the home page is published in English.
describe('page translations through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;

  /** Every text of the page in English, short enough for every limit. */
  const englishOf = async (key: string, prefix: string) => {
    const page = (await admin.get<PageAdminView>(`/api/admin/pages/${key}`)).body;
    let n = 0;
    const english = (value: unknown, field = ''): unknown => {
      if (typeof value === 'string')
        return field === 'html' ? `<p>${prefix} ${++n}</p>` : value ? `${prefix}${++n}` : '';
      if (Array.isArray(value)) return value.map((item) => english(item));
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, english(v, k)]));
      return value;
    };
    const sections: Record<string, SectionTexts> = Object.fromEntries(
      page.sections.map((s) => [s.key, english(sectionTexts(s.type, s.data)) as SectionTexts]),
    );
    return { page, sections };
  };

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await ApiClient.signedIn(stack.url, EDITOR);
    viewer = await ApiClient.signedIn(stack.url, VIEWER);
    visitor = new ApiClient(stack.url);
    // The demo seeds the pages in English (docs/languages.md): these tests start from a site in Chinese only.
    for (const key of PAGE_KEYS) expect((await editor.delete(`/api/en/pages/${key}`)).status).toBe(204);
  });
  afterAll(() => stopTestStack(stack));

  it('refuses bad input in Chinese and changes nothing', async () => {
    const { sections } = await englishOf('about', 'A');
    const unknown = await editor.put<{ error: string }>('/api/en/pages/about', {
      title: 'About us',
      sections: { ...sections, nowhere: { title: 'Lost' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('英文版本：页面中没有区块「nowhere」');
    expect((await visitor.get('/api/pages/about?locale=fr')).status).toBe(400);
    expect((await viewer.get<PageTranslationsView>('/api/admin/pages/about/translations')).body).toEqual({ en: null });

    // A draft may be unfinished; publishing it with a required text empty is a 400, and nothing goes live.
    const header = sections.header as Record<string, unknown>;
    const draft = await editor.put<PageTranslationAdminView>('/api/en/pages/about', {
      title: 'About us',
      sections: { ...sections, header: { ...header, title: '' } },
    });
    expect(draft.status).toBe(200);
    const refused = await editor.post<{ error: string }>(`/api/en/pages/${draft.body.id}/publish`, {
      version: draft.body.publication.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('横幅标题不能为空');
    expect((await visitor.get('/api/pages/about?locale=en')).status).toBe(404);
    const after = (await viewer.get<PageTranslationsView>('/api/admin/pages/about/translations')).body.en!;
    expect(after.publication).toMatchObject({ state: 'draft', version: draft.body.publication.version });
    expect((await viewer.put('/api/en/pages/about', { title: 'Viewer' })).status).toBe(403);
    expect((await editor.delete('/api/en/pages/about')).status).toBe(204);
  });

  it('renders an English preview link before English is offered, never cached or indexed', async () => {
    const { sections } = await englishOf('technology', 'Preview');
    const draft = await editor.put<PageTranslationAdminView>('/api/en/pages/technology', {
      title: 'Technology',
      sections,
    });
    expect(draft.status).toBe(200);
    const link = await editor.post<PreviewLinkView>(`/api/en/pages/${draft.body.id}/preview-links`, { hours: 1 });
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^\/en\/preview\/pages\/[A-Za-z0-9_-]{43}$/);
    const answer = await fetch(`${stack.url}${link.body.url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(await answer.text()).toContain('<html lang="en"');
    const token = link.body.url!.split('/').pop()!;
    expect((await fetch(`${stack.url}/preview/pages/${token}`)).status).toBe(404);
  });

  it('publishes the home page in English: public in English, Chinese unchanged byte for byte, and the site offers English', async () => {
    // The editor's read makes the page's row (a page never saved answers its defaults, undated).
    const { page, sections } = await englishOf('home', 'Home');
    // Read (and cached) before: Chinese only, no English page.
    const chinese = await fetch(`${stack.url}/api/pages/home`).then((r) => r.text());
    expect((await visitor.get('/api/pages/home?locale=en')).status).toBe(404);
    expect((await fetch(`${stack.url}/en`)).status).toBe(404);
    expect(await fetch(`${stack.url}/sitemap.xml`).then((r) => r.text())).not.toContain('hreflang="en"');

    const draft = await editor.put<PageTranslationAdminView>('/api/en/pages/home', { title: 'Home', sections });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ id: page.id, key: 'home', locale: 'en', publication: { state: 'draft' } });
    expect((await viewer.get<PageTranslationsView>('/api/admin/pages/home/translations')).body).toEqual({
      en: draft.body,
    });
    // The pages list's 英文版本 column.
    const listed = (await viewer.get<PageSummary[]>('/api/admin/pages')).body.find((p) => p.key === 'home');
    expect(listed?.translations).toEqual({ en: draft.body.publication });
    // A draft opens nothing.
    expect((await visitor.get('/api/pages/home?locale=en')).status).toBe(404);
    expect((await fetch(`${stack.url}/en`)).status).toBe(404);

    const live = await editor.post<PageTranslationAdminView>(`/api/en/pages/${page.id}/publish`, {
      version: draft.body.publication.version,
    });
    expect(live.status).toBe(200);
    const shown = await visitor.get<{ title: string; sections: { key: string; data: { title?: string } }[] }>(
      '/api/pages/home?locale=en',
    );
    expect(shown.status).toBe(200);
    expect(shown.body.title).toBe('Home');
    expect(shown.body.sections.map((s) => s.key)).toEqual(page.sections.filter((s) => !s.hidden).map((s) => s.key));
    expect(shown.body.sections[0].data.title).toBe((sections[page.sections[0].key] as { title: string }).title);
    expect(await fetch(`${stack.url}/api/pages/home`).then((r) => r.text())).toBe(chinese);

    // The gate: English offered, its home page rendered, the sitemap naming both languages.
    const home = await fetch(`${stack.url}/en`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="en"');
    // Its sections in English, none of the Chinese page's words.
    expect(html).toContain(`>${(sections.hero as { title: string }).title}<`);
    expect(html).not.toContain('让自动化为你持续创造价值');
    expect(await fetch(`${stack.url}/sitemap.xml`).then((r) => r.text())).toContain('hreflang="en"');

    // Taken down: closed again.
    expect((await editor.post(`/api/en/pages/${page.id}/unpublish`, {})).status).toBe(200);
    expect((await visitor.get('/api/pages/home?locale=en')).status).toBe(404);
    expect((await fetch(`${stack.url}/en`)).status).toBe(404);
  });
});
