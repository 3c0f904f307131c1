import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CatalogRpc, CatalogEvents, ContentEvents, IdentityRpc, type ProductDetailView } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { IdentityModule } from '../identity.module';

// Which changes identity queues for the search engines, and when it does not, with the events
// delivered to its consumer as the bus would. Delivery over JetStream, the engines' payloads,
// retries and restarts stay in search-push.int-spec.ts.
const SITE = 'https://www.zhiheng-auto.cn';

describe('identity search-engine pushes (medium)', () => {
  let identity: MediumService;
  /** Requests that reached the engines (one local server standing in for both). */
  const received: string[] = [];
  const engines = createServer((req, res) => {
    received.push(req.url ?? '');
    res.end('{}');
  });

  const saveSettings = async (tab: string, change: Record<string, unknown>) => {
    const current = await identity.call(IdentityRpc.settingsGet, { tab } as never);
    return identity.call(IdentityRpc.settingsSave, { tab, settings: { ...current, ...change } } as never);
  };
  const rows = () =>
    identity.query<{ engine: string; action: string; url: string; state: string; result: string | null }>(
      'SELECT engine, action, url, state, result FROM search_push_outbox ORDER BY id',
    );

  beforeAll(async () => {
    await new Promise<void>((resolve) => engines.listen(0, '127.0.0.1', resolve));
    const { port } = engines.address() as AddressInfo;
    identity = await newMediumService('identity', [IdentityModule], {
      env: {
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'Admin-Pass-123',
        PASSWORD_HASH_COST: '10',
        SEARCH_PUSH_BAIDU_URL: `http://127.0.0.1:${port}/baidu`,
        SEARCH_PUSH_INDEXNOW_URL: `http://127.0.0.1:${port}/indexnow`,
        // A local server, which the outgoing-request guard refuses unless allowed (identity would not start).
        SEARCH_PUSH_ALLOW_HOSTS: '127.0.0.1',
      },
    });
  });
  afterAll(async () => {
    await identity?.close();
    await new Promise((resolve) => engines.close(resolve));
  });

  it('are off by default, and a change is then pushed nowhere', async () => {
    expect(await identity.call(IdentityRpc.settingsGet, { tab: 'system' })).toMatchObject({
      baiduPushEnabled: false,
      baiduPushSite: '',
      baiduPushTokenSet: false,
      indexNowEnabled: false,
      indexNowKey: '',
    });
    await saveSettings('general', { siteUrl: SITE });
    // Handled once these resolve: nothing to wait for.
    await identity.events.deliver(CatalogEvents.productCreated, { id: 101 });
    await identity.events.deliver(ContentEvents.newsPublished, { id: 201, categoryId: 1 });
    expect(await rows()).toEqual([]);
    expect(received).toEqual([]);
    await saveSettings('general', { siteUrl: '' });
  });

  it('pushes an article when a version goes live and when it leaves the site, never for a draft', async () => {
    await saveSettings('general', { siteUrl: SITE });
    await saveSettings('system', { indexNowEnabled: true, indexNowKey: 'a1b2c3d4e5f6a7b8' });
    // A new article is a draft, and a save changes only the working copy: nothing public to push.
    await identity.events.deliver(ContentEvents.newsCreated, { id: 202, categoryId: 1 });
    await identity.events.deliver(ContentEvents.newsUpdated, { id: 202, categoryId: 1 });
    expect(await rows()).toEqual([]);
    await identity.events.deliver(ContentEvents.newsPublished, { id: 202, categoryId: 1 });
    await identity.events.deliver(ContentEvents.newsUnpublished, { id: 202, categoryId: 1 });
    expect((await rows()).map(({ engine, action, url }) => ({ engine, action, url }))).toEqual([
      { engine: 'indexnow', action: 'update', url: `${SITE}/news/202` },
      { engine: 'indexnow', action: 'delete', url: `${SITE}/news/202` },
    ]);
    await saveSettings('system', { indexNowEnabled: false });
    await saveSettings('general', { siteUrl: '' });
  });

  it('pushes a product when a version goes live (if 已发布) and when it leaves the site, never for a draft', async () => {
    await saveSettings('general', { siteUrl: SITE });
    await saveSettings('system', { indexNowEnabled: true, indexNowKey: 'a1b2c3d4e5f6a7b8' });
    // The catalog, as far as identity asks it: product 301 is published and 已发布.
    const product: ProductDetailView = {
      id: 301,
      name: '推送产品',
      category: 1,
      category_name: '分类',
      model: '',
      status: '已发布',
      price: '',
      stock: 1,
      description: '',
      seo_title: '',
      seo_description: '',
      promises: null,
      date: new Date(0).toISOString(),
      created_at: new Date(0).toISOString(),
      image: null,
      cover_image: null,
      primary_image: null,
      images: [],
      product_images: [],
    };
    identity.peers.answer(CatalogRpc.productGet, () => product);
    const url = `${SITE}/products/301`;
    const pushed = async () =>
      (await rows()).filter((r) => r.url === url).map(({ engine, action }) => ({ engine, action }));
    // A new product is a draft, and a save changes only the working copy: nothing public to push.
    await identity.events.deliver(CatalogEvents.productCreated, { id: 301 });
    await identity.events.deliver(CatalogEvents.productUpdated, { id: 301 });
    expect(await pushed()).toEqual([]);
    await identity.events.deliver(CatalogEvents.productPublished, { id: 301 });
    await identity.events.deliver(CatalogEvents.productUnpublished, { id: 301 });
    expect(await pushed()).toEqual([
      { engine: 'indexnow', action: 'update' },
      { engine: 'indexnow', action: 'delete' },
    ]);
    await saveSettings('system', { indexNowEnabled: false });
    await saveSettings('general', { siteUrl: '' });
  });
});
