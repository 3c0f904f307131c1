import type { Page } from 'playwright-core';
import { choose, confirmDialog, logIn, openFromSidebar, toast } from './admin';
import { baseUrl, getJson, useBrowser } from './browser';
import { imageSize, makePng, product, runTag, type Product } from './catalog';

describe('products screen', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const managed = () => page.getByTestId('managed-image');
  const managedUrls = () => managed().evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-image-url')));
  const primaryFlags = () => managed().evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-primary')));
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const search = (text: string) => page.getByRole('searchbox', { name: '搜索' }).fill(text);
  const call = (method: string, path: RegExp) =>
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
  const findByName = async (name: string) =>
    (await getJson<Product[]>(`/api/products?search=${encodeURIComponent(name)}`)).find((p) => p.name === name);

  it('creates a product with three images, reorders them, sets and deletes the primary', async () => {
    const name = `端到端产品${runTag()}`;
    await logIn(page, 'admin');
    await openFromSidebar(page, '产品管理');
    await page.getByRole('button', { name: '添加产品' }).click();
    await page.getByText('添加产品', { exact: true }).waitFor();

    // Required fields say '{label}不能为空' before anything is sent.
    await page.getByRole('button', { name: '保存草稿' }).click();
    for (const message of [
      '产品名称不能为空',
      '产品分类不能为空',
      '产品状态不能为空',
      '价格不能为空',
      '库存不能为空',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: '管理分类' }).getAttribute('target')).toBe('_blank');

    await page.getByLabel('产品名称').fill(name);
    await page.getByLabel('型号').fill(' ZH-E2E-1 ');
    await choose(page, page.getByLabel('产品分类'), 'PLC 模块');
    await choose(page, page.getByLabel('产品状态'), '已发布');
    await page.getByLabel('价格').fill('¥1234');
    await page.getByLabel('库存').fill('5');
    // The 搜索引擎优化 section opens on a click; its counter follows the text.
    await page.getByText('搜索引擎优化', { exact: true }).click();
    await page.getByLabel('SEO标题').fill(' 端到端SEO标题 ');
    await page.getByText('10 / 60', { exact: true }).waitFor();
    const editor = page.getByRole('textbox', { name: '产品描述' });
    await editor.click();
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('端到端描述');

    // Three files at once, each with its own progress bar; the big one is shrunk to fit 800×600.
    await page.getByLabel('选择图片').setInputFiles([
      { name: 'big.png', mimeType: 'image/png', buffer: makePng(1600, 1200, [220, 40, 40]) },
      { name: 'green.png', mimeType: 'image/png', buffer: makePng(320, 240, [40, 180, 80]) },
      { name: 'blue.png', mimeType: 'image/png', buffer: makePng(320, 240, [40, 80, 220]) },
    ]);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="upload-row"][data-status="done"]').length === 3,
    );
    expect(await page.getByTestId('upload-row').count()).toBe(3);
    await managed().nth(2).waitFor();
    const uploaded = await managedUrls();
    expect(uploaded).toHaveLength(3);
    expect(await managed().filter({ hasText: '待保存' }).count()).toBe(3);
    expect(await primaryFlags()).toEqual(['true', 'false', 'false']);
    const big = Buffer.from(await (await fetch(base + uploaded[0]!)).arrayBuffer());
    expect(await imageSize(big)).toEqual({ width: 800, height: 600 });
    // Each row shows what the server stored: the master's size and bytes.
    expect(await page.getByTestId('upload-stored').first().textContent()).toMatch(/^800×600 · [\d.]+ KB$/);

    // A new product is a draft unless 保存并发布: this one is read publicly below, so it goes live at once.
    const created = call('POST', /^\/api\/products$/);
    await page.getByRole('button', { name: '保存并发布' }).click();
    const answer = await created;
    expect(new URL(answer.url()).searchParams.get('publish')).toBe('true');
    expect(answer.status()).toBe(201);
    const sent = answer.request().postDataJSON();
    expect(sent).toMatchObject({
      name,
      model: 'ZH-E2E-1',
      status: '已发布',
      price: '¥1234',
      stock: 5,
      seo_title: '端到端SEO标题',
      seo_description: '',
    });
    expect(typeof sent.category).toBe('number');
    expect(sent.description).toContain('<strong>端到端描述</strong>');
    await toast(page, '产品已创建并发布').waitFor();

    const saved = await findByName(name);
    expect(saved).toBeDefined();
    const id = saved!.id;
    // The public product page shows the 型号, and is titled by the SEO title (server head and tab).
    const visitor = await session.context.newPage();
    await visitor.goto(`${base}/products/${id}`);
    expect(await visitor.getByTestId('product-model').innerText()).toBe('ZH-E2E-1');
    expect(await visitor.title()).toMatch(/^端到端SEO标题( - |$)/);
    await visitor.close();
    let detail = await product(id);
    expect(detail.images.map((i) => i.image_url)).toEqual(uploaded);
    expect(detail.images.map((i) => i.is_primary)).toEqual([true, false, false]);

    // The form stays, now the product's own: its saved gallery (live, outside drafts) and its publishing bar.
    await page.getByText(`编辑产品：${name}`, { exact: true }).waitFor();
    await page.getByRole('region', { name: '发布状态' }).getByText('已发布', { exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="managed-image"][data-image-url]').length === 3,
    );
    expect(await managed().filter({ hasText: '待保存' }).count()).toBe(0);
    expect(await managedUrls()).toEqual(uploaded);

    // Keyboard drag (dnd-kit): the third picture to the front.
    const reordered = call('PUT', /\/images\/reorder$/);
    const handle = page.getByRole('button', { name: '拖动排序：第3张图片' });
    await handle.focus();
    // dnd-kit measures between steps: give each key a moment.
    for (const key of ['Space', 'ArrowLeft', 'ArrowLeft', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    expect((await reordered).status()).toBe(200);
    const order = [uploaded[2], uploaded[0], uploaded[1]];
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          Array.from(document.querySelectorAll('[data-testid="managed-image"]'), (n) =>
            n.getAttribute('data-image-url'),
          ),
        ) === JSON.stringify(expected),
      order,
    );
    detail = await product(id);
    expect(detail.images.map((i) => i.image_url)).toEqual(order);

    // The last one (blue) becomes primary.
    const primarySet = call('PUT', /\/set-primary$/);
    await page.getByRole('button', { name: '设为主图：第3张图片' }).click();
    expect((await primarySet).status()).toBe(200);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="managed-image"]')[2]?.getAttribute('data-primary') === 'true',
    );
    expect(await primaryFlags()).toEqual(['false', 'false', 'true']);

    // Deleting the primary passes it to the first remaining picture.
    await page.getByRole('button', { name: '删除：第3张图片' }).click();
    const confirm = confirmDialog(page).filter({ hasText: '第3张图片' });
    const deleted = call('DELETE', /\/images\/\d+$/);
    await confirm.getByRole('button', { name: '删除' }).click();
    expect((await deleted).status()).toBe(204);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="managed-image"]').length === 2);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="managed-image"]')[0]?.getAttribute('data-primary') === 'true',
    );
    expect(await managedUrls()).toEqual([uploaded[2], uploaded[0]]);
    detail = await product(id);
    expect(detail.images.map((i) => [i.image_url, i.is_primary])).toEqual([
      [uploaded[2], true],
      [uploaded[0], false],
    ]);

    // Back to the list: the table shows the 型号 and the 状态; then delete the product.
    await confirm.waitFor({ state: 'detached' });
    await page.locator('main').getByRole('button', { name: '取消', exact: true }).click();
    await search(name);
    await row(name).getByRole('cell', { name: 'ZH-E2E-1', exact: true }).waitFor();
    await row(name)
      .locator('.ant-tag')
      .filter({ hasText: /^已发布$/ })
      .first()
      .waitFor();
    await row(name).getByRole('button', { name: '删除' }).click();
    const confirmProduct = confirmDialog(page).filter({ hasText: name });
    const removed = call('DELETE', /^\/api\/products\/\d+$/);
    await confirmProduct.getByRole('button', { name: '删除' }).click();
    expect((await removed).status()).toBe(204);
    await toast(page, '产品已删除').waitFor();
    expect(await findByName(name)).toBeUndefined();
  });
});
