import {
  CatalogEvents,
  CatalogRpc,
  ProductPublishingRpc,
  ProductTranslationPublishingRpc,
  type MediaUsageSource,
  type SessionUser,
} from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { CatalogModule } from '../catalog.module';
import { ProductPublishingService } from './product-publishing.service';
import { productTranslationPublishing } from './product-translation-publishing.service';
import { ProductTranslationsService } from './product-translations.service';

// Translations of products (docs/languages.md) against the catalog's own database: a draft per language
// made on its first save, published on its own and shown only beside a live product, its own schedules
// and history, removed with its history, gone with its product.
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '产品编辑', role: 'editor' };
const English = ProductTranslationPublishingRpc.en;

describe('catalog product translations (medium)', () => {
  let catalog: MediumService;
  let category: number;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const product = (publish: boolean) =>
    catalog.call(CatalogRpc.productCreate, {
      actor: EDITOR,
      input: {
        name: uniq('智能网关'),
        category,
        status: '已发布',
        price: '¥1999',
        stock: 7,
        description: '<p>中文说明</p>',
      },
      publish,
    });
  const words = (over: Record<string, unknown> = {}) => ({
    name: uniq('Smart gateway '),
    description: '<p>English description</p><script>alert(1)</script>',
    ...over,
  });
  const save = (id: number, input: Record<string, unknown>, extra: { version?: number; publish?: boolean } = {}) =>
    catalog.call(CatalogRpc.productTranslationSave, {
      id,
      locale: 'en',
      actor: EDITOR,
      input: words(input),
      ...extra,
    });
  const english = (id: number) => catalog.call(CatalogRpc.productGet, { id, locale: 'en' });
  const englishList = async (search: string) =>
    (await catalog.call(CatalogRpc.productList, { locale: 'en', search })).items;
  const notFound = (promise: Promise<unknown>) =>
    expect(promise).rejects.toMatchObject({ status: 404, message: '产品不存在' });

  beforeAll(async () => {
    catalog = await newMediumService('catalog', [CatalogModule], { env: { PUBLISH_POLL_MS: '3600000' } });
    category = (
      await catalog.call(CatalogRpc.categoryCreate, {
        input: { name: uniq('网关分类'), type: 'product', translations: { en: { name: 'Gateways' } } } as never,
      })
    ).id;
  });
  afterAll(() => catalog?.close());

  it('makes a draft on the first save, public in English only once both it and the product are published', async () => {
    const made = await product(false);
    expect(await catalog.call(CatalogRpc.productTranslations, { id: made.id })).toEqual({ en: null });

    const draft = await save(made.id, { name: 'EG-700 gateway', seo_title: 'EG-700' });
    expect(draft).toMatchObject({
      id: made.id,
      locale: 'en',
      name: 'EG-700 gateway',
      description: '<p>English description</p>',
      seo_title: 'EG-700',
      seo_description: '',
      image_alts: {},
      publication: { state: 'draft', version: 1, updated_by: EDITOR.name },
    });
    expect(await catalog.call(CatalogRpc.productTranslations, { id: made.id })).toEqual({ en: draft });
    await notFound(english(made.id));

    // Published in English, but the product is not: still nothing public.
    const live = await catalog.call(English.publish, { id: made.id, actor: EDITOR });
    expect(live.publication.state).toBe('published');
    await notFound(english(made.id));
    expect(await englishList('EG-700')).toEqual([]);

    await catalog.call(ProductPublishingRpc.publish, { id: made.id, actor: EDITOR });
    const shown = await english(made.id);
    expect(shown).toMatchObject({
      id: made.id,
      name: 'EG-700 gateway',
      description: '<p>English description</p>',
      seo_title: 'EG-700',
      category_name: 'Gateways',
      // The product's own: price, stock, status.
      price: '¥1999',
      stock: 7,
      status: '已发布',
    });
    expect((await englishList('EG-700')).map((p) => [p.id, p.name, p.category_name])).toEqual([
      [made.id, 'EG-700 gateway', 'Gateways'],
    ]);
    // The Chinese product is as it was.
    expect((await catalog.call(CatalogRpc.productGet, { id: made.id })).name).toBe(made.name);
    expect(catalog.events.of(CatalogEvents.productPublished)).toContainEqual({ id: made.id, locale: 'en' });
  });

  it('tells the admin list where each product’s English version stands', async () => {
    const bare = await product(false);
    const translated = await product(true);
    const live = await save(translated.id, { name: 'Listed gateway' }, { publish: true });
    const edited = await save(translated.id, { name: 'Listed, edited' }, { version: live.publication.version });
    const listed = async (search: string) =>
      (await catalog.call(CatalogRpc.productAdminList, { search, page: 1, limit: 10 })).items;

    expect((await listed(bare.name)).map((p) => p.translations)).toEqual([{ en: null }]);
    const [item] = await listed(translated.name);
    expect(item.translations).toEqual({ en: edited.publication });
    expect(item.translations.en).toMatchObject({ state: 'published', has_changes: true });
  });

  it('shows the gallery with its English alt texts only', async () => {
    const made = await product(true);
    const image = await catalog.call(CatalogRpc.imageCreate, {
      productId: made.id,
      input: { image_url: '/uploads/images/2026/01/5d0c4a8e-0d1b-4f2e-9c3a-7b6e5f4d3c2b.webp', alt_text: '网关正面' },
    });
    const second = await catalog.call(CatalogRpc.imageCreate, {
      productId: made.id,
      input: { image_url: '/uploads/images/2026/01/6e1d5b9f-1e2c-4a3f-8d4b-8c7f6a5e4d3c.webp', alt_text: '网关背面' },
    });
    await save(made.id, { image_alts: { [String(image.id)]: 'Gateway, front' } }, { publish: true });
    const shown = await english(made.id);
    expect(shown.images.map((i) => [i.id, i.alt_text])).toEqual([
      [image.id, 'Gateway, front'],
      [second.id, ''],
    ]);
    expect((await catalog.call(CatalogRpc.productGet, { id: made.id })).images[0].alt_text).toBe('网关正面');
  });

  it('counts the pictures of an English description as in use (reported, and in the index’s rebuild)', async () => {
    const made = await product(true);
    const picture = '/uploads/images/2026/02/7f2e6c0a-2f3d-4b4a-9e5c-9d8a7b6f5e4d.webp';
    await save(made.id, { description: `<p>Front <img src="${picture}" alt="Front"></p>` });
    const urls = async (): Promise<string[]> => {
      let after: string | null = null;
      for (;;) {
        const page: { sources: MediaUsageSource[]; next: string | null } = await catalog.call(
          CatalogRpc.mediaUsageList,
          { after, limit: 500 },
        );
        const source = page.sources.find((s) => s.id === String(made.id));
        if (source) return source.references.map((r) => r.url);
        if (!page.next) return [];
        after = page.next;
      }
    };
    expect(await urls()).toContain(picture);
    const reported = catalog.events
      .of(CatalogEvents.mediaUsageReported)
      .filter((source) => source.id === String(made.id))
      .flatMap((source) => source.references.map((r) => r.url));
    expect(reported).toContain(picture);
  });

  it('keeps a draft edit off the English page until published, refuses a stale save, and keeps its own history', async () => {
    const made = await product(true);
    const live = await save(made.id, { name: 'First words' }, { publish: true });
    const edited = await save(made.id, { name: 'Second words' }, { version: live.publication.version });
    expect(edited.publication).toMatchObject({ state: 'published', has_changes: true });
    expect((await english(made.id)).name).toBe('First words');
    await expect(save(made.id, { name: 'Third' }, { version: live.publication.version })).rejects.toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
    });
    expect((await catalog.call(English.revisions, { id: made.id })).items.length).toBeGreaterThanOrEqual(3);
    // The product's own history holds none of them.
    const own = await catalog.call(ProductPublishingRpc.revisions, { id: made.id });
    expect(own.items.map((r) => r.action)).toEqual(['publish', 'create']);
  });

  it('publishes an English schedule on its own poller pass, and the product’s poller leaves it alone', async () => {
    const made = await product(true);
    await save(made.id, { name: 'Scheduled words' });
    await catalog.call(English.schedule, {
      id: made.id,
      actor: EDITOR,
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
      unpublish_at: null,
    });
    await catalog.query(
      `UPDATE product_translations SET publish_at = now() - interval '1 second' WHERE product_id = $1`,
      [made.id],
    );
    expect(await catalog.module.get(ProductPublishingService).runDue()).toBe(0);
    expect(await catalog.module.get(productTranslationPublishing('en')).runDue()).toBe(1);
    expect((await english(made.id)).name).toBe('Scheduled words');
  });

  it('removes a translation with its history, and it goes with its product', async () => {
    const made = await product(true);
    await save(made.id, {}, { publish: true });
    await catalog.call(CatalogRpc.productTranslationDelete, { id: made.id, locale: 'en', actor: EDITOR });
    await notFound(english(made.id));
    expect(await catalog.call(CatalogRpc.productTranslations, { id: made.id })).toEqual({ en: null });
    const left = await catalog.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM revisions WHERE record_type = 'product' AND record_id = $1 AND locale = 'en'`,
      [made.id],
    );
    expect(left[0].n).toBe(0);
    expect(catalog.events.of(CatalogEvents.productUnpublished)).toContainEqual({ id: made.id, locale: 'en' });
    await expect(
      catalog.call(CatalogRpc.productTranslationDelete, { id: made.id, locale: 'en', actor: EDITOR }),
    ).rejects.toMatchObject({ status: 404, code: 'PRODUCT_TRANSLATION_NOT_FOUND', message: '该产品还没有英文版本' });

    const other = await product(true);
    await save(other.id, {});
    await catalog.call(CatalogRpc.productDelete, { id: other.id });
    expect(await catalog.query('SELECT 1 FROM product_translations WHERE product_id = $1', [other.id])).toEqual([]);
    // Its English history goes too.
    expect(
      await catalog.query(`SELECT 1 FROM revisions WHERE record_type = 'product' AND record_id = $1`, [other.id]),
    ).toEqual([]);
  });

  it('refuses a translation of no product and an empty name, changing nothing', async () => {
    await expect(save(999_999, {})).rejects.toMatchObject({ status: 404, message: '产品不存在' });
    const made = await product(true);
    const live = await save(made.id, { name: 'Kept words' }, { publish: true });
    await expect(save(made.id, { name: '  ' }, { publish: true })).rejects.toMatchObject({
      status: 400,
      message: '产品名称不能为空',
    });
    expect((await english(made.id)).name).toBe('Kept words');
    const [row] = await catalog.query<{ version: number }>(
      'SELECT version FROM product_translations WHERE product_id = $1',
      [made.id],
    );
    expect(row.version).toBe(live.publication.version);
  });

  it('counts live products and how many are live in English for the dashboard', async () => {
    const service = catalog.module.get(ProductTranslationsService);
    const before = await service.translationCount();
    const live = await product(true);
    await save(live.id, {}, { publish: true });
    await product(true);
    // A draft product's English version counts for nothing: the product is not live.
    const hidden = await product(false);
    await save(hidden.id, {}, { publish: true });
    const after = await service.translationCount();
    expect(after.kind).toBe('product');
    expect(after.total - before.total).toBe(2);
    expect(after.missing.en - before.missing.en).toBe(1);
    const { items } = await catalog.call(CatalogRpc.translationCounts, {});
    expect(items.map((i) => i.kind)).toEqual(['categories', 'product']);
  });
});
