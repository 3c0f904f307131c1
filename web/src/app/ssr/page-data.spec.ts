/**
 * @jest-environment node
 */
// Server and browser halves of the page state; no DOM needed (react-router wants TextEncoder, which jsdom lacks).
import { QueryClient } from '@tanstack/react-query';
import { pageQuery } from '../../features/pages/api/page';
import { productQuery } from '../../features/products/api/products';
import { publicSettingsQuery } from '../../features/settings/api/get-public-settings';
import { ApiError } from '../../lib/api-client';
import { loadPageQueries, pageAddress, serializePageState, settleQueries, type PageDataSource } from './page-data';
import { hydratePageState, type PageState } from './page-state';

const notFound = () => Promise.reject(Object.assign(new Error('产品不存在'), { status: 404 }));
const down = () => Promise.reject(Object.assign(new Error('服务暂不可用'), { status: 503 }));

function source(overrides: Partial<PageDataSource> = {}): PageDataSource {
  return {
    settings: () => Promise.resolve({ siteName: '智动科技', maintenanceMode: false }),
    languages: () => Promise.resolve(['zh-CN']),
    categories: () => Promise.resolve([]),
    productPage: ({ page }) => Promise.resolve({ items: [], page, total: 0, totalPages: 0 }),
    product: (id) => Promise.resolve({ id, name: `产品${id}` } as never),
    newsList: ({ page }) => Promise.resolve({ items: [], total: 0, page, totalPages: 0 }),
    news: notFound,
    recordLanguages: () => Promise.resolve(['zh-CN']),
    appDownloads: () => Promise.resolve([]),
    page: (key) => Promise.resolve({ key, title: key, sections: [], strips: {}, updated_at: null, updated_by: null }),
    ...overrides,
  };
}

const serverClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const load = (client: QueryClient, path: string, from = source()) =>
  loadPageQueries(client, new URL(path, 'http://localhost'), from);

describe('loadPageQueries', () => {
  it('loads what each page reads, under the keys its components use', async () => {
    const client = serverClient();
    expect(await load(client, '/products/7')).toBe(true);
    expect(client.getQueryData(productQuery(7).queryKey)).toEqual({ id: 7, name: '产品7' });
    expect(client.getQueryData(publicSettingsQuery().queryKey)).toMatchObject({ siteName: '智动科技' });
  });

  it("reads the settings in the page's language: Chinese under the key it always had, English under its own", async () => {
    const asked: string[] = [];
    const from = source({
      settings: (locale) => {
        asked.push(locale);
        return Promise.resolve({ siteName: locale === 'en' ? 'Zhiheng' : '智动科技' });
      },
    });
    const chinese = serverClient();
    await load(chinese, '/products', from);
    expect(publicSettingsQuery().queryKey).toEqual(['settings', 'public']);
    expect(chinese.getQueryData(['settings', 'public'])).toMatchObject({ siteName: '智动科技' });
    const english = serverClient();
    await load(english, '/en/products', from);
    expect(publicSettingsQuery('en').queryKey).toEqual(['settings', 'public', 'en']);
    expect(english.getQueryData(['settings', 'public', 'en'])).toMatchObject({ siteName: 'Zhiheng' });
    expect(english.getQueryData(['settings', 'public'])).toBeUndefined();
    expect(asked).toEqual(['zh-CN', 'en']);
  });

  it('loads a site page whole, under the key its component reads', async () => {
    const client = serverClient();
    expect(await load(client, '/about')).toBe(true);
    expect(client.getQueryData(pageQuery('about').queryKey)).toMatchObject({ key: 'about', strips: {} });
  });

  it('loads a site page in English under its own key, the Chinese read naming no language', async () => {
    const asked: unknown[][] = [];
    const from = source({
      languages: () => Promise.resolve(['zh-CN', 'en']),
      page: (...args) => {
        asked.push(args);
        return Promise.resolve({
          key: args[0],
          title: 'About',
          sections: [],
          strips: {},
          updated_at: null,
          updated_by: null,
        });
      },
    });
    const client = serverClient();
    expect(await load(client, '/en/about', from)).toBe(true);
    expect(await load(client, '/about', from)).toBe(true);
    expect(pageQuery('about', 'en').queryKey).toEqual(['pages', 'about', 'en']);
    expect(pageQuery('about').queryKey).toEqual(['pages', 'about']);
    expect(client.getQueryData(['pages', 'about', 'en'])).toMatchObject({ title: 'About' });
    expect(asked).toEqual([['about', 'en'], ['about']]);
  });

  it('tells an unknown path or an unreadable id from a page', async () => {
    expect(await load(serverClient(), '/no-such-page')).toBe(false);
    expect(await load(serverClient(), '/products/abc')).toBe(false);
    expect(await load(serverClient(), '/about')).toBe(true);
  });
});

