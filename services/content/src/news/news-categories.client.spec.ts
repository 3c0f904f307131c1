import { CatalogEvents, CatalogRpc, ContentEvents, type RpcContract } from '@site/contracts';
import { type EventBus, type EventRoute, RpcCallError, type RpcClient, ServiceException } from '@site/service-kit';
import { NewsCategoriesClient } from './news-categories.client';

const NEWS = [
  { id: 1, name: '公司新闻', slug: 'a', parent_id: null, type: 'news', created_at: '' },
  { id: 2, name: '企业动态', slug: 'b', parent_id: 1, type: 'news', created_at: '' },
  { id: 3, name: '荣誉资质', slug: 'c', parent_id: 2, type: 'news', created_at: '' },
];

function setup() {
  const handlers = new Map<string, (payload: unknown) => unknown>();
  let catalogUp = true;
  let names = NEWS;
  const call = jest.fn((contract: RpcContract, data: { id?: number }): Promise<unknown> => {
    if (!catalogUp) return Promise.reject(new RpcCallError(503, 'SERVICE_UNAVAILABLE', '产品目录服务暂不可用'));
    if (contract === CatalogRpc.categoryList) return Promise.resolve(names);
    if (contract === CatalogRpc.categoryDescendants) return Promise.resolve({ ids: [data.id] });
    const found = [...names, { id: 9, name: '产品', slug: 'p', parent_id: null, type: 'product', created_at: '' }].find(
      (c) => c.id === data.id,
    );
    return found ? Promise.resolve(found) : Promise.reject(new RpcCallError(404, 'CATEGORY_NOT_FOUND', '分类不存在'));
  });
  const events = {
    publish: jest.fn((_event: unknown, _payload: unknown) => Promise.resolve()),
    follow: jest.fn((routes: EventRoute[]) => {
      for (const route of routes) handlers.set(route.subject, (payload) => route.handle(payload));
      return () => undefined;
    }),
  };
  const client = new NewsCategoriesClient({ call } as unknown as RpcClient, events as unknown as EventBus);
  return {
    client,
    call,
    handlers,
    events,
    setCatalogUp: (up: boolean) => (catalogUp = up),
    rename: (id: number, name: string) => (names = names.map((c) => (c.id === id ? { ...c, name } : c))),
  };
}

/** Loads of the names: each asks the catalog for the Chinese list and each translated language's. */
const loads = (call: jest.Mock) =>
  call.mock.calls.filter(
    ([contract, data]) => contract === CatalogRpc.categoryList && !(data as { locale?: string }).locale,
  ).length;

const refusal = async (promise: Promise<unknown>) =>
  ((await promise.catch((e: unknown) => e)) as ServiceException).payload;

describe('NewsCategoriesClient', () => {
  it('reloads on a category event even right after a failed load (the catalog was not up yet)', async () => {
    const { client, call, handlers, setCatalogUp } = setup();
    setCatalogUp(false);
    client.onApplicationBootstrap();
    await new Promise((resolve) => setImmediate(resolve));
    setCatalogUp(true);
    handlers.get(CatalogEvents.categoryCreated.subject)!({ id: 1, type: 'news' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads(call)).toBe(2);
  });

  it('loads again when a category event arrives during a load, and says the names changed', async () => {
    const { client, call, handlers, events, rename } = setup();
    let answer: (value: typeof NEWS) => void = () => undefined;
    // The first load is slow: it answers with the names as they were when it was asked.
    call.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    client.onApplicationBootstrap();
    const before = NEWS;
    rename(1, '集团新闻');
    handlers.get(CatalogEvents.categoryUpdated.subject)!({ id: 1, type: 'news' });
    answer(before);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads(call)).toBe(2);
    expect((await client.names([1])).get(1)).toBe('集团新闻');
    // First load, then the change the second load saw: two announcements, with no read in between.
    expect(events.publish.mock.calls.filter(([event]) => event === ContentEvents.categoryNamesUpdated)).toHaveLength(2);
  });

  it('loads the names once, then answers from them until a category event', async () => {
    const { client, call, handlers, events, rename } = setup();
    client.onApplicationBootstrap();
    expect([...handlers.keys()].sort()).toEqual(
      [CatalogEvents.categoryCreated, CatalogEvents.categoryUpdated, CatalogEvents.categoryDeleted]
        .map((e) => e.subject)
        .sort(),
    );
    expect(await client.names([1, 3])).toEqual(
      new Map([
        [1, '公司新闻'],
        [3, '荣誉资质'],
      ]),
    );
    await client.names([2]);
    const lists = () => loads(call);
    expect(lists()).toBe(1);
    rename(2, '公司动态');
    handlers.get(CatalogEvents.categoryUpdated.subject)!({ id: 2, type: 'news' });
    expect((await client.names([2])).get(2)).toBe('公司动态');
    expect(lists()).toBe(2);
    // The names it answers with changed (and on the first load, after a restart): caches of news answers are told.
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.categoryNamesUpdated, {});
    expect(events.publish).toHaveBeenCalledTimes(2);
  });

  it('checks a category with the catalog: missing → 400, not news → 400, catalog down → 503', async () => {
    const { client, setCatalogUp } = setup();
    expect((await client.requireNewsCategory(2)).name).toBe('企业动态');
    expect(await refusal(client.requireNewsCategory(99))).toMatchObject({
      status: 400,
      message: '所选分类不存在，请重新选择新闻分类',
    });
    expect(await refusal(client.requireNewsCategory(9))).toMatchObject({
      status: 400,
      message: '所选分类不是新闻分类，请选择新闻分类',
    });
    setCatalogUp(false);
    expect(await refusal(client.requireNewsCategory(2))).toMatchObject({
      status: 503,
      message: '产品目录服务暂不可用，暂时无法校验新闻分类，请稍后重试',
    });
  });

  it('answers descendants from the catalog, from the cached tree while it is down, else 503', async () => {
    const cold = setup();
    cold.setCatalogUp(false);
    expect(await refusal(cold.client.subtree(1))).toMatchObject({ status: 503 });

    const { client, setCatalogUp } = setup();
    expect(await client.subtree(1)).toEqual([1]);
    await client.refresh();
    setCatalogUp(false);
    expect(await client.subtree(1)).toEqual([1, 2, 3]);
    expect(await client.subtree(2)).toEqual([2, 3]);
    expect(await client.subtree(42)).toEqual([]);
    // Names stay available, and a failed reload is not retried on every read.
    expect((await client.names([3])).get(3)).toBe('荣誉资质');
  });
});
