import { Events, Patterns } from '@site/contracts';
import { RpcCallError, type RpcClient, ServiceException } from '@site/service-kit';
import { NewsCategoriesClient } from './news-categories.client';

const NEWS = [
  { id: 1, name: '公司新闻', slug: 'a', parent_id: null, type: 'news', created_at: '' },
  { id: 2, name: '企业动态', slug: 'b', parent_id: 1, type: 'news', created_at: '' },
  { id: 3, name: '荣誉资质', slug: 'c', parent_id: 2, type: 'news', created_at: '' },
];

function setup() {
  const handlers = new Map<string, () => void>();
  let catalogUp = true;
  let names = NEWS;
  const request = jest.fn((pattern: string, data: { id?: number }) => {
    if (!catalogUp) return Promise.reject(new RpcCallError(503, 'SERVICE_UNAVAILABLE', '产品目录服务暂不可用'));
    if (pattern === Patterns.catalog.categoriesList) return Promise.resolve(names);
    if (pattern === Patterns.catalog.categoryDescendants) return Promise.resolve({ ids: [data.id] });
    const found = [...names, { id: 9, name: '产品', slug: 'p', parent_id: null, type: 'product', created_at: '' }].find(
      (c) => c.id === data.id,
    );
    return found ? Promise.resolve(found) : Promise.reject(new RpcCallError(404, 'CATEGORY_NOT_FOUND', '分类不存在'));
  });
  const rpc = {
    request,
    subscribe: jest.fn((pattern: string, handler: () => void) => {
      handlers.set(pattern, handler);
      return { unsubscribe: jest.fn() };
    }),
  };
  const client = new NewsCategoriesClient(rpc as unknown as RpcClient);
  return {
    client,
    request,
    handlers,
    setCatalogUp: (up: boolean) => (catalogUp = up),
    rename: (id: number, name: string) => (names = names.map((c) => (c.id === id ? { ...c, name } : c))),
  };
}

const refusal = async (promise: Promise<unknown>) =>
  ((await promise.catch((e: unknown) => e)) as ServiceException).payload;

describe('NewsCategoriesClient', () => {
  it('loads the names once, then answers from them until a category event', async () => {
    const { client, request, handlers, rename } = setup();
    client.onApplicationBootstrap();
    expect([...handlers.keys()].sort()).toEqual(
      [Events.catalog.categoryCreated, Events.catalog.categoryUpdated, Events.catalog.categoryDeleted].sort(),
    );
    expect(await client.names([1, 3])).toEqual(
      new Map([
        [1, '公司新闻'],
        [3, '荣誉资质'],
      ]),
    );
    await client.names([2]);
    const lists = () => request.mock.calls.filter((c) => c[0] === Patterns.catalog.categoriesList).length;
    expect(lists()).toBe(1);
    rename(2, '公司动态');
    handlers.get(Events.catalog.categoryUpdated)!();
    expect((await client.names([2])).get(2)).toBe('公司动态');
    expect(lists()).toBe(2);
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
