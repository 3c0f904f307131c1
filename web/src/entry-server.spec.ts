/**
 * @jest-environment node
 */
import type { PageDataSource, ServerEntry } from '@site/contracts';
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

  it('keeps only the parameters a page reads, under any language', () => {
    expect(entry.pageAddress('/en/news?page=2&utm_source=x')).toBe('/en/news?page=2');
    expect(entry.pageAddress('/en/products?category=3&from=singlemessage')).toBe('/en/products?category=3');
  });
});