describe('settleQueries', () => {
  it('embeds a 404 as missing, and drops other failures so both sides start from loading', async () => {
    const client = serverClient();
    await load(client, '/products/7', source({ product: notFound, settings: down }));
    const settled = settleQueries(client);
    expect(settled).toMatchObject({ missing: true, failed: true });
    expect(settled.state.missing).toEqual([{ queryKey: productQuery(7).queryKey, message: '产品不存在' }]);
    expect(client.getQueryState(publicSettingsQuery().queryKey)).toBeUndefined();
  });
});

describe('hydratePageState', () => {
  it('restores the answers as fresh and a missing record as the 404 the API client would throw', async () => {
    const server = serverClient();
    await load(server, '/products/7');
    const state = JSON.parse(serializePageState(settleQueries(server).state)) as PageState;
    state.queries.queries.forEach((query) => (query.state.dataUpdatedAt = 0));
    state.missing.push({ queryKey: productQuery(8).queryKey, message: '产品不存在' });

    const browser = new QueryClient();
    hydratePageState(browser, state);
    expect(browser.getQueryData(productQuery(7).queryKey)).toEqual({ id: 7, name: '产品7' });
    expect(browser.getQueryState(productQuery(7).queryKey)?.dataUpdatedAt).toBeGreaterThan(0);
    const missing = browser.getQueryState(productQuery(8).queryKey);
    expect(missing?.status).toBe('error');
    expect(missing?.error).toBeInstanceOf(ApiError);
    expect((missing?.error as ApiError).status).toBe(404);
    expect(browser.getQueryDefaults(productQuery(8).queryKey).retryOnMount).toBe(false);
  });
});

describe('serializePageState', () => {
  it('cannot close its script element', () => {
    const text = serializePageState({
      queries: { mutations: [], queries: [] },
      missing: [{ queryKey: ['x'], message: '</script><script>alert(1)</script>' }],
    });
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as PageState).missing[0].message).toBe('</script><script>alert(1)</script>');
  });

  it('keeps the line and paragraph separators, which a data block never runs as script', () => {
    const message = 'a\u2028b\u2029c';
    const text = serializePageState({
      queries: { mutations: [], queries: [] },
      missing: [{ queryKey: ['x'], message }],
    });
    expect((JSON.parse(text) as PageState).missing[0].message).toBe(message);
  });
});

describe('pageAddress', () => {
  it('keeps only the parameters the page reads, in a fixed order', () => {
    expect(pageAddress('/news?utm_source=x&page=2&from=singlemessage&category=3&isappinstalled=0')).toBe(
      '/news?category=3&page=2',
    );
    expect(pageAddress('/news/?search=a%20b&bd_vid=1')).toBe('/news/?search=a+b');
    expect(pageAddress('/products?from=timeline&category=7&page=2')).toBe('/products?category=7');
  });

  it('drops every parameter of a page that reads none', () => {
    expect(pageAddress('/about?utm_source=x&v=1')).toBe('/about');
    expect(pageAddress('/news/12?from=singlemessage')).toBe('/news/12');
    expect(pageAddress('/about')).toBe('/about');
    expect(pageAddress('/?')).toBe('/');
  });
});
