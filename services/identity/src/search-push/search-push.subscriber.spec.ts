import { CatalogEvents, CatalogRpc, ContentEvents, SETTINGS_DEFAULTS, type SettingsTab } from '@site/contracts';
import { type EventBus, type EventRoute, RpcCallError, type RpcClient } from '@site/service-kit';
import type { SettingsService } from '../settings/settings.service';
import type { SearchPushRepository } from './search-push.repository';
import { SearchPushSubscriber } from './search-push.subscriber';
import type { SearchPushWorker } from './search-push.worker';

const ON = { ...SETTINGS_DEFAULTS.system, baiduPushEnabled: true, indexNowEnabled: true };

function setup(
  system = ON,
  siteUrl = 'https://www.example.com',
  product: (...args: unknown[]) => Promise<unknown> = jest.fn(),
) {
  const tabs: Partial<Record<SettingsTab, unknown>> = {
    system,
    general: { ...SETTINGS_DEFAULTS.general, siteUrl },
  };
  const outbox = { add: jest.fn() };
  const worker = { kick: jest.fn() };
  const routes: EventRoute[] = [];
  const events = {
    consume: jest.fn((_name: string, list: EventRoute[]) => (routes.push(...list), { stop: jest.fn() })),
  };
  const subscriber = new SearchPushSubscriber(
    events as unknown as EventBus,
    { call: jest.fn(product) } as unknown as RpcClient,
    { getTab: jest.fn((tab: SettingsTab) => Promise.resolve(tabs[tab])) } as unknown as SettingsService,
    outbox as unknown as SearchPushRepository,
    worker as unknown as SearchPushWorker,
  );
  /** Delivers an event as the durable consumer would. */
  const deliver = async (subject: string, payload: unknown) => {
    if (!routes.length) subscriber.onApplicationBootstrap();
    await routes.find((route) => route.subject === subject)!.handle(payload);
  };
  return { subscriber, outbox, worker, deliver };
}

describe('SearchPushSubscriber.queue', () => {
  it('queues one row per engine switched on, with the absolute address, and wakes the worker', async () => {
    const { subscriber, outbox, worker } = setup();
    await subscriber.queue({ kind: 'news', id: 5 }, 'update');
    expect(outbox.add).toHaveBeenCalledWith([
      { engine: 'baidu', action: 'update', url: 'https://www.example.com/news/5', state: 'pending' },
      { engine: 'indexnow', action: 'update', url: 'https://www.example.com/news/5', state: 'pending' },
    ]);
    expect(worker.kick).toHaveBeenCalled();
  });

  it('queues nothing while pushing is off', async () => {
    const { subscriber, outbox } = setup(SETTINGS_DEFAULTS.system);
    await subscriber.queue({ kind: 'news', id: 5 }, 'update');
    await subscriber.queue({ kind: 'product', id: 5 }, 'delete');
    expect(outbox.add).not.toHaveBeenCalled();
  });

  it('records a skip with the reason while the site address is empty', async () => {
    const { subscriber, outbox } = setup({ ...ON, baiduPushEnabled: false }, '');
    await subscriber.queue({ kind: 'product', id: 3 }, 'delete');
    expect(outbox.add).toHaveBeenCalledWith([
      expect.objectContaining({
        engine: 'indexnow',
        url: '/products/3',
        state: 'skipped',
        result: expect.stringContaining('未设置网站地址'),
      }),
    ]);
  });

  it('pushes a changed product only while it is 已发布, and not one deleted meanwhile', async () => {
    for (const [answer, pushed] of [
      [() => Promise.resolve({ status: '已发布' }), true],
      [() => Promise.resolve({ status: '开发中' }), false],
      [() => Promise.reject(new RpcCallError(404, 'PRODUCT_NOT_FOUND', '产品不存在')), false],
    ] as const) {
      const { subscriber, outbox } = setup(ON, 'https://www.example.com', answer);
      await subscriber.queue({ kind: 'product', id: 8 }, 'update');
      expect(outbox.add.mock.calls.length).toBe(pushed ? 1 : 0);
    }
  });

  it('fails (so the event comes again) when the catalog cannot say', async () => {
    const { subscriber, outbox } = setup(ON, 'https://www.example.com', () =>
      Promise.reject(new RpcCallError(503, 'SERVICE_UNAVAILABLE', '服务暂时不可用')),
    );
    await expect(subscriber.queue({ kind: 'product', id: 8 }, 'update')).rejects.toThrow('服务暂时不可用');
    expect(outbox.add).not.toHaveBeenCalled();
  });

  it('pushes an English version to IndexNow only, at its /en address; a Chinese event as before', async () => {
    const { outbox, deliver } = setup();
    const url = 'https://www.example.com/en/news/5';
    await deliver(ContentEvents.newsPublished.subject, { id: 5, categoryId: 1, locale: 'en' });
    await deliver(ContentEvents.newsUnpublished.subject, { id: 5, categoryId: 1, locale: 'en' });
    await deliver(ContentEvents.newsDeleted.subject, { id: 5, categoryId: 1, locale: 'en' });
    expect(outbox.add.mock.calls).toEqual([
      [[{ engine: 'indexnow', action: 'update', url, state: 'pending' }]],
      [[{ engine: 'indexnow', action: 'delete', url, state: 'pending' }]],
      [[{ engine: 'indexnow', action: 'delete', url, state: 'pending' }]],
    ]);
    outbox.add.mockClear();
    for (const locale of [undefined, 'zh-CN']) {
      await deliver(ContentEvents.newsPublished.subject, { id: 6, categoryId: 1, locale });
    }
    const chinese = [
      { engine: 'baidu', action: 'update', url: 'https://www.example.com/news/6', state: 'pending' },
      { engine: 'indexnow', action: 'update', url: 'https://www.example.com/news/6', state: 'pending' },
    ];
    expect(outbox.add.mock.calls).toEqual([[chinese], [chinese]]);
  });

  it('pushes a product’s English version, live in English, to IndexNow only at /en/products/{id}', async () => {
    const product = jest.fn((..._args: unknown[]) => Promise.resolve({ status: '已发布' }));
    const { outbox, deliver } = setup(ON, 'https://www.example.com', product);
    await deliver(CatalogEvents.productPublished.subject, { id: 8, locale: 'en' });
    await deliver(CatalogEvents.productUnpublished.subject, { id: 8, locale: 'en' });
    const url = 'https://www.example.com/en/products/8';
    expect(outbox.add.mock.calls).toEqual([
      [[{ engine: 'indexnow', action: 'update', url, state: 'pending' }]],
      [[{ engine: 'indexnow', action: 'delete', url, state: 'pending' }]],
    ]);
    // Whether it is live is asked in English.
    expect(product).toHaveBeenCalledWith(CatalogRpc.productGet, { id: 8, locale: 'en' }, expect.anything());
  });

  it('queues nothing for an English version while only Baidu is on', async () => {
    const { outbox, worker, deliver } = setup({ ...ON, indexNowEnabled: false });
    await deliver(ContentEvents.newsPublished.subject, { id: 5, categoryId: 1, locale: 'en' });
    expect(outbox.add).not.toHaveBeenCalled();
    expect(worker.kick).not.toHaveBeenCalled();
  });
});
