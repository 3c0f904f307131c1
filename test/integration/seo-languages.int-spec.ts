import {
  type NewsListItem,
  type PageAdminView,
  type ProductView,
  type Publication,
  type SectionTexts,
  sectionTexts,
} from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// The search-engine side of the English site (issue 36, docs/languages.md): a product's or article's
// page names as hreflang only the languages it is live in, both ways; the sitemap lists products and
// articles per language with the same alternates; the Organization is named in both languages.
describe('hreflang, sitemap and names per language', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let visitor: ApiClient;

  /** The `<link rel="alternate" hreflang>` of a page's head, as [hreflang, address]. */
  const alternatesOf = async (path: string) => {
    const answer = await fetch(`${stack.url}${path}`);
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    const html = await answer.text();
    const head = html.slice(0, html.indexOf('</head>'));
    return [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang,
      new URL(href).pathname,
    ]);
  };
  const both = (zh: string, en: string) => [
    ['zh-CN', zh],
    ['en', en],
    ['x-default', zh],
  ];
  const sitemap = () => fetch(`${stack.url}/sitemap.xml`).then((r) => r.text());
  /** The sitemap's `<url>` for a path, or undefined. */
  const urlOf = (xml: string, path: string) =>
    [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url).find((url) => url.includes(`${path}</loc>`));

  /** The home page's English version, every text filled in, published: the site then offers English. */
  const offerEnglish = async () => {
    if ((await visitor.get('/api/pages/home?locale=en')).status === 200) return;
    const page = (await admin.get<PageAdminView>('/api/admin/pages/home')).body;
    let n = 0;
    const english = (value: unknown, field = ''): unknown => {
      if (typeof value === 'string') return field === 'html' ? `<p>Home ${++n}</p>` : value ? `Home${++n}` : '';
      if (Array.isArray(value)) return value.map((item) => english(item));
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, english(v, k)]));
      return value;
    };
    const sections: Record<string, SectionTexts> = Object.fromEntries(
      page.sections.map((s) => [s.key, english(sectionTexts(s.type, s.data)) as SectionTexts]),
    );
    const saved = await editor.put('/api/en/pages/home?publish=true', { title: 'Home', sections });
    expect(saved.status).toBe(200);
    expect((await fetch(`${stack.url}/en`)).status).toBe(200);
  };

  /** One demo record live in English and one in Chinese only, of a public list. */
  type Listed = { id: number; status?: string };
  const pick = async (path: string, items: (body: unknown) => Listed[]) => {
    // The sitemap lists the products on sale (status 已发布), as the public list's filter does.
    const english = new Set(items((await visitor.get(`${path}?limit=100&locale=en`)).body).map((r) => r.id));
    const all = items((await visitor.get(`${path}?limit=100`)).body).filter(
      (r) => r.status === undefined || r.status === '已发布',
    );
    const translated = all.find((r) => english.has(r.id));
    const chineseOnly = all.find((r) => !english.has(r.id));
    if (!translated || !chineseOnly) throw new Error(`the demo needs both kinds of ${path}`);
    return { translated: translated.id, chineseOnly: chineseOnly.id };
  };

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await ApiClient.signedIn(stack.url, EDITOR);
    visitor = new ApiClient(stack.url);
    await offerEnglish();
  });
  afterAll(() => stopTestStack(stack));

  const kinds: { section: string; list: (body: unknown) => Listed[] }[] = [
    { section: 'products', list: (body) => body as ProductView[] },
    { section: 'news', list: (body) => (body as { items: NewsListItem[] }).items },
  ];
  for (const kind of kinds) {
    it(`names a ${kind.section} page's published versions only, both ways, in its head and the sitemap`, async () => {
      const { section } = kind;
      const { translated, chineseOnly } = await pick(`/api/${section}`, kind.list);
      const zh = `/${section}/${translated}`;
      const en = `/en/${section}/${translated}`;

      // Read (and cached) while both versions are live.
      expect(await alternatesOf(zh)).toEqual(both(zh, en));
      expect(await alternatesOf(en)).toEqual(both(zh, en));
      expect(await alternatesOf(`/${section}/${chineseOnly}`)).toEqual([]);
      let xml = await sitemap();
      for (const path of [zh, en]) {
        expect(urlOf(xml, path)).toContain(`hreflang="en" href="${stack.url.replace(/\/$/, '')}${en}"`);
        expect(urlOf(xml, path)).toContain(`hreflang="x-default" href="${stack.url.replace(/\/$/, '')}${zh}"`);
      }
      expect(urlOf(xml, `/${section}/${chineseOnly}`)).not.toContain('hreflang');
      expect(urlOf(xml, `/en/${section}/${chineseOnly}`)).toBeUndefined();

      // English taken down: gone from the Chinese page's head and from the sitemap, the cached copies dropped.
      expect((await editor.post(`/api/en/${section}/${translated}/unpublish`, {})).status).toBe(200);
      expect((await fetch(`${stack.url}${en}`)).status).toBe(404);
      expect(await alternatesOf(zh)).toEqual([]);
      xml = await sitemap();
      expect(urlOf(xml, zh)).not.toContain('hreflang');
      expect(urlOf(xml, en)).toBeUndefined();

      // Published again: both directions name each other again.
      const { en: version } = (
        await admin.get<{ en: { publication: Publication } }>(`/api/admin/${section}/${translated}/translations`)
      ).body;
      const again = await editor.post(`/api/en/${section}/${translated}/publish`, {
        version: version.publication.version,
      });
      expect(again.status).toBe(200);
      expect(await alternatesOf(zh)).toEqual(both(zh, en));
      expect(await alternatesOf(en)).toEqual(both(zh, en));
      expect(urlOf(await sitemap(), en)).toBeDefined();
    });
  }

  it('names the Organization in the page’s language, the other language’s site name as alternateName', async () => {
    const general = (await admin.get<Record<string, unknown>>('/api/settings?tab=general')).body;
    const chinese = general.siteName as string;
    const en = {
      siteName: 'Zhidong Automation',
      siteDescription: '',
      address: '',
      recordNumber: '',
      footerLinks: [],
      ...(general.translations as { en: Record<string, unknown> | null }).en,
    };
    en.siteName = 'Zhidong Automation';
    const saved = await admin.post('/api/settings', { tab: 'general', settings: { ...general, translations: { en } } });
    expect(saved.status).toBe(200);

    const organization = async (path: string) => {
      const html = await fetch(`${stack.url}${path}`).then((r) => r.text());
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1];
      return (JSON.parse(json) as { '@graph': { '@type': string }[] })['@graph'].find(
        (entry) => entry['@type'] === 'Organization',
      );
    };
    expect(await organization('/')).toMatchObject({ name: chinese, alternateName: 'Zhidong Automation' });
    expect(await organization('/en')).toMatchObject({ name: 'Zhidong Automation', alternateName: chinese });
  });
});
