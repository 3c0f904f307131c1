import {
  CatalogEvents,
  CatalogRpc,
  type ProductAdminView,
  type ProductDetailView,
  type SessionUser,
} from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { CatalogModule } from '../catalog.module';

// The product rules, against the catalog's own PostgreSQL database and without NATS. The gateway's
// side (routes, status codes, list paging headers, batches over NATS) stays in catalog.int-spec.ts.
// Products here are saved and published at once (保存并发布); drafts are product-publishing.medium-spec.ts's.
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '产品编辑', role: 'editor' };
const MISSING = 999999;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DETAIL_KEYS = [
  'category',
  'category_name',
  'cover_image',
  'created_at',
  'date',
  'description',
  'id',
  'image',
  'images',
  'model',
  'name',
  'price',
  'primary_image',
  'product_images',
  'promises',
  'seo_description',
  'seo_title',
  'status',
  'stock',
];
/** Create and update answer the admin view: the public one and where it stands. */
const ADMIN_KEYS = [...DETAIL_KEYS, 'publication'].sort();
const publicView = ({ publication: _publication, ...view }: ProductAdminView): ProductDetailView => view;

describe('catalog products (medium)', () => {
  let catalog: MediumService;
  let seq = 0;
  let plc: number;
  let software: number;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const countProducts = async () =>
    Number((await catalog.query<{ n: string }>('SELECT count(*) AS n FROM products'))[0].n);
  const newCategory = async (input: Record<string, unknown>) =>
    (
      await catalog.call(CatalogRpc.categoryCreate, {
        input: { name: uniq('分类'), type: 'product', ...input } as never,
      })
    ).id;
  const create = (input: Record<string, unknown>) =>
    catalog.call(CatalogRpc.productCreate, { actor: EDITOR, input, publish: true });
  const update = (id: number, input: Record<string, unknown>) =>
    catalog.call(CatalogRpc.productUpdate, { id, actor: EDITOR, input, publish: true });
  const get = (id: number) => catalog.call(CatalogRpc.productGet, { id });
  const newProduct = (category: number, input: Record<string, unknown> = {}): Promise<ProductAdminView> =>
    create({
      name: uniq('产品'),
      category,
      status: '已发布',
      price: '¥1999',
      stock: 20,
      description: '<p>说明</p>',
      ...input,
    });

  beforeAll(async () => {
    catalog = await newMediumService('catalog', [CatalogModule]);
    const hardware = await newCategory({ name: uniq('智能硬件') });
    const controllers = await newCategory({ name: uniq('工业控制器'), parent_id: hardware });
    plc = await newCategory({ name: uniq('PLC 模块'), parent_id: controllers });
    software = await newCategory({ name: uniq('软件产品') });
  });
  afterAll(() => catalog?.close());

  it('creates a product and answers it with its category name and an empty gallery', async () => {
    const plcName = (await catalog.call(CatalogRpc.categoryGet, { id: plc })).name;
    const created = await create({
      name: '  ZH-PLC100 紧凑型控制器 ',
      category: plc,
      status: '已发布',
      price: '￥1999.00',
      stock: 5,
      description: '<p>一体化 <strong>PLC</strong></p>',
    });
    expect(Object.keys(created).sort()).toEqual(ADMIN_KEYS);
    expect(created.date).toMatch(ISO);
    expect(created.publication).toMatchObject({ state: 'published', has_changes: false, updated_by: EDITOR.name });
    expect(created).toMatchObject({
      name: 'ZH-PLC100 紧凑型控制器',
      category: plc,
      category_name: plcName,
      model: '',
      status: '已发布',
      price: '¥1999.00',
      stock: 5,
      description: '<p>一体化 <strong>PLC</strong></p>',
      image: null,
      cover_image: null,
      primary_image: null,
      images: [],
      product_images: [],
    });
    expect(await get(created.id)).toEqual(publicView(created));
    expect(catalog.events.of(CatalogEvents.productCreated)).toContainEqual({ id: created.id });
    expect(catalog.events.of(CatalogEvents.productPublished)).toContainEqual({ id: created.id });
  });

  describe('with an Idempotency-Key (issue 32 #8)', () => {
    const keyed = (input: Record<string, unknown>, idempotencyKey: string) =>
      catalog.call(CatalogRpc.productCreate, { actor: EDITOR, input, idempotencyKey, publish: true });
    const input = () => ({ name: uniq('幂等产品'), category: plc, status: '已发布', stock: 1 });

    it('makes one product for any number of tries, at once or later, and announces it once', async () => {
      const before = await countProducts();
      const product = input();
      const tries = await Promise.all(Array.from({ length: 6 }, () => keyed(product, 'key-product-0001')));
      const late = await keyed(product, 'key-product-0001');
      expect(new Set([...tries, late].map((p) => p.id)).size).toBe(1);
      expect(publicView(late)).toEqual(await get(late.id));
      expect(await countProducts()).toBe(before + 1);
      expect(catalog.events.of(CatalogEvents.productCreated).filter((e) => e.id === late.id)).toHaveLength(1);
      // Another key (or none) is another product.
      expect((await keyed(product, 'key-product-0002')).id).not.toBe(late.id);
      expect(await countProducts()).toBe(before + 2);
    });

    it('refuses the key sent again with other content (409), and stores nothing', async () => {
      const first = await keyed(input(), 'key-product-0003');
      const before = await countProducts();
      await expect(keyed(input(), 'key-product-0003')).rejects.toMatchObject({
        status: 409,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      expect(await countProducts()).toBe(before);
      expect(await get(first.id)).toMatchObject({ id: first.id });
    });

    it('leaves the key free when its create was refused', async () => {
      const product = input();
      await expect(keyed({ ...product, category: MISSING }, 'key-product-0004')).rejects.toMatchObject({
        status: 400,
      });
      const created = await keyed(product, 'key-product-0004');
      expect(await get(created.id)).toMatchObject({ name: product.name });
    });
  });

  it.each([
    ['an empty name', { name: '' }, '产品名称不能为空'],
    ['no name', { name: undefined }, '产品名称不能为空'],
    ['no category', { category: undefined }, '请选择产品分类'],
    ['a category that is not an id', { category: 'abc' }, '请选择产品分类'],
    ['no status', { status: undefined }, '请选择产品状态'],
    ['an unknown status', { status: '热卖中' }, '产品状态必须是开发中、测试中、已发布或已停产'],
    ['a price that is not one', { price: '很贵' }, '价格格式不正确，例如 ¥1999 或 ¥1999.00，留空表示价格面议'],
    ['a price with three decimals', { price: '¥19.999' }, '价格格式不正确，例如 ¥1999 或 ¥1999.00，留空表示价格面议'],
    ['no stock', { stock: undefined }, '库存不能为空'],
    ['a negative stock', { stock: -1 }, '库存必须是不小于0的整数'],
    ['a fractional stock', { stock: 2.5 }, '库存必须是不小于0的整数'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, change, message) => {
    const before = await countProducts();
    const input = { name: '合法产品', category: plc, status: '已发布', price: '¥1', stock: 1, ...change };
    await expect(create(input)).rejects.toMatchObject({ status: 400, message });
    expect(await countProducts()).toBe(before);
  });

  it('keeps a 型号 (model) trimmed, changes and clears it on edit, and finds the product by it', async () => {
    const name = uniq('型号产品');
    const created = await create({ name, model: '  zh-M64x  ', category: plc, status: '已发布', stock: 1 });
    expect(created.model).toBe('zh-M64x');
    const { id } = created;
    const search = async (term: string) =>
      (await catalog.call(CatalogRpc.productList, { search: term, category: plc })).items;
    expect((await search('ZH-m64X')).map((p) => p.id)).toEqual([id]);
    expect((await search('ZH-m64X'))[0].model).toBe('zh-M64x');

    const longest = 'M'.repeat(64);
    const edited = await update(id, { name, model: longest, category: plc, status: '已发布', stock: 1 });
    expect(edited.model).toBe(longest);
    expect(await search('zh-m64x')).toEqual([]);

    await update(id, { name, model: null, category: plc, status: '已发布', stock: 1 });
    expect((await get(id)).model).toBe('');
  });

  it('refuses a 型号 longer than 64 characters, on create and on edit, and changes nothing', async () => {
    const input = { name: uniq('长型号'), category: plc, status: '已发布', stock: 1 };
    const before = await countProducts();
    await expect(create({ ...input, model: '型'.repeat(65) })).rejects.toMatchObject({
      status: 400,
      message: '型号不能超过64个字符',
    });
    expect(await countProducts()).toBe(before);

    const product = await newProduct(plc, { ...input, model: 'A1' });
    await expect(update(product.id, { ...input, model: 'x'.repeat(65) })).rejects.toMatchObject({
      status: 400,
      message: '型号不能超过64个字符',
    });
    expect((await get(product.id)).model).toBe('A1');
  });

  it('needs an existing category of the product type', async () => {
    const before = await countProducts();
    const news = await newCategory({ name: uniq('新闻分类'), type: 'news' });
    await expect(create({ name: 'x', category: news, status: '已发布', stock: 1 })).rejects.toMatchObject({
      status: 400,
      message: '所选分类不是产品分类，请选择产品分类',
    });
    await expect(create({ name: 'x', category: MISSING, status: '已发布', stock: 1 })).rejects.toMatchObject({
      status: 400,
      message: '所选产品分类不存在，请重新选择产品分类',
    });
    expect(await countProducts()).toBe(before);
  });

  it('stores an empty price as negotiable', async () => {
    expect((await newProduct(plc, { price: '' })).price).toBe('');
    expect((await newProduct(plc, { price: '价格面议' })).price).toBe('');
  });

  it('sanitises the description on write', async () => {
    const product = await newProduct(plc, {
      description:
        '<p onclick="alert(1)">安全<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">链接</a><iframe src="https://evil.example"></iframe>' +
        '<p style="background:url(javascript:alert(1));text-align:center">居中</p>',
    });
    expect(product.description).toBe('<p>安全</p><a>链接</a><p style="text-align:center">居中</p>');
    const [row] = await catalog.query<{ description: string }>('SELECT description FROM products WHERE id = $1', [
      product.id,
    ]);
    expect(row.description).toBe(product.description);
  });

  it('updates a product, keeping a price and description left out; a missing one is 产品不存在 (404)', async () => {
    const product = await newProduct(plc);
    const softwareName = (await catalog.call(CatalogRpc.categoryGet, { id: software })).name;
    const updated = await update(product.id, {
      name: '改名后的产品',
      category: software,
      status: '已停产',
      price: '$12.50',
      stock: 0,
      description: '',
    });
    expect(Object.keys(updated).sort()).toEqual(ADMIN_KEYS);
    expect(updated).toMatchObject({
      name: '改名后的产品',
      category: software,
      category_name: softwareName,
      status: '已停产',
      price: '$12.50',
      stock: 0,
      description: '',
    });
    expect(new Date(updated.date).getTime()).toBeGreaterThanOrEqual(new Date(product.date).getTime());
    expect(catalog.events.of(CatalogEvents.productUpdated)).toContainEqual({ id: product.id });

    const missing = { status: 404, code: 'PRODUCT_NOT_FOUND', message: '产品不存在' };
    await expect(update(MISSING, { name: 'x', category: plc, status: '已发布', stock: 1 })).rejects.toMatchObject(
      missing,
    );
    await expect(get(MISSING)).rejects.toMatchObject(missing);
    await expect(catalog.call(CatalogRpc.productDelete, { id: MISSING })).rejects.toMatchObject(missing);

    // Price and description left out are kept.
    const stockOnly = await update(product.id, {
      name: '改名后的产品',
      category: software,
      status: '已停产',
      stock: 7,
    });
    expect(stockOnly).toMatchObject({ price: '$12.50', description: '', stock: 7 });
    const described = await update(product.id, { ...stockOnly, description: '<p>新的说明</p>' });
    expect(described.description).toBe('<p>新的说明</p>');
    const kept = await update(product.id, { name: '改名后的产品', category: software, status: '已停产', stock: 7 });
    expect(kept).toMatchObject({ price: '$12.50', description: '<p>新的说明</p>' });
    await expect(update(product.id, { name: '', category: plc, status: '已发布', stock: 1 })).rejects.toMatchObject({
      status: 400,
    });
    expect((await get(product.id)).name).toBe('改名后的产品');
  });

  // SEO fields (docs/seo.md); their refusals and the rendered head are in seo-overrides.int-spec.ts.
  it('stores the SEO fields trimmed, keeps them when left out of an edit, and clears them with null or ""', async () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      name: uniq('覆盖产品'),
      category: software,
      status: '已发布',
      price: '¥10',
      stock: 5,
      description: '<p>产品描述的正文文字</p>',
      ...extra,
    });
    const seo = async (id: number) => {
      const { seo_title, seo_description } = await get(id);
      return { seo_title, seo_description };
    };
    const created = await create(body({ seo_title: '  搜索标题  ', seo_description: ' 搜索描述 ' }));
    expect(created).toMatchObject({ seo_title: '搜索标题', seo_description: '搜索描述' });
    const id = created.id;
    expect(await seo(id)).toEqual({ seo_title: '搜索标题', seo_description: '搜索描述' });

    // The limits themselves are accepted.
    const full = { seo_title: '题'.repeat(60), seo_description: '述'.repeat(160) };
    await update(id, body(full));
    expect(await seo(id)).toEqual(full);
    // A client that does not know the fields keeps them.
    await update(id, body());
    expect(await seo(id)).toEqual(full);
    await update(id, body({ seo_title: null, seo_description: '' }));
    expect(await seo(id)).toEqual({ seo_title: '', seo_description: '' });

    // Left out on create: none.
    expect(await create(body())).toMatchObject({ seo_title: '', seo_description: '' });
  });

  // 商品页承诺 (issue 34, docs/pages.md); the rendered page is in product-promises.int-spec.ts.
  it('stores a product’s own promise lines, keeps them when left out of an edit, and clears them with null', async () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      name: uniq('承诺产品'),
      category: software,
      status: '已发布',
      stock: 5,
      ...extra,
    });
    expect((await create(body())).promises).toBeNull();
    const own = { rating: { show: false }, listPrice: { multiplier: 1.5, show: true } };
    const created = await create(body({ promises: own }));
    expect(created.promises).toEqual(own);
    await update(created.id, body());
    expect((await get(created.id)).promises).toEqual(own);
    await expect(update(created.id, body({ promises: { returns: { text: '退'.repeat(51) } } }))).rejects.toMatchObject({
      status: 400,
      message: '退货承诺不能超过50个字符',
    });
    expect((await get(created.id)).promises).toEqual(own);
    await update(created.id, body({ promises: null }));
    expect((await get(created.id)).promises).toBeNull();
  });
});
