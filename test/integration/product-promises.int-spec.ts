import type { Stack } from '@site/dev-stack';
import { DEFAULT_PRODUCT_PROMISES, SETTINGS_DEFAULTS } from '@site/contracts';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

// Product page promises (issue 34, docs/pages.md): the 商品页 settings tab through the generic
// settings routes, a product's own lines, and the public API and server-rendered page showing the
// merge, with the page cache dropped by a settings save. Runs the built gateway and web app.

let stack: Stack;
let admin: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

/** A page as served, and what its #root shows. */
async function page(path: string): Promise<{ status: number; root: string; cache: string | null }> {
  const response = await fetch(`${stack.url}${path}`);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state"/.exec(html)?.[1];
  // Without React's text separators (<!-- -->), so a line reads as on screen.
  return {
    status: response.status,
    root: (root ?? '').replace(/<!--.*?-->/g, ''),
    cache: response.headers.get('x-cache'),
  };
}

async function newProduct(extra: Record<string, unknown> = {}) {
  const category = await admin.post('/api/categories', { name: uniq('承诺分类'), type: 'product' });
  expect(category.status).toBe(201);
  const answer = await admin.post('/api/products?publish=true', {
    name: uniq('承诺产品'),
    category: category.body.id,
    status: '已发布',
    price: '¥100',
    stock: 5,
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string; promises: unknown; price: string; stock: number };
}

const saveTab = (settings: Record<string, unknown>) => admin.post('/api/settings', { tab: 'product', settings });

beforeAll(async () => {
  stack = await startTestStack();
  admin = await ApiClient.signedIn(stack.url, ADMIN);
});

afterAll(async () => {
  await stopTestStack(stack);
});

describe('product page promises', () => {
  it("answers the spec's lines until staff change them, on the admin tab and in the public settings", async () => {
    const tab = await admin.get('/api/settings?tab=product');
    expect(tab.status).toBe(200);
    expect(tab.body).toEqual(SETTINGS_DEFAULTS.product);
    const visitor = await fetch(`${stack.url}/api/settings`);
    expect(((await visitor.json()) as { productPromises: unknown }).productPromises).toEqual(DEFAULT_PRODUCT_PROMISES);
    // A visitor may not read the admin tab.
    expect((await fetch(`${stack.url}/api/settings?tab=product`)).status).toBe(401);
  });

  it('refuses bad values with a Chinese 400 and keeps what was stored', async () => {
    const before = (await admin.get('/api/settings?tab=product')).body;
    for (const [change, message] of [
      [{ listPriceMultiplier: 0.5 }, '划线价倍数不能小于1'],
      [{ listPriceMultiplier: 1.234 }, '划线价倍数最多保留两位小数'],
      [{ ratingText: '' }, '显示评分时内容不能为空'],
      [{ shippingText: '包'.repeat(51) }, '运费不能超过50个字符'],
      [{ returnsShow: 'no' }, '是否显示退货承诺必须是 true 或 false'],
    ] as const) {
      const answer = await saveTab({ ...before, ...change });
      expect({ change, status: answer.status, error: answer.body.error }).toEqual({
        change,
        status: 400,
        error: message,
      });
    }
    const unknown = await saveTab({ stars: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/[\u4e00-\u9fff]/);
    expect((await admin.get('/api/settings?tab=product')).body).toEqual(before);
    const rows = await queryDb(stack, 'identity', `SELECT 1 FROM settings WHERE tab = 'product'`);
    expect(rows).toEqual([]);
  });

  it('saves a product’s own lines, reads them back, refuses bad ones, and clears them with null', async () => {
    const product = await newProduct({
      promises: { listPrice: { show: false }, returns: { text: ' 15天无理由退货 ' } },
    });
    expect(product.promises).toEqual({ listPrice: { show: false }, returns: { text: '15天无理由退货' } });
    const read = await admin.get(`/api/products/${product.id}`);
    expect(read.body.promises).toEqual(product.promises);

    // An edit that leaves the promises out keeps them.
    const edit = { name: product.name, category: read.body.category, status: '已发布', stock: 3 };
    expect((await admin.put(`/api/products/${product.id}?publish=true`, edit)).body.promises).toEqual(product.promises);

    const bad = await admin.put(`/api/products/${product.id}?publish=true`, {
      ...edit,
      stock: 9,
      promises: { listPrice: { multiplier: 50 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('划线价倍数不能超过10');
    const unknownLine = await admin.put(`/api/products/${product.id}?publish=true`, {
      ...edit,
      promises: { stars: { show: false } },
    });
    expect(unknownLine.status).toBe(400);
    expect(unknownLine.body.error).toMatch(/[\u4e00-\u9fff]/);
    const after = await admin.get(`/api/products/${product.id}`);
    expect(after.body.stock).toBe(3);
    expect(after.body.promises).toEqual(product.promises);

    const cleared = await admin.put(`/api/products/${product.id}?publish=true`, { ...edit, promises: null });
    expect(cleared.body.promises).toBeNull();
    const [row] = await queryDb<{ promises: unknown }>(
      stack,
      'catalog',
      'SELECT promises FROM products WHERE id = $1',
      [product.id],
    );
    expect(row.promises).toBeNull();
    // Audited like any product edit.
    await eventually(async () => {
      const audit = await admin.get('/api/audit-logs?page=1&limit=50');
      return JSON.stringify(audit.body).includes(`/api/products/${product.id}`);
    });
  });

  it('renders the merged lines on the server, hidden ones not at all, and a settings save drops the cached page', async () => {
    const plain = await newProduct();
    const own = await newProduct({ promises: { rating: { show: true, text: '4.9' }, dispatch: { show: false } } });
    const before = await page(`/products/${plain.id}`);
    expect(before.status).toBe(200);
    expect(before.root).toContain('评分 4.8');
    expect(before.root).toContain('¥120');
    expect(before.root).toContain('48小时内发货');
    // Stored: what follows is served from the page cache until a save drops it.
    expect((await page(`/products/${plain.id}`)).cache).toBe('HIT');

    const current = (await admin.get('/api/settings?tab=product')).body;
    const saved = await saveTab({ ...current, ratingShow: false, listPriceMultiplier: 1.5 });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedSettings).toMatchObject({ ratingShow: false, listPriceMultiplier: 1.5 });
    const visitor = (await (await fetch(`${stack.url}/api/settings`)).json()) as {
      productPromises: { rating: unknown };
    };
    expect(visitor.productPromises.rating).toEqual({ text: '4.8', show: false });

    const after = await page(`/products/${plain.id}`);
    expect(after.root).not.toContain('评分');
    expect(after.root).not.toContain('★★★★★');
    expect(after.root).toContain('¥150');
    expect(after.root).not.toContain('¥120');

    // The product's own lines win: its rating shows although the settings hide it; its dispatch line does not.
    const mine = await page(`/products/${own.id}`);
    expect(mine.root).toContain('评分 4.9');
    expect(mine.root).toContain('7天无理由退货');
    expect(mine.root).not.toContain('48小时内发货');

    // Back to the defaults, for the tests after this one.
    expect((await saveTab(SETTINGS_DEFAULTS.product)).status).toBe(200);
    expect((await page(`/products/${plain.id}`)).root).toContain('评分 4.8');
  });
});
