import {
  CatalogEvents,
  CatalogRpc,
  type CategoryView,
  ContentRpc,
  type RpcRequest,
  type SessionUser,
} from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { CatalogModule } from '../catalog.module';

// The category rules, against the catalog's own PostgreSQL database and without NATS. The
// gateway's side of the same calls (routes, status codes, sessions) stays in catalog.int-spec.ts.
const MISSING = 999999;
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '产品编辑', role: 'editor' };

describe('catalog categories (medium)', () => {
  let catalog: MediumService;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const create = (input: Partial<RpcRequest<typeof CatalogRpc.categoryCreate>['input']>) =>
    catalog.call(CatalogRpc.categoryCreate, { input: { name: uniq('分类'), type: 'product', ...input } as never });
  const update = (id: number, input: Record<string, unknown>) =>
    catalog.call(CatalogRpc.categoryUpdate, { id, input: input as never });
  const remove = (id: number) => catalog.call(CatalogRpc.categoryDelete, { id });
  const countCategories = async () =>
    Number((await catalog.query<{ n: string }>('SELECT count(*) AS n FROM categories'))[0].n);
  const newProduct = (category: number) =>
    catalog.call(CatalogRpc.productCreate, {
      actor: EDITOR,
      input: { name: uniq('产品'), category, status: '已发布', price: '¥1', stock: 1, description: '' },
      publish: true,
    });

  beforeAll(async () => {
    catalog = await newMediumService('catalog', [CatalogModule]);
    // The content service, as far as the catalog asks it: no news uses any category.
    catalog.peers.answer(ContentRpc.categoryUsageCount, () => ({ count: 0 }));
  });
  afterAll(() => catalog?.close());

  it('makes the slug from the trimmed name, and publishes categoryCreated', async () => {
    const created = await create({ name: '  Smart Home 智能家居! ', slug: '', parent_id: null });
    expect(created).toMatchObject({ name: 'Smart Home 智能家居!', slug: 'smart-home-智能家居', parent_id: null });
    expect(catalog.events.of(CatalogEvents.categoryCreated)).toContainEqual({ id: created.id, type: 'product' });
    expect(await catalog.call(CatalogRpc.categoryGet, { id: created.id })).toEqual(created);
  });

  it('makes one category per Idempotency-Key, however often it is sent, and refuses it for other content', async () => {
    const keyed = (name: string) =>
      catalog.call(CatalogRpc.categoryCreate, { input: { name, type: 'product' }, idempotencyKey: 'key-category-01' });
    const before = await countCategories();
    const name = uniq('幂等分类');
    const tries = await Promise.all([keyed(name), keyed(name), keyed(name), keyed(name)]);
    expect(new Set(tries.map((c) => c.id)).size).toBe(1);
    expect(tries[0]).toMatchObject({ name });
    expect(await countCategories()).toBe(before + 1);
    expect(catalog.events.of(CatalogEvents.categoryCreated).filter((e) => e.id === tries[0].id)).toHaveLength(1);
    await expect(keyed(uniq('另一个分类'))).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countCategories()).toBe(before + 1);
  });

  it('refuses a blank name on create and on edit, and stores nothing', async () => {
    const before = await countCategories();
    await expect(create({ name: '   ' })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '分类名称不能为空',
    });
    expect(await countCategories()).toBe(before);
    const category = await create({});
    await expect(update(category.id, { name: ' ', type: 'product' })).rejects.toMatchObject({
      status: 400,
      message: '分类名称不能为空',
    });
    expect((await catalog.call(CatalogRpc.categoryGet, { id: category.id })).name).toBe(category.name);
  });

  it('needs a type of news or product', async () => {
    await expect(create({ type: undefined })).rejects.toMatchObject({ status: 400, message: /分类类型/ });
    await expect(create({ type: 'blog' as never })).rejects.toMatchObject({ status: 400 });
  });

  it('takes parent_id 0 or null as top level, and needs an existing parent of the same type', async () => {
    expect((await create({ parent_id: 0 })).parent_id).toBeNull();
    const parent = await create({});
    expect((await create({ parent_id: parent.id })).parent_id).toBe(parent.id);

    const before = await countCategories();
    await expect(create({ parent_id: MISSING })).rejects.toMatchObject({ status: 400, message: '上级分类不存在' });
    await expect(create({ type: 'news', parent_id: parent.id })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('上级分类必须也是新闻分类') as string,
    });
    expect(await countCategories()).toBe(before);
  });

  it('refuses to move a category under itself or its descendants, and changes nothing', async () => {
    const a = await create({});
    const b = await create({ parent_id: a.id });
    const c = await create({ parent_id: b.id });
    for (const parent of [a.id, b.id, c.id]) {
      await expect(update(a.id, { name: a.name, parent_id: parent, type: 'product' })).rejects.toMatchObject({
        status: 400,
        message: '不能把分类移动到它自己或它的子分类下面',
      });
    }
    const rows = await catalog.query<{ id: number; parent_id: number | null }>(
      'SELECT id, parent_id FROM categories WHERE id = ANY($1) ORDER BY id',
      [[a.id, b.id, c.id]],
    );
    expect(rows).toEqual([
      { id: a.id, parent_id: null },
      { id: b.id, parent_id: a.id },
      { id: c.id, parent_id: b.id },
    ]);
    expect((await update(c.id, { name: c.name, parent_id: null })).parent_id).toBeNull();
  });

  it('makes generated slugs unique within a type with -2, -3, and refuses a chosen duplicate (409)', async () => {
    const name = uniq('Industrial IoT ');
    const base = name.toLowerCase().replace(/\s+/g, '-');
    const slugs = [
      (await create({ name })).slug,
      (await create({ name })).slug,
      (await create({ name, slug: '' })).slug,
    ];
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    // Another type has slugs of its own.
    expect((await create({ name, type: 'news' })).slug).toBe(base);

    const before = await countCategories();
    await expect(create({ name: '别的名字', slug: base.toUpperCase() })).rejects.toMatchObject({
      status: 409,
      message: `URL别名“${base.toUpperCase()}”已被其他产品分类使用，请换一个`,
    });
    await expect(create({ slug: 'has space' })).rejects.toMatchObject({ status: 400, message: /URL别名/ });
    expect(await countCategories()).toBe(before);

    const chosen = await create({ slug: uniq('custom-slug-') });
    await expect(update(chosen.id, { name: chosen.name, slug: base })).rejects.toMatchObject({ status: 409 });
  });

  it('gives parallel creates of one name distinct slugs, without errors', async () => {
    const name = uniq('parallel ');
    const created = await Promise.all(Array.from({ length: 5 }, () => create({ name })));
    const base = name.replace(' ', '-');
    expect(created.map((c) => c.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`]);
  });

  it('makes the slug again when the name changes on edit, and keeps it otherwise', async () => {
    const category = await create({ name: uniq('Old Name ') });
    // The edit form sends the old slug back with the new name: it is made again.
    const renamed = await update(category.id, { name: `New Name ${seq}`, slug: category.slug, type: 'product' });
    expect(renamed.slug).toBe(`new-name-${seq}`);
    expect((await update(category.id, { name: renamed.name })).slug).toBe(renamed.slug);
    expect((await update(category.id, { name: renamed.name, slug: uniq('chosen-') })).slug).toBe(`chosen-${seq}`);
    expect((await update(category.id, { name: 'Again', slug: '' })).slug).toMatch(/^again(-\d+)?$/);
    expect(catalog.events.of(CatalogEvents.categoryUpdated)).toContainEqual({ id: category.id, type: 'product' });
  });

  it('answers 分类不存在 (404) for a missing category on get, edit, delete and descendants', async () => {
    const missing = { status: 404, message: '分类不存在' };
    await expect(catalog.call(CatalogRpc.categoryGet, { id: MISSING })).rejects.toMatchObject(missing);
    await expect(update(MISSING, { name: 'x' })).rejects.toMatchObject(missing);
    await expect(remove(MISSING)).rejects.toMatchObject(missing);
    await expect(catalog.call(CatalogRpc.categoryDescendants, { id: MISSING })).rejects.toMatchObject(missing);
  });

  it('answers a category with all its descendants', async () => {
    const top = await create({ type: 'news' });
    const mid = await create({ type: 'news', parent_id: top.id });
    const leaf = await create({ type: 'news', parent_id: mid.id });
    expect(await catalog.call(CatalogRpc.categoryDescendants, { id: top.id })).toEqual({
      ids: [top.id, mid.id, leaf.id],
    });
    expect(await catalog.call(CatalogRpc.categoryDescendants, { id: leaf.id })).toEqual({ ids: [leaf.id] });
  });

  it('refuses to delete a category with children or products (409), and deletes an unused one', async () => {
    const parent = await create({});
    const child = await create({ parent_id: parent.id });
    await expect(remove(parent.id)).rejects.toMatchObject({
      status: 409,
      message: '该分类下还有1个子分类，请先删除或移动子分类后再删除',
    });
    const product = await newProduct(child.id);
    await expect(remove(child.id)).rejects.toMatchObject({
      status: 409,
      message: '该分类下还有1个产品，请先删除这些产品或把它们移到其他分类后再删除',
    });
    await catalog.call(CatalogRpc.productDelete, { id: product.id });
    await remove(child.id);
    await remove(parent.id);
    const left = await catalog.query('SELECT id FROM categories WHERE id = ANY($1)', [[parent.id, child.id]]);
    expect(left).toEqual([]);
    expect(catalog.events.of(CatalogEvents.categoryDeleted)).toContainEqual({ id: parent.id, type: 'product' });
  });

  it('refuses to change the type of a category with children or products', async () => {
    const parent = await create({});
    await create({ parent_id: parent.id });
    await expect(update(parent.id, { name: parent.name, type: 'news' })).rejects.toMatchObject({ status: 409 });
    const used = await create({});
    await newProduct(used.id);
    await expect(update(used.id, { name: used.name, type: 'news' })).rejects.toMatchObject({
      status: 409,
      message: '该分类下还有1个产品，不能改为新闻分类',
    });
    const free: CategoryView = await create({});
    expect((await update(free.id, { name: free.name, type: 'news' })).type).toBe('news');
  });

  it('refuses to delete a news category that news uses, or while the content service cannot say', async () => {
    const news = await create({ type: 'news' });
    catalog.peers.answer(ContentRpc.categoryUsageCount, ({ categoryIds }) => ({
      count: categoryIds.includes(news.id) ? 2 : 0,
    }));
    await expect(remove(news.id)).rejects.toMatchObject({ status: 409 });

    catalog.peers.stop(ContentRpc.categoryUsageCount);
    await expect(remove(news.id)).rejects.toMatchObject({
      status: 503,
      message: '暂时无法确认该分类是否被新闻使用，请稍后重试',
    });
    expect(await catalog.call(CatalogRpc.categoryGet, { id: news.id })).toMatchObject({ id: news.id });
    // Product categories do not depend on news.
    await remove((await create({})).id);

    catalog.peers.answer(ContentRpc.categoryUsageCount, () => ({ count: 0 }));
    await remove(news.id);
  });
});
