import { CatalogRpc, ContentRpc } from '@site/contracts';
import type { EventBus, RpcClient } from '@site/service-kit/dist/client';
import type { NewsViewsPublisher } from '../news/news-views.publisher';
import { type PageReads, pageDataSource } from './page-data.source';
import { SiteLanguages } from './site-languages';

describe('pageDataSource news reads', () => {
  const setup = () => {
    const call = jest.fn().mockResolvedValue({ id: 3, items: [] });
    const sent = (rpc: unknown) => call.mock.calls.filter(([called]) => called === rpc).map(([, message]) => message);
    const count = jest.fn();
    const reads: PageReads = { tags: new Set() };
    const source = pageDataSource(
      { call } as unknown as RpcClient,
      { count } as unknown as NewsViewsPublisher,
      new SiteLanguages({ call } as unknown as RpcClient, {} as EventBus),
      reads,
    );
    return { call, sent, count, reads, source };
  };

  it('asks for an article in another language by its locale, and names none for the default', async () => {
    const { sent, count, reads, source } = setup();
    await source.news(3);
    await source.news(3, 'en');
    // toStrictEqual: the default language's message has no `locale` key at all, as before languages.
    expect(sent(ContentRpc.newsGet)).toStrictEqual([{ id: 3 }, { id: 3, locale: 'en' }]);
    expect(count).toHaveBeenCalledWith(3);
    expect([...reads.tags]).toEqual(['news:3', 'news-categories']);
  });

  it('lists the articles in another language by its locale, and names none for the default', async () => {
    const { sent, source } = setup();
    await source.newsList({ page: 2, limit: 3, category: null, search: '' });
    await source.newsList({ page: 1, limit: 3, category: 7, search: '机器人', locale: 'en' });
    expect(sent(ContentRpc.newsList)).toStrictEqual([
      { page: 2, limit: 3, category: undefined, search: undefined },
      { locale: 'en', category: 7, search: '机器人', page: 1, limit: 3 },
    ]);
  });

  it('reads a site page in another language by its locale, naming none for the default', async () => {
    const { call, sent, reads, source } = setup();
    call.mockResolvedValue({ key: 'about', sections: [] });
    await source.page('about');
    await source.page('about', 'en');
    expect(sent(ContentRpc.pageGet)).toStrictEqual([
      { key: 'about', includeHidden: false },
      { key: 'about', includeHidden: false, locale: 'en' },
    ]);
    expect([...reads.tags]).toEqual(['page:about']);
  });

  it('tags a page that reads the languages offered with the home page, whose publication decides them', async () => {
    const { reads, source } = setup();
    await source.languages().catch(() => undefined);
    expect([...reads.tags]).toEqual(['page:home']);
  });
});

describe('pageDataSource product reads', () => {
  const setup = () => {
    const call = jest.fn().mockResolvedValue({ id: 3, items: [], total: 0, more: false });
    const sent = (rpc: unknown) => call.mock.calls.filter(([called]) => called === rpc).map(([, message]) => message);
    const reads: PageReads = { tags: new Set() };
    const source = pageDataSource(
      { call } as unknown as RpcClient,
      { count: jest.fn() } as unknown as NewsViewsPublisher,
      new SiteLanguages({ call } as unknown as RpcClient, {} as EventBus),
      reads,
    );
    return { sent, reads, source };
  };

  it('asks for a product in another language by its locale, and names none for the default', async () => {
    const { sent, reads, source } = setup();
    await source.product(3);
    await source.product(3, 'en');
    expect(sent(CatalogRpc.productGet)).toStrictEqual([{ id: 3 }, { id: 3, locale: 'en' }]);
    expect([...reads.tags]).toEqual(['product:3', 'categories']);
  });

  it('lists the products in another language by its locale, and names none for the default', async () => {
    const { sent, source } = setup();
    await source.productPage({ page: 2, limit: 3, category: null });
    await source.productPage({ page: 1, limit: 3, category: 7, locale: 'en' });
    const [chinese, english] = sent(CatalogRpc.productList) as Record<string, unknown>[];
    expect('locale' in chinese).toBe(false);
    expect(chinese).toMatchObject({ offset: 3, limit: 3, withTotal: true });
    expect(english).toMatchObject({ locale: 'en', category: 7, offset: 0, limit: 3 });
  });
});

describe('pageDataSource record languages', () => {
  /** The home page live in `offered`; a record's read in English answers `english` (or fails with it). */
  const setup = (offered: string[], english: () => Promise<unknown>) => {
    const call = jest.fn((rpc: unknown, message: { locale?: string }) => {
      if (rpc === ContentRpc.pageLanguages) return Promise.resolve({ locales: offered });
      return message.locale ? english() : Promise.resolve({ id: 3 });
    });
    const reads: PageReads = { tags: new Set() };
    const client = { call } as unknown as RpcClient;
    const source = pageDataSource(
      client,
      { count: jest.fn() } as unknown as NewsViewsPublisher,
      new SiteLanguages(client, {} as EventBus),
      reads,
    );
    return { call, reads, source };
  };
  const missing = () => Promise.reject(Object.assign(new Error('产品不存在'), { status: 404 }));

  it('names the offered languages the record is live in, asking its public read in each translated one', async () => {
    const live = setup(['zh-CN', 'en'], () => Promise.resolve({ id: 3 }));
    expect(await live.source.recordLanguages('product', 3)).toEqual(['zh-CN', 'en']);
    expect(live.call).toHaveBeenCalledWith(CatalogRpc.productGet, { id: 3, locale: 'en' });
    expect([...live.reads.tags]).toEqual(['product:3', 'page:home']);

    const chineseOnly = setup(['zh-CN', 'en'], missing);
    expect(await chineseOnly.source.recordLanguages('news', 3)).toEqual(['zh-CN']);
    expect(chineseOnly.call).toHaveBeenCalledWith(ContentRpc.newsGet, { id: 3, locale: 'en' });
    expect([...chineseOnly.reads.tags]).toEqual(['news:3', 'page:home']);
  });

  it('asks nothing of a language the site does not offer, and fails when a read fails otherwise', async () => {
    const one = setup(['zh-CN'], () => Promise.resolve({ id: 3 }));
    expect(await one.source.recordLanguages('product', 3)).toEqual(['zh-CN']);
    expect(one.call).toHaveBeenCalledTimes(1);
    const down = setup(['zh-CN', 'en'], () => Promise.reject(Object.assign(new Error('超时'), { status: 503 })));
    await expect(down.source.recordLanguages('product', 3)).rejects.toThrow('超时');
  });
});
