/**
 * @jest-environment node
 */
import type { NewsView, PageDataSource, ProductDetailView, ServerEntry } from '@site/contracts';
import type { Locale } from '@site/contracts/locales';
import * as entry from './entry-server';

// The gateway loads the built entry with `require`, typed as ServerEntry: this assignment is what keeps
// the two in step (a missing export or another signature fails the type check).
const checked: ServerEntry = entry;

describe('entry-server', () => {
  it('exports what the gateway calls', () => {
    expect(typeof checked.render).toBe('function');
    expect(typeof checked.isServerRenderedPath).toBe('function');
    expect(checked.pageAddress('/products?utm_source=x&category=3')).toBe('/products?category=3');
  });
});

describe('render, in each language', () => {
  const offered = (languages: Locale[]): PageDataSource => ({
    settings: () => Promise.resolve({ siteName: '智动科技', siteUrl: 'https://example.cn', maintenanceMode: false }),
    languages: () => Promise.resolve(languages),
    categories: () => Promise.resolve([]),
    productPage: ({ page }) => Promise.resolve({ items: [], page, total: 0, totalPages: 0 }),
    product: () => Promise.reject(Object.assign(new Error('产品不存在'), { status: 404 })),
    newsList: ({ page }) => Promise.resolve({ items: [], total: 0, page, totalPages: 0 }),
    news: () => Promise.reject(Object.assign(new Error('该新闻不存在'), { status: 404 })),
    recordLanguages: () => Promise.resolve(languages),
    appDownloads: () => Promise.resolve([]),
    page: (key) => Promise.resolve({ key, title: key, sections: [], strips: {}, updated_at: null, updated_by: null }),
  });

  it('renders a Chinese page with its words, its catalogue and no alternates while only Chinese is offered', async () => {
    const page = await entry.render('/download', offered(['zh-CN']));
    expect([page.status, page.lang, page.interactive]).toEqual([200, 'zh-CN', true]);
    expect(page.modules).toContain('src/locales/zh-CN.json');
    expect(page.modules).not.toContain('src/locales/en.json');
    expect(page.html).toContain('产品中心');
    expect(page.head).not.toContain('hreflang');
    expect(page.head).toContain('<meta property="og:locale" content="zh_CN">');
  });

  it('renders an English page in English, its links under /en, with hreflang both ways', async () => {
    const page = await entry.render('/en/download?utm_source=x', offered(['zh-CN', 'en']));
    expect([page.status, page.lang, page.interactive]).toEqual([200, 'en', true]);
    expect(page.modules).toContain('src/locales/en.json');
    expect(page.modules).not.toContain('src/locales/zh-CN.json');
    expect(page.html).toContain('>Products<');
    expect(page.html).toContain('href="/en/products"');
    // The footer's links are settings; they are translated with the settings.
    expect(/<header>.*<\/header>/.exec(page.html)?.[0]).not.toMatch(/产品中心|主导航/);
    expect(page.head).toContain('<title>App download - 智动科技</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://example.cn/en/download">');
    expect(page.head).toContain('<link rel="alternate" hreflang="zh-CN" href="https://example.cn/download">');
    expect(page.head).toContain('<link rel="alternate" hreflang="en" href="https://example.cn/en/download">');
    expect(page.head).toContain('<link rel="alternate" hreflang="x-default" href="https://example.cn/download">');
    expect(page.head).toContain('"inLanguage":"en"');

    const chinese = await entry.render('/download', offered(['zh-CN', 'en']));
    expect(chinese.head).toContain('<link rel="alternate" hreflang="en" href="https://example.cn/en/download">');
    expect(chinese.head).toContain('<link rel="canonical" href="https://example.cn/download">');
  });

  it('answers an address in a language not offered with the Chinese 404 page, not to be started in the browser', async () => {
    for (const path of ['/en', '/en/products', '/en/news/3']) {
      const page = await entry.render(path, offered(['zh-CN']));
      expect({ path, status: page.status, lang: page.lang, interactive: page.interactive }).toEqual({
        path,
        status: 404,
        lang: 'zh-CN',
        interactive: false,
      });
      expect(page.html).toContain('页面未找到');
      expect(page.head).toContain('noindex');
    }
  });

  it('asks for the categories in the page’s language, and shows them', async () => {
    const asked: unknown[] = [];
    const source: PageDataSource = {
      ...offered(['zh-CN', 'en']),
      categories: (type, locale) => {
        asked.push([type, locale]);
        const name = locale === 'en' ? 'Smart Home' : '智能家居';
        return Promise.resolve([
          { id: 4, name, slug: 'x', parent_id: null, type, created_at: '2026-11-01T00:00:00.000Z' },
        ]);
      },
    };
    const english = await entry.render('/en/products', source);
    expect(english.html).toContain('Smart Home');
    const chinese = await entry.render('/products', source);
    expect(chinese.html).toContain('智能家居');
    expect(asked).toEqual([
      ['product', 'en'],
      ['product', 'zh-CN'],
    ]);
  });

  const article = (id: number, locale?: string): NewsView => ({
    id,
    title: locale === 'en' ? 'Robots at the fair' : '展会上的机器人',
    author: '编辑',
    user_id: null,
    category: 2,
    category_id: 2,
    category_name: locale === 'en' ? 'Company news' : '公司新闻',
    cover_image: null,
    cover_alt: null,
    summary: locale === 'en' ? 'What we showed' : '我们展出了什么',
    date: '2026-11-29',
    views: 0,
    created_at: '2026-11-29T00:00:00.000Z',
    updated_at: '2026-11-29T00:00:00.000Z',
    content: locale === 'en' ? '<p>In English.</p>' : '<p>中文正文。</p>',
    seo_title: '',
    seo_description: '',
  });

  it('reads an article in the page’s language, and a Chinese one without naming a language', async () => {
    const asked: unknown[] = [];
    const source: PageDataSource = {
      ...offered(['zh-CN', 'en']),
      news: (...args) => {
        asked.push(args);
        return Promise.resolve(article(args[0], args[1]));
      },
    };
    const english = await entry.render('/en/news/3', source);
    expect(english.status).toBe(200);
    expect(english.html).toContain('Robots at the fair');
    expect(english.html).not.toContain('展会上的机器人');
    expect(english.head).toContain('<title>Robots at the fair - 智动科技</title>');
    // The browser's query key holds the language, so it hydrates from this answer without a fetch.
    expect(english.state).toContain('["news","detail",3,"en"]');
    const chinese = await entry.render('/news/3', source);
    expect(chinese.html).toContain('展会上的机器人');
    expect(chinese.state).toContain('["news","detail",3]');
    expect(asked).toEqual([[3, 'en'], [3]]);
  });

  it('lists the articles in the page’s language, and the Chinese ones without naming a language', async () => {
    const asked: unknown[] = [];
    const source: PageDataSource = {
      ...offered(['zh-CN', 'en']),
      newsList: (query) => {
        asked.push(query);
        const {
          content: _content,
          seo_title: _title,
          seo_description: _description,
          ...item
        } = article(5, query.locale);
        return Promise.resolve({ items: [item], total: 1, page: query.page, totalPages: 1 });
      },
    };
    const english = await entry.render('/en/news?page=1', source);
    expect(english.html).toContain('Robots at the fair');
    expect(english.html).toContain('href="/en/news/5"');
    const chinese = await entry.render('/news', source);
    expect(chinese.html).toContain('展会上的机器人');
    expect(asked).toStrictEqual([
      { category: null, search: '', page: 1, limit: 3, locale: 'en' },
      { category: null, search: '', page: 1, limit: 3, locale: undefined },
    ]);
  });

  const product = (id: number, locale?: string): ProductDetailView => ({
    id,
    name: locale === 'en' ? 'Smart gateway' : '智能网关',
    category: 2,
    category_name: locale === 'en' ? 'Smart Home' : '智能家居',
    model: 'ZH-1000',
    status: '已发布',
    price: '¥1999',
    stock: 20,
    description: locale === 'en' ? '<p>In English.</p>' : '<p>中文说明。</p>',
    seo_title: '',
    seo_description: '',
    promises: null,
    date: '2026-11-29T00:00:00.000Z',
    created_at: '2026-11-29T00:00:00.000Z',
    image: null,
    cover_image: null,
    primary_image: null,
    images: [],
    product_images: [],
  });

  it('reads a product in the page’s language, and a Chinese one without naming a language', async () => {
    const asked: unknown[] = [];
    const source: PageDataSource = {
      ...offered(['zh-CN', 'en']),
      product: (...args) => {
        asked.push(args);
        return Promise.resolve(product(args[0], args[1]));
      },
    };
    const english = await entry.render('/en/products/3', source);
    expect(english.status).toBe(200);
    expect(english.html).toContain('Smart gateway');
    expect(english.html).toContain('In English.');
    expect(english.html).not.toContain('智能网关');
    expect(english.head).toContain('<title>Smart gateway - 智动科技</title>');
    // The browser's query key holds the language, so it hydrates from this answer without a fetch.
    expect(english.state).toContain('["products","detail",3,"en"]');
    const chinese = await entry.render('/products/3', source);
    expect(chinese.html).toContain('智能网关');
    expect(chinese.state).toContain('["products","detail",3]');
    expect(asked).toEqual([[3, 'en'], [3]]);
  });

  it('answers a product without a published English version with the 404 page at its English address', async () => {
    const source: PageDataSource = {
      ...offered(['zh-CN', 'en']),
      product: (id, locale) =>
        locale ? Promise.reject(Object.assign(new Error('产品不存在'), { status: 404 })) : Promise.resolve(product(id)),
    };
    const english = await entry.render('/en/products/3', source);
    expect([english.status, english.lang]).toEqual([404, 'en']);
    expect(english.html).toContain('This product does not exist');
    expect(english.html).not.toContain('智能网关');
    expect((await entry.render('/products/3', source)).status).toBe(200);
  });

  it('lists the products in the page’s language, and the Chinese ones without naming a language', async () => {
    const asked: unknown[] = [];
    const source: PageDataSource = {
      ...offered(['zh-CN', 'en']),
      productPage: (query) => {
        asked.push(query);
        const { description: _description, images: _i, product_images: _p, ...item } = product(5, query.locale);
        return Promise.resolve({ items: [{ ...item, description: '' }], page: query.page, total: 1, totalPages: 1 });
      },
    };
    const english = await entry.render('/en/products', source);
    expect(english.html).toContain('Smart gateway');
    expect(english.html).toContain('href="/en/products/5"');
    expect(english.state).toContain('["products","pages","all","en"]');
    const chinese = await entry.render('/products', source);
    expect(chinese.html).toContain('智能网关');
    expect(chinese.state).toContain('["products","pages","all"]');
    expect(asked).toStrictEqual([
      { page: 1, limit: 12, category: null, locale: 'en' },
      { page: 1, limit: 12, category: null, locale: undefined },
    ]);
  });

  it('names as a record page’s alternates only the languages the record is live in, both ways', async () => {
    const asked: unknown[] = [];
    let live: Locale[] = ['zh-CN', 'en'];
    const source: PageDataSource = {
      ...offered(['zh-CN', 'en']),
      product: (id, locale) => Promise.resolve(product(id, locale)),
      news: (id, locale) => Promise.resolve(article(id, locale)),
      recordLanguages: (...args) => {
        asked.push(args);
        return Promise.resolve(live);
      },
    };
    const alternates = (head: string) => [
      ...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
    ];
    for (const [section, kind] of [
      ['products', 'product'],
      ['news', 'news'],
    ] as const) {
      const zh = `https://example.cn/${section}/3`;
      const en = `https://example.cn/en/${section}/3`;
      const both = [
        ['zh-CN', zh],
        ['en', en],
        ['x-default', zh],
      ];
      live = ['zh-CN', 'en'];
      for (const path of [`/${section}/3`, `/en/${section}/3`]) {
        const page = await entry.render(path, source);
        expect(page.status).toBe(200);
        expect(alternates(page.head).map(([, lang, href]) => [lang, href])).toEqual(both);
      }
      // Chinese only: no alternates, and no og:locale:alternate.
      live = ['zh-CN'];
      const chinese = await entry.render(`/${section}/3`, source);
      expect(alternates(chinese.head)).toEqual([]);
      expect(chinese.head).not.toContain('og:locale:alternate');
      // The language switch reads them too: English is this record's English home (useAlternates).
      const { queries } = JSON.parse(chinese.state) as {
        queries: { queries: { queryKey: unknown; state: { data: unknown } }[] };
      };
      expect(
        queries.queries.find((q) => JSON.stringify(q.queryKey) === `["page-versions","/${section}/3"]`)?.state.data,
      ).toEqual(['zh-CN']);
      expect(asked.splice(0)).toEqual([
        [kind, 3],
        [kind, 3],
        [kind, 3],
      ]);
    }
    // Not asked of a page that is no record's, nor of a record's 404.
    await entry.render('/en/download', source);
    await entry.render('/products/x', source);
    expect(asked).toEqual([]);
  });

  it('answers 503 without alternates, to be served from the last good copy, when a record’s languages are unknown', async () => {
    const page = await entry.render('/products/3', {
      ...offered(['zh-CN', 'en']),
      product: (id) => Promise.resolve(product(id)),
      recordLanguages: () => Promise.reject(new Error('catalog down')),
    });
    expect([page.status, page.failed]).toEqual([503, true]);
    expect(page.head).not.toContain('hreflang');
  });

  const organization = (head: string) => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '{}';
    const graph = (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'];
    return graph.find((entry) => entry['@type'] === 'Organization');
  };

  it('names the Organization in the page’s language, the other language’s site name as its alternateName', async () => {
    const asked: Locale[] = [];
    const named = (languages: Locale[], english = 'Zhidong Tech'): PageDataSource => ({
      ...offered(languages),
      settings: (locale) => {
        asked.push(locale);
        const siteName = locale === 'en' ? english : '智动科技';
        return Promise.resolve({ siteName, siteUrl: 'https://example.cn', maintenanceMode: false });
      },
    });
    const chinese = organization((await entry.render('/about', named(['zh-CN', 'en']))).head);
    expect(chinese).toMatchObject({ name: '智动科技', alternateName: 'Zhidong Tech' });
    const english = organization((await entry.render('/en/about', named(['zh-CN', 'en']))).head);
    expect(english).toMatchObject({ name: 'Zhidong Tech', alternateName: '智动科技' });
    // The same name in both (English left empty falls back to the Chinese): nothing to add.
    expect(organization((await entry.render('/about', named(['zh-CN', 'en'], '智动科技'))).head)).not.toHaveProperty(
      'alternateName',
    );
    // One language: no other name, and no other language's settings asked.
    asked.splice(0);
    expect(organization((await entry.render('/about', named(['zh-CN']))).head)).not.toHaveProperty('alternateName');
    expect(asked).toEqual(['zh-CN']);
  });

  it('keeps only the parameters a page reads, under any language', () => {
    expect(entry.pageAddress('/en/news?page=2&utm_source=x')).toBe('/en/news?page=2');
    expect(entry.pageAddress('/en/products?category=3&from=singlemessage')).toBe('/en/products?category=3');
  });
});
