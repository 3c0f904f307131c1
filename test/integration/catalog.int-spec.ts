import type { Stack } from '@site/dev-stack';
import { CatalogRpc, ContentRpc } from '@site/contracts';
import { RpcClient, RpcCallError } from '@site/service-kit';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { images as fixtures, uniquePng } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

interface Category {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  type: 'news' | 'product';
  created_at: string;
}
interface Image {
  id: number;
  product_id: number;
  image_url: string;
  image_order: number;
  is_primary: boolean;
  alt_text: string;
}
interface Product {
  id: number;
  name: string;
  category: number;
  category_name: string;
  model: string;
  status: string;
  price: string;
  stock: number;
  description: string;
  seo_title: string;
  seo_description: string;
  promises: Record<string, unknown> | null;
  date: string;
  created_at: string;
  image: string | null;
  cover_image: string | null;
  primary_image: string | null;
  images?: Image[];
  product_images?: Image[];
}

const CATEGORY_KEYS = ['created_at', 'id', 'name', 'parent_id', 'slug', 'type'];
const PRODUCT_KEYS = [
  'category',
  'category_name',
  'cover_image',
  'created_at',
  'date',
  'description',
  'id',
  'image',
  'model',
  'name',
  'price',
  'primary_image',
  'promises',
  'seo_description',
  'seo_title',
  'status',
  'stock',
];
const IMAGE_KEYS = ['alt_text', 'id', 'image_order', 'image_url', 'is_primary', 'product_id'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING = 999999;

function expectCategory(c: Category): void {
  expect(Object.keys(c).sort()).toEqual(CATEGORY_KEYS);
  expect(typeof c.id).toBe('number');
  expect(c.parent_id === null || typeof c.parent_id === 'number').toBe(true);
  expect(['news', 'product']).toContain(c.type);
  expect(c.created_at).toMatch(ISO);
}

/** `admin`: a create's or save's answer, the detail and where it stands (docs/publishing.md). */
function expectProduct(p: Product, detail = false, admin = false): void {
  const keys = detail ? [...PRODUCT_KEYS, 'images', 'product_images'] : PRODUCT_KEYS;
  expect(Object.keys(p).sort()).toEqual(admin ? [...keys, 'publication'].sort() : [...keys].sort());
  expect(typeof p.id).toBe('number');
  expect(typeof p.category).toBe('number');
  expect(typeof p.category_name).toBe('string');
  expect(typeof p.price).toBe('string');
  expect(Number.isInteger(p.stock)).toBe(true);
  expect(p.date).toMatch(ISO);
  if (detail) {
    expect(p.product_images).toEqual(p.images);
    for (const image of p.images!) expectImage(image);
  }
}

function expectImage(i: Image): void {
  expect(Object.keys(i).sort()).toEqual(IMAGE_KEYS);
  expect(typeof i.is_primary).toBe('boolean');
  expect(Number.isInteger(i.image_order)).toBe(true);
}

describe('catalog: categories, products and product images through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let visitor: ApiClient;
  let seq = 0;

  const uniq = (prefix: string) => `${prefix}${++seq}`;
  const countRows = async (table: string) =>
    Number((await queryDb<{ n: string }>(stack, 'catalog', `SELECT count(*) AS n FROM ${table}`))[0].n);

  const newCategory = async (body: Record<string, unknown>): Promise<Category> => {
    const answer = await admin.post<Category>('/api/categories', { type: 'product', ...body });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const newProduct = async (category: number, body: Record<string, unknown> = {}): Promise<Product> => {
    const answer = await admin.post<Product>('/api/products?publish=true', {
      name: uniq('产品'),
      category,
      status: '已发布',
      price: '¥1999',
      stock: 20,
      description: '<p>说明</p>',
      ...body,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  // A new picture each time unless given: the library answers the same bytes with the same file.
  const upload = async (given?: Buffer, ext = 'png'): Promise<string> => {
    const bytes = given ?? (await uniquePng());
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p.${ext}`);
    const answer = await admin.post<{ url: string }>('/api/upload', form);
    expect(answer.status).toBe(200);
    return answer.body.url;
  };
  const addImage = async (productId: number, body: Record<string, unknown> = {}): Promise<Image> => {
    const answer = await admin.post<Image>(`/api/products/${productId}/images`, {
      image_url: await upload(),
      ...body,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const gallery = async (productId: number) => (await visitor.get<Image[]>(`/api/products/${productId}/images`)).body;
  const primaries = (list: Image[]) => list.filter((i) => i.is_primary).map((i) => i.id);

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    visitor = new ApiClient(stack.url);
  });
  afterAll(() => stopTestStack(stack));

  describe('categories', () => {
    it('creates a category and lists it in a flat array, with a slug made from the name', async () => {
      const created = await newCategory({
        name: '  Smart Home 智能家居! ',
        slug: '',
        parent_id: null,
        type: 'product',
      });
      expectCategory(created);
      expect(created).toMatchObject({ name: 'Smart Home 智能家居!', slug: 'smart-home-智能家居', parent_id: null });

      const list = await visitor.get<Category[]>('/api/categories');
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body)).toBe(true);
      list.body.forEach(expectCategory);
      expect(list.body.find((c) => c.id === created.id)).toEqual(created);

      const news = await newCategory({ name: uniq('公司新闻'), type: 'news' });
      const onlyNews = await visitor.get<Category[]>('/api/categories?type=news');
      expect(onlyNews.body.map((c) => c.type)).not.toContain('product');
      expect(onlyNews.body.map((c) => c.id)).toContain(news.id);
      expect((await visitor.get('/api/categories?type=blog')).status).toBe(400);
    });

    // The rules themselves are in services/catalog/src/categories/categories.medium-spec.ts; here, that
    // a service's refusal reaches the browser as its status and Chinese text, and changes nothing.
    it('answers a refused write with its status and Chinese error, and stores nothing', async () => {
      const before = await countRows('categories');
      const blank = await admin.post('/api/categories', { name: '   ', type: 'product' });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({ error: '分类名称不能为空' });
      expect(await countRows('categories')).toBe(before);

      const parent = await newCategory({ name: uniq('有子分类') });
      await newCategory({ name: uniq('子分类'), parent_id: parent.id });
      const withChild = await admin.delete(`/api/categories/${parent.id}`);
      expect(withChild.status).toBe(409);
      expect(withChild.body.error).toBe('该分类下还有1个子分类，请先删除或移动子分类后再删除');
      expect((await visitor.get<Category[]>('/api/categories')).body.map((c) => c.id)).toContain(parent.id);
    });

    it('answers 404 for a missing category and 400 for a malformed id', async () => {
      expect((await admin.put(`/api/categories/${MISSING}`, { name: 'x' })).status).toBe(404);
      const missing = await admin.delete(`/api/categories/${MISSING}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('分类不存在');
      expect((await admin.delete('/api/categories/abc')).status).toBe(400);
      expect((await admin.delete('/api/categories/99999999999')).status).toBe(400);
    });

    it('answers other services over NATS: one category, and a category with its descendants', async () => {
      const nc = await connect({ servers: stack.natsUrl });
      try {
        const rpc = new RpcClient(nc, { prefix: stack.natsPrefix, timeoutMs: 3000, checkReplies: true });
        const top = await newCategory({ name: uniq('新闻顶级'), type: 'news' });
        const mid = await newCategory({ name: uniq('新闻二级'), type: 'news', parent_id: top.id });
        const leaf = await newCategory({ name: uniq('新闻三级'), type: 'news', parent_id: mid.id });
        expect(await rpc.call(CatalogRpc.categoryGet, { id: leaf.id })).toEqual(leaf);
        expect(await rpc.call(CatalogRpc.categoryDescendants, { id: top.id })).toEqual({
          ids: [top.id, mid.id, leaf.id],
        });
        expect(await rpc.call(CatalogRpc.categoryDescendants, { id: leaf.id })).toEqual({ ids: [leaf.id] });
        await expect(rpc.call(CatalogRpc.categoryGet, { id: MISSING })).rejects.toMatchObject({
          status: 404,
          message: '分类不存在',
        });
        await expect(rpc.call(CatalogRpc.categoryDescendants, { id: MISSING })).rejects.toBeInstanceOf(RpcCallError);
        // The content service answers the usage question the catalog asks before deleting news categories.
        expect(await rpc.call(ContentRpc.categoryUsageCount, { categoryIds: [leaf.id] })).toEqual({ count: 0 });
      } finally {
        await nc.close();
      }
    });
  });

  describe('products', () => {
    let hardware: Category;
    let controllers: Category;
    let plc: Category;

    beforeAll(async () => {
      hardware = await newCategory({ name: uniq('智能硬件') });
      controllers = await newCategory({ name: uniq('工业控制器'), parent_id: hardware.id });
      plc = await newCategory({ name: uniq('PLC 模块'), parent_id: controllers.id });
    });

    // The product rules are in services/catalog/src/products/products.medium-spec.ts; here, what the
    // gateway adds: a refusal's status and Chinese body with its code, and the route's id check.
    it('answers 404 产品不存在 with its code for a missing product, and 400 for a malformed id', async () => {
      const missingPut = await admin.put(`/api/products/${MISSING}?publish=true`, {
        name: 'x',
        category: plc.id,
        status: '已发布',
        stock: 1,
      });
      expect(missingPut.status).toBe(404);
      expect(missingPut.body.error).toBe('产品不存在');
      const missingGet = await visitor.get(`/api/products/${MISSING}`);
      expect(missingGet.status).toBe(404);
      expect(missingGet.body).toEqual({ error: '产品不存在', code: 'PRODUCT_NOT_FOUND' });
      expect((await admin.delete(`/api/products/${MISSING}`)).status).toBe(404);
      expect((await visitor.get('/api/products/abc')).status).toBe(400);
    });

    describe('list filters and paging', () => {
      let tree: Category;
      let leafA: Category;
      let leafB: Category;
      let other: Category;
      const made: Product[] = [];

      beforeAll(async () => {
        tree = await newCategory({ name: uniq('过滤树') });
        const mid = await newCategory({ name: uniq('过滤中层'), parent_id: tree.id });
        leafA = await newCategory({ name: uniq('过滤叶A'), parent_id: mid.id });
        leafB = await newCategory({ name: uniq('过滤叶B'), parent_id: tree.id });
        other = await newCategory({ name: uniq('别的树') });
        made.push(
          await newProduct(leafA.id, {
            name: 'Alpha 控制器',
            status: '已发布',
            description: '<p>支持 EtherCAT 总线</p>',
          }),
        );
        made.push(await newProduct(leafB.id, { name: 'beta 网关', status: '测试中', description: '<p>边缘计算</p>' }));
        made.push(await newProduct(mid.id, { name: 'Gamma 传感器', status: '已发布', description: '<p>温湿度</p>' }));
        made.push(
          await newProduct(other.id, { name: 'ALPHA 软件', status: '开发中', description: '<p>流程机器人</p>' }),
        );
      });

      const ids = async (query: string) => {
        const answer = await visitor.get<Product[]>(`/api/products${query}`);
        expect(answer.status).toBe(200);
        expect(Array.isArray(answer.body)).toBe(true);
        return answer.body.map((p) => p.id);
      };

      it('answers the whole array, newest first, without paging headers', async () => {
        const answer = await visitor.get<Product[]>('/api/products');
        expect(answer.status).toBe(200);
        answer.body.forEach((p) => expectProduct(p));
        const all = answer.body.map((p) => p.id);
        expect(all).toEqual([...all].sort((a, b) => b - a));
        expect(all).toEqual(expect.arrayContaining(made.map((p) => p.id)));
        expect(answer.headers.get('x-total-count')).toBeNull();
      });

      it('filters by category including descendants', async () => {
        expect(await ids(`?category=${tree.id}`)).toEqual([made[2].id, made[1].id, made[0].id]);
        expect(await ids(`?category=${leafA.id}`)).toEqual([made[0].id]);
        expect(await ids(`?category=${other.id}`)).toEqual([made[3].id]);
        expect(await ids(`?category=${MISSING}`)).toEqual([]);
        expect((await visitor.get('/api/products?category=abc')).status).toBe(400);
      });

      it('filters by status and searches name and description text, case-insensitively', async () => {
        expect(await ids(`?category=${tree.id}&status=${encodeURIComponent('已发布')}`)).toEqual([
          made[2].id,
          made[0].id,
        ]);
        expect(await ids(`?category=${tree.id}&status=published`)).toEqual([made[2].id, made[0].id]);
        expect((await visitor.get('/api/products?status=unknown')).status).toBe(400);
        const alpha = await ids('?search=alpha');
        expect(alpha).toEqual(expect.arrayContaining([made[0].id, made[3].id]));
        expect(alpha).not.toContain(made[1].id);
        expect(await ids(`?search=${encodeURIComponent('ethercat')}`)).toEqual(expect.arrayContaining([made[0].id]));
        expect(await ids(`?search=${encodeURIComponent('边缘')}&category=${tree.id}`)).toEqual([made[1].id]);
        // Tags are not text: searching a tag name finds nothing of ours.
        expect(await ids(`?search=strong&category=${tree.id}`)).toEqual([]);
        // LIKE wildcards are plain characters.
        expect(await ids(`?search=${encodeURIComponent('%')}&category=${tree.id}`)).toEqual([]);
      });

      it('gathers a list larger than one NATS message (1 MB) from several batches, in order', async () => {
        const big = await newCategory({ name: uniq('大描述') });
        const text = '自动化'.repeat(25_000); // 75,000 characters, 225 KB of UTF-8 per product
        const made: number[] = [];
        for (let i = 0; i < 6; i++) made.unshift((await newProduct(big.id, { description: `<p>${text}${i}</p>` })).id);
        const all = await visitor.get<Product[]>(`/api/products?category=${big.id}`);
        expect(all.status).toBe(200);
        expect(all.body.map((p) => p.id)).toEqual(made);
        expect(all.body[5].description).toBe(`<p>${text}0</p>`);
        const page = await visitor.get<Product[]>(`/api/products?category=${big.id}&page=1&limit=5`);
        expect(page.body.map((p) => p.id)).toEqual(made.slice(0, 5));
        expect(page.headers.get('x-total-count')).toBe('6');
        expect((await visitor.get<Product[]>('/api/products')).body.length).toBeGreaterThanOrEqual(6);
        for (const id of made) await admin.delete(`/api/products/${id}`);
      });

      it('pages with X-Total-Count and X-Total-Pages, still answering an array', async () => {
        const first = await visitor.get<Product[]>(`/api/products?category=${tree.id}&page=1&limit=2`);
        expect(first.status).toBe(200);
        expect(first.body.map((p) => p.id)).toEqual([made[2].id, made[1].id]);
        expect(first.headers.get('x-total-count')).toBe('3');
        expect(first.headers.get('x-total-pages')).toBe('2');
        const second = await visitor.get<Product[]>(`/api/products?category=${tree.id}&page=2&limit=2`);
        expect(second.body.map((p) => p.id)).toEqual([made[0].id]);
        const beyond = await visitor.get<Product[]>(`/api/products?category=${tree.id}&page=9&limit=2`);
        expect(beyond.body).toEqual([]);
        expect(beyond.headers.get('x-total-count')).toBe('3');
        const defaultLimit = await visitor.get<Product[]>(`/api/products?category=${tree.id}&page=1`);
        expect(defaultLimit.headers.get('x-total-pages')).toBe('1');
        expect((await visitor.get('/api/products?page=0')).status).toBe(400);
        expect((await visitor.get('/api/products?limit=101')).status).toBe(400);
      });
    });
  });

  describe('product images', () => {
    let category: Category;
    beforeAll(async () => {
      category = await newCategory({ name: uniq('图片分类') });
    });

    it('accepts only our uploads, and only files that exist', async () => {
      const product = await newProduct(category.id);
      for (const image_url of [
        'https://evil.example/x.png',
        '/uploads/qrcodes/2026/01/0b6f3c9e-1234-4000-8000-000000000001.png',
        '/uploads/images/2026/01/../../secret.png',
        'javascript:alert(1)',
      ]) {
        const answer = await admin.post(`/api/products/${product.id}/images`, { image_url });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('图片地址必须是本站上传的图片（/uploads/images/…），请先上传图片');
      }
      const notThere = await admin.post(`/api/products/${product.id}/images`, {
        image_url: '/uploads/images/2026/01/0b6f3c9e-1234-4000-8000-000000000001.png',
      });
      expect(notThere.status).toBe(400);
      expect(notThere.body.error).toBe('图片文件不存在，请先上传图片');
      expect((await admin.post(`/api/products/${product.id}/images`, {})).body.error).toBe('图片地址不能为空');
      const url = await upload();
      expect((await admin.post(`/api/products/${MISSING}/images`, { image_url: url })).status).toBe(404);
      expect(await gallery(product.id)).toEqual([]);
    });

    // The gallery rules (one primary, order, reordering) are in
    // services/catalog/src/product-images/product-images.medium-spec.ts; here, uploads and stored files.
    // What shows a file, and when it may go, is the media library's (media.int-spec.ts).
    it('deleting an image or a product keeps the stored files, for the media library to decide', async () => {
      const product = await newProduct(category.id);
      const image = await addImage(product.id);
      const urls = [image.image_url, (await addImage(product.id)).image_url];
      for (const url of urls) expect((await fetch(`${stack.url}${url}`)).status).toBe(200);

      expect((await admin.delete(`/api/products/${product.id}/images/${image.id}`)).status).toBe(204);
      const deleted = await admin.delete(`/api/products/${product.id}`);
      expect(deleted.status).toBe(204);
      expect((await visitor.get(`/api/products/${product.id}`)).status).toBe(404);
      expect((await visitor.get(`/api/products/${product.id}/images`)).status).toBe(404);
      const rows = await queryDb(stack, 'catalog', 'SELECT 1 FROM product_images WHERE product_id = $1', [product.id]);
      expect(rows).toEqual([]);
      await new Promise((r) => setTimeout(r, 500));
      for (const url of urls) expect((await fetch(`${stack.url}${url}`)).status).toBe(200);
    });
  });

  describe('events and failures', () => {
    it('publishes a past-tense event after every write', async () => {
      const nc: NatsConnection = await connect({ servers: stack.natsUrl });
      const seen: { subject: string; data: any }[] = [];
      const codec = JSONCodec();
      const sub: Subscription = nc.subscribe(`${stack.natsPrefix}events.catalog.*.*`, {
        callback: (_e, msg) => {
          const subject = msg.subject.slice(`${stack.natsPrefix}events.`.length);
          if (/\.(created|updated|deleted|primary-set|reordered)$/.test(subject)) {
            seen.push({ subject, data: codec.decode(msg.data) });
          }
        },
      });
      try {
        await nc.flush();
        const category = await newCategory({ name: uniq('事件分类') });
        await admin.put(`/api/categories/${category.id}`, { name: uniq('事件分类改') });
        const product = await newProduct(category.id);
        await admin.put(`/api/products/${product.id}?publish=true`, {
          name: '事件',
          category: category.id,
          status: '测试中',
          stock: 1,
        });
        const image = await addImage(product.id);
        await admin.put(`/api/products/${product.id}/images/${image.id}/set-primary`);
        await admin.put(`/api/products/${product.id}/images/reorder`, { images: [{ id: image.id, image_order: 3 }] });
        await admin.delete(`/api/products/${product.id}/images/${image.id}`);
        await admin.delete(`/api/products/${product.id}`);
        await admin.delete(`/api/categories/${category.id}`);
        await eventually(() => Promise.resolve(seen.length >= 10));
        expect(seen.map((e) => e.subject)).toEqual([
          'catalog.category.created',
          'catalog.category.updated',
          'catalog.product.created',
          'catalog.product.updated',
          'catalog.product-image.created',
          'catalog.product-image.primary-set',
          'catalog.product-image.reordered',
          'catalog.product-image.deleted',
          'catalog.product.deleted',
          'catalog.category.deleted',
        ]);
        expect(seen[0].data).toEqual({ id: category.id, type: 'product' });
        expect(seen[7].data).toEqual({ id: image.id, productId: product.id, imageUrl: image.image_url });
        expect(seen[8].data).toEqual({ id: product.id });
      } finally {
        sub.unsubscribe();
        await nc.close();
      }
    });

    it('never answers 500: bad JSON, wrong shapes and huge numbers are 400s', async () => {
      const raw = await fetch(`${stack.url}/api/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: admin.cookie! },
        body: '{"name": ',
      });
      expect(raw.status).toBe(400);
      for (const body of [[], 'text', { name: 'x', category: 1e12, status: '已发布', stock: 1 }, { name: ['x'] }]) {
        expect((await admin.post('/api/products?publish=true', body)).status).toBe(400);
        expect((await admin.post('/api/categories', body)).status).toBe(400);
      }
      expect(
        (await admin.post('/api/products?publish=true', { name: 'x', category: 1, status: '已发布', stock: 1e12 }))
          .status,
      ).toBe(400);
      expect((await admin.post('/api/categories', { name: 'x'.repeat(51), type: 'news' })).status).toBe(400);
    });
  });

  describe('API contract: every catalog call the SPA makes', () => {
    it('answers each call with its status and shape', async () => {
      // GET /api/categories → flat array.
      const categories = await visitor.get<Category[]>('/api/categories');
      expect(categories.status).toBe(200);
      categories.body.forEach(expectCategory);
      // POST /api/categories → the new category.
      const parent = await admin.post<Category>('/api/categories', {
        name: uniq('契约'),
        slug: '',
        parent_id: 0,
        type: 'product',
      });
      expect(parent.status).toBe(201);
      expectCategory(parent.body);
      const category = await admin.post<Category>('/api/categories', {
        name: uniq('契约子'),
        slug: null,
        parent_id: parent.body.id,
        type: 'product',
      });
      expect(category.status).toBe(201);
      // PUT /api/categories/{id} → the category.
      const renamed = await admin.put<Category>(`/api/categories/${category.body.id}`, {
        name: uniq('契约改'),
        slug: category.body.slug,
        parent_id: parent.body.id,
        type: 'product',
      });
      expect(renamed.status).toBe(200);
      expectCategory(renamed.body);

      // POST /api/products?publish=true (category an integer, no images) → the product's admin view, published.
      const created = await admin.post<Product>('/api/products?publish=true', {
        name: '契约产品',
        category: category.body.id,
        status: '开发中',
        price: '¥88',
        stock: 0,
        description: '<p>契约</p>',
      });
      expect(created.status).toBe(201);
      expectProduct(created.body, true, true);
      expect((created.body as Product & { publication: { state: string } }).publication.state).toBe('published');
      const productId = created.body.id;
      // GET /api/products → array of products.
      const list = await visitor.get<Product[]>('/api/products');
      expect(list.status).toBe(200);
      list.body.forEach((p) => expectProduct(p));
      // PUT /api/products/{id}?publish=true → the product's admin view.
      const updated = await admin.put<Product>(`/api/products/${productId}?publish=true`, {
        ...created.body,
        stock: 3,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.stock).toBe(3);

      // POST /api/products/{id}/images (image_url, image_order, is_primary, alt_text) → the image.
      const url = await upload(fixtures.webp, 'webp');
      const image = await admin.post<Image>(`/api/products/${productId}/images`, {
        image_url: url,
        image_order: 0,
        is_primary: true,
        alt_text: '契约图片',
      });
      expect(image.status).toBe(201);
      expectImage(image.body);
      const second = await admin.post<Image>(`/api/products/${productId}/images`, {
        image_url: await upload(),
        image_order: 1,
        is_primary: false,
        alt_text: '',
      });
      // GET /api/products/{id}/images → the images.
      const images = await visitor.get<Image[]>(`/api/products/${productId}/images`);
      expect(images.status).toBe(200);
      images.body.forEach(expectImage);
      expect(images.body.map((i) => i.id)).toEqual([image.body.id, second.body.id]);
      // GET /api/products/{id} → one product with images, each with image_url.
      const detail = await visitor.get<Product>(`/api/products/${productId}`);
      expect(detail.status).toBe(200);
      expectProduct(detail.body, true);
      expect(detail.body.images!.map((i) => i.image_url)).toEqual([url, second.body.image_url]);
      // PUT /api/products/{id}/images/{imageId}/set-primary → the images.
      const primary = await admin.put<Image[]>(`/api/products/${productId}/images/${second.body.id}/set-primary`);
      expect(primary.status).toBe(200);
      expect(primaries(primary.body)).toEqual([second.body.id]);
      // PUT /api/products/{id}/images/reorder → the images.
      const reordered = await admin.put<Image[]>(`/api/products/${productId}/images/reorder`, {
        images: [
          { id: image.body.id, image_order: 1 },
          { id: second.body.id, image_order: 0 },
        ],
      });
      expect(reordered.status).toBe(200);
      expect(reordered.body.map((i) => i.id)).toEqual([second.body.id, image.body.id]);
      // DELETE /api/products/{id}/images/{imageId} → 204.
      const removedImage = await admin.delete(`/api/products/${productId}/images/${image.body.id}`);
      expect(removedImage.status).toBe(204);
      expect(removedImage.body).toBeUndefined();
      // DELETE /api/products/{id} → 204.
      expect((await admin.delete(`/api/products/${productId}`)).status).toBe(204);
      // DELETE /api/categories/{id} → 204.
      expect((await admin.delete(`/api/categories/${category.body.id}`)).status).toBe(204);
      expect((await admin.delete(`/api/categories/${parent.body.id}`)).status).toBe(204);
    });

    it('is listed in the OpenAPI document', async () => {
      const doc = (await visitor.get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/openapi.json'))
        .body;
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/categories',
          '/api/categories/{id}',
          '/api/products',
          '/api/products/{id}',
          '/api/products/{id}/images',
          '/api/products/{id}/images/{imageId}',
          '/api/products/{id}/images/{imageId}/set-primary',
          '/api/products/{id}/images/reorder',
        ]),
      );
    });
  });
});
