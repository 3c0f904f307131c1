import {
  CatalogEvents,
  CatalogRpc,
  type ProductAdminView,
  type ProductDetailView,
  ProductPublishingRpc,
  type SessionUser,
} from '@site/contracts';
import { EventBus, SCHEDULER_NAME, type ServiceConfig } from '@site/service-kit';
import { DataSource } from 'typeorm';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { CatalogModule } from '../catalog.module';
import { CategoryEntity } from '../categories/category.entity';
import { ProductImageEntity } from '../product-images/product-image.entity';
import { ProductUsage } from '../product-images/product-usage';
import { ProductEntity } from './product.entity';
import { ProductPublishingService } from './product-publishing.service';
import { ProductsRepository } from './products.repository';

// Products' publishing (docs/publishing.md) against the catalog's own database: drafts off the public
// reads, publish, a draft edit of a published product, restore, stale saves and the schedule poller.
// The shared workflow's other paths (retention, preview links, autosave) are news's medium spec's.
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '产品编辑', role: 'editor' };
const OTHER: SessionUser = { id: 3, username: 'writer', name: '另一位编辑', role: 'editor' };

const publicView = ({ publication: _publication, ...view }: ProductAdminView): ProductDetailView => view;

describe('catalog product publishing (medium)', () => {
  let catalog: MediumService;
  let publishing: ProductPublishingService;
  let category: number;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const body = (input: Record<string, unknown> = {}) => ({
    name: uniq('发布产品'),
    category,
    status: '已发布',
    price: '¥100',
    stock: 5,
    description: '<p>产品说明</p>',
    ...input,
  });
  const draft = (input: Record<string, unknown> = {}) =>
    catalog.call(CatalogRpc.productCreate, { actor: EDITOR, input: body(input) });
  const published = (input: Record<string, unknown> = {}) =>
    catalog.call(CatalogRpc.productCreate, { actor: EDITOR, input: body(input), publish: true });
  const save = (id: number, input: Record<string, unknown>, extra: { version?: number; publish?: boolean } = {}) =>
    catalog.call(CatalogRpc.productUpdate, { id, actor: EDITOR, input, ...extra });
  const get = (id: number) => catalog.call(CatalogRpc.productGet, { id });
  const adminGet = (id: number) => catalog.call(CatalogRpc.productAdminGet, { id });
  const publish = (id: number, version?: number) =>
    catalog.call(ProductPublishingRpc.publish, { id, actor: EDITOR, version });
  const listed = async (name: string) => (await catalog.call(CatalogRpc.productList, { search: name })).items;
  const adminListed = async (name: string, state?: 'draft' | 'scheduled' | 'published' | 'archived') =>
    (await catalog.call(CatalogRpc.productAdminList, { search: name, state, page: 1, limit: 10 })).items;
  const publishedEvents = (id: number) => catalog.events.of(CatalogEvents.productPublished).filter((e) => e.id === id);
  const revisionCount = async (id: number) =>
    Number(
      (
        await catalog.query<{ n: string }>(
          `SELECT count(*) AS n FROM revisions WHERE record_type = 'product' AND record_id = $1`,
          [id],
        )
      )[0].n,
    );

  beforeAll(async () => {
    // The service's own poller stays out of the way: the tests run its passes (runDue) themselves.
    catalog = await newMediumService('catalog', [CatalogModule], { env: { PUBLISH_POLL_MS: '3600000' } });
    publishing = catalog.module.get(ProductPublishingService);
    category = (
      await catalog.call(CatalogRpc.categoryCreate, { input: { name: uniq('发布分类'), type: 'product' } as never })
    ).id;
  });
  afterAll(() => catalog?.close());

  it('keeps a new product a draft: in the admin list, off the public list and detail, until it is published', async () => {
    const made = await draft();
    expect(made.publication).toMatchObject({
      state: 'draft',
      version: 1,
      has_changes: false,
      published_at: null,
      updated_by: EDITOR.name,
    });
    await expect(get(made.id)).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect(await listed(made.name)).toEqual([]);
    const [item] = await adminListed(made.name);
    expect(item).toMatchObject({ id: made.id, name: made.name, publication: { state: 'draft' } });
    expect(item).not.toHaveProperty('description');
    expect((await adminListed(made.name, 'draft')).map((p) => p.id)).toEqual([made.id]);
    expect(await adminListed(made.name, 'published')).toEqual([]);
    expect(publishedEvents(made.id)).toEqual([]);

    const live = await publish(made.id, made.publication.version);
    expect(live.publication).toMatchObject({ state: 'published', has_changes: false, version: 2 });
    expect(live.publication.published_at).not.toBeNull();
    expect(await get(made.id)).toEqual(publicView(live));
    expect((await listed(made.name)).map((p) => p.id)).toEqual([made.id]);
    expect(publishedEvents(made.id)).toEqual([{ id: made.id }]);
  });

  it('keeps a draft edit of a published product off the public site, and what a save leaves out, until published', async () => {
    const live = await published({ seo_title: '搜索标题', promises: { rating: { show: false } } });
    const before = await get(live.id);
    // Price, description, SEO fields and promises left out keep the working copy's.
    const edited = await save(live.id, { name: uniq('改后名称'), category, status: '已停产', stock: 0 });
    expect(edited).toMatchObject({
      status: '已停产',
      stock: 0,
      price: '¥100',
      description: '<p>产品说明</p>',
      seo_title: '搜索标题',
      promises: { rating: { show: false } },
    });
    expect(edited.publication).toMatchObject({ state: 'published', has_changes: true });
    // Public reads (date too) and the admin list still show the published version.
    expect(await get(live.id)).toEqual(before);
    expect(await listed(edited.name)).toEqual([]);
    expect((await listed(live.name)).map((p) => p.status)).toEqual(['已发布']);
    expect((await adminListed(live.name))[0]).toMatchObject({ name: live.name, publication: { has_changes: true } });
    expect(publishedEvents(live.id)).toHaveLength(1);

    const now = await publish(live.id, edited.publication.version);
    expect(now.publication).toMatchObject({ state: 'published', has_changes: false });
    expect(await get(live.id)).toMatchObject({ name: edited.name, status: '已停产', seo_title: '搜索标题' });
    expect(publishedEvents(live.id)).toHaveLength(2);
  });

  it('saves a published product unchanged without pending changes', async () => {
    const live = await published({ promises: { listPrice: { multiplier: 1.5, show: true }, rating: { show: false } } });
    const same = await save(live.id, { ...publicView(live) });
    expect(same.publication).toMatchObject({ state: 'published', has_changes: false });
  });

  it('takes a product down on unpublish: public reads answer 404', async () => {
    const live = await published();
    const down = await catalog.call(ProductPublishingRpc.unpublish, { id: live.id, actor: EDITOR });
    expect(down.publication.state).toBe('archived');
    await expect(get(live.id)).rejects.toMatchObject({ status: 404 });
    expect(catalog.events.of(CatalogEvents.productUnpublished)).toContainEqual({ id: live.id });
  });

  it('restores an old revision as a new draft, leaving what is live, and keeps the current category for a gone one', async () => {
    const gone = (
      await catalog.call(CatalogRpc.categoryCreate, { input: { name: uniq('将删除'), type: 'product' } as never })
    ).id;
    const first = await published({ category: gone });
    const second = await save(first.id, { ...publicView(first), name: uniq('第二版'), category }, { publish: true });
    await catalog.call(CatalogRpc.categoryDelete, { id: gone });
    const { items } = await catalog.call(ProductPublishingRpc.revisions, { id: first.id });
    const old = items.filter((r) => r.action === 'publish').at(-1)!;
    expect(old.live).toBe(false);

    const { record, dropped } = await catalog.call(ProductPublishingRpc.restore, {
      id: first.id,
      rev: old.id,
      actor: OTHER,
    });
    expect(record).toMatchObject({ name: first.name, category });
    expect(record.publication).toMatchObject({ state: 'published', has_changes: true, updated_by: OTHER.name });
    expect(dropped).toEqual([`分类（ID ${gone}）已不存在，已保留当前分类`]);
    expect(await get(first.id)).toEqual(publicView(second));
  });

  it('keeps a category a published product’s draft moved to from being deleted', async () => {
    const moved = (
      await catalog.call(CatalogRpc.categoryCreate, { input: { name: uniq('草稿分类'), type: 'product' } as never })
    ).id;
    const live = await published();
    await save(live.id, { ...publicView(live), category: moved });
    expect((await get(live.id)).category).toBe(category);
    await expect(catalog.call(CatalogRpc.categoryDelete, { id: moved })).rejects.toMatchObject({
      status: 409,
      code: 'CATEGORY_USED_BY_PRODUCTS',
    });
  });

  it('refuses a save from a stale version (409 STALE_VERSION) and changes nothing', async () => {
    const made = await published();
    const saved = await save(
      made.id,
      { ...publicView(made), name: uniq('先保存') },
      { version: made.publication.version },
    );
    const revisions = await revisionCount(made.id);
    await expect(
      save(made.id, { ...publicView(made), name: uniq('后保存') }, { version: made.publication.version }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
      message: expect.stringContaining(EDITOR.name) as string,
    });
    await expect(publish(made.id, made.publication.version)).rejects.toMatchObject({ status: 409 });
    expect(await adminGet(made.id)).toEqual(saved);
    expect(await get(made.id)).toEqual(publicView(made));
    expect(await revisionCount(made.id)).toBe(revisions);
  });

  it('publishes a due schedule on the poller’s pass, by 定时发布', async () => {
    const made = await draft();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await catalog.call(ProductPublishingRpc.schedule, {
      id: made.id,
      actor: EDITOR,
      publish_at: later,
      unpublish_at: null,
    });
    expect(scheduled.publication).toMatchObject({ state: 'scheduled', publish_at: later });
    expect(await publishing.runDue()).toBe(0);
    await expect(get(made.id)).rejects.toMatchObject({ status: 404 });

    await catalog.query(`UPDATE products SET publish_at = now() - interval '5 minutes' WHERE id = $1`, [made.id]);
    const late = (await catalog.call(ProductPublishingRpc.late, {})).items.find((l) => l.id === made.id);
    expect(late).toMatchObject({ type: 'product', title: made.name });
    expect(await publishing.runDue()).toBe(1);
    expect((await adminGet(made.id)).publication).toMatchObject({
      state: 'published',
      publish_at: null,
      updated_by: SCHEDULER_NAME,
    });
    expect((await get(made.id)).name).toBe(made.name);
    expect(publishedEvents(made.id)).toHaveLength(1);
    expect(await publishing.runDue()).toBe(0);
  });

  it('publishes each of 10 due schedules exactly once with two pollers on their own connections', async () => {
    const ids: number[] = [];
    const at = new Date(Date.now() + 3_600_000).toISOString();
    for (let i = 0; i < 10; i++) {
      const made = await draft();
      await catalog.call(ProductPublishingRpc.schedule, {
        id: made.id,
        actor: EDITOR,
        publish_at: at,
        unpublish_at: null,
      });
      ids.push(made.id);
    }
    await catalog.query(`UPDATE products SET publish_at = now() - interval '1 second' WHERE id = ANY($1)`, [ids]);

    // A second replica: its own data source (pool) on the same database.
    const [{ db }] = await catalog.query<{ db: string }>('SELECT current_database() AS db');
    const replicaSource = new DataSource({
      type: 'postgres',
      url: `postgres://postgres@127.0.0.1:5432/${db}`,
      entities: [ProductEntity, CategoryEntity, ProductImageEntity],
      extra: { max: 3 },
    });
    await replicaSource.initialize();
    try {
      const replica = new ProductPublishingService(
        new ProductsRepository(replicaSource),
        catalog.module.get(EventBus),
        catalog.module.get(ProductUsage),
        { PUBLISH_POLL_MS: 3_600_000 } as ServiceConfig,
      );
      const drain = async (poller: ProductPublishingService) => {
        let done = 0;
        for (let n = await poller.runDue(); n > 0; n = await poller.runDue()) done += n;
        return done;
      };
      const [one, two] = await Promise.all([drain(publishing), drain(replica)]);
      expect(one + two).toBe(10);
    } finally {
      await replicaSource.destroy();
    }

    const counts = await catalog.query<{ id: number; n: string }>(
      `SELECT record_id AS id, count(*) AS n FROM revisions
       WHERE record_type = 'product' AND action = 'publish' AND record_id = ANY($1) GROUP BY record_id`,
      [ids],
    );
    expect(counts).toHaveLength(10);
    expect(counts.every((c) => c.n === '1')).toBe(true);
    for (const id of ids) expect(publishedEvents(id)).toHaveLength(1);
  });
});
