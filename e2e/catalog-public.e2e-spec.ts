import type { Page } from 'playwright-core';
import { baseUrl, expectTitle, getJson, useBrowser } from './browser';
import { cardIds, cards, categories, loadAllCards, product, products, subtree, type Product } from './catalog';

describe('public product pages', () => {
  // Reduced motion drops CSS transitions, so computed transforms settle at once.
  const session = useBrowser({ colorScheme: 'light', reducedMotion: 'reduce' });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const tree = () => page.getByRole('navigation', { name: '产品分类' });
  const buyPanel = () => page.getByRole('region', { name: '购买' });

  it('shows 12 cards, then 12 more after the last one shows, until all N are shown', async () => {
    const total = (await products()).length;
    expect(total).toBeGreaterThan(24);
    await page.goto(`${base}/products`);
    await h1('产品中心').waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(12);

    // Visible now, loaded half a second later.
    await cards(page).last().scrollIntoViewIfNeeded();
    expect(await cards(page).count()).toBe(12);
    await page.waitForFunction(() => document.querySelectorAll('[data-product-id]').length === 24);

    expect(await loadAllCards(page)).toBe(total);
    expect(await cards(page).count()).toBe(total);
    await page.getByText(`已显示全部 ${total} 个产品`, { exact: true }).waitFor();
    // Cards link to their detail page.
    const first = cards(page).first();
    expect(await first.getByRole('link').getAttribute('href')).toMatch(/^\/products\/\d+$/);
    // The top card's picture is the page's LCP: fetched at once and first; the others wait until seen.
    expect(await first.locator('img').getAttribute('loading')).toBe('eager');
    expect(await first.locator('img').getAttribute('fetchpriority')).toBe('high');
    expect(await cards(page).nth(1).locator('img').getAttribute('loading')).toBe('lazy');
  });

  it("includes the children's products when a parent category is chosen", async () => {
    const all = await categories('product');
    const list = await products();
    // A top category whose products all sit in categories below it.
    const parent = all.find(
      (c) => c.parent_id === null && list.some((p) => p.category !== c.id && subtree(all, c.id).has(p.category)),
    );
    expect(parent).toBeDefined();
    const ids = subtree(all, parent!.id);
    const expected = list.filter((p) => ids.has(p.category)).map((p) => p.id);

    await page.goto(`${base}/products`);
    await cards(page).first().waitFor();
    await tree().getByRole('button', { name: parent!.name, exact: true }).click();
    await page.waitForURL(`${base}/products?category=${parent!.id}`);
    await tree().locator('button[aria-current="true"]').filter({ hasText: parent!.name }).waitFor();
    expect(await loadAllCards(page)).toBe(expected.length);
    expect((await cardIds(page)).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));

    // Nodes start expanded and fold away.
    const child = all.find((c) => c.parent_id === parent!.id)!;
    await tree().getByRole('button', { name: child.name, exact: true }).waitFor();
    await tree()
      .getByRole('button', { name: `收起${parent!.name}` })
      .click();
    await tree().getByRole('button', { name: child.name, exact: true }).waitFor({ state: 'detached' });
    await tree()
      .getByRole('button', { name: `展开${parent!.name}` })
      .click();
    await tree().getByRole('button', { name: child.name, exact: true }).waitFor();

    await tree().getByRole('button', { name: '全部产品' }).click();
    await page.waitForURL(`${base}/products`);
  });

  it('badges cards by status and stock', async () => {
    const list = await products();
    const pick = (test: (p: Product) => boolean) => list.find(test)!;
    const cases = [
      { product: pick((p) => p.status === '测试中'), label: '测试中', tone: 'muted' },
      { product: pick((p) => p.status === '已停产'), label: '已停产', tone: 'muted' },
      { product: pick((p) => p.status === '已发布' && p.stock === 0), label: '缺货', tone: 'danger' },
      {
        product: pick((p) => p.status === '已发布' && p.stock >= 1 && p.stock <= 10),
        label: '库存紧张',
        tone: 'warning',
      },
      { product: pick((p) => p.status === '已发布' && p.stock > 10), label: '有货', tone: 'success' },
    ];
    await page.goto(`${base}/products`);
    await cards(page).first().waitFor();
    await loadAllCards(page);
    const colours = new Set<string>();
    for (const { product: p, label, tone } of cases) {
      const badge = page.locator(`[data-product-id="${p.id}"] [data-tone]`);
      expect(await badge.innerText()).toBe(label);
      expect(await badge.getAttribute('data-tone')).toBe(tone);
      colours.add(await badge.evaluate((node) => getComputedStyle(node).color));
    }
    expect(colours.size).toBe(4);

    const negotiable = list.find((p) => p.price === '');
    if (negotiable) {
      expect(await page.locator(`[data-product-id="${negotiable.id}"]`).innerText()).toContain('价格面议');
    }
  });

  it('offers the buy panel only for published products in stock', async () => {
    const list = await products();
    const inStock = list.find((p) => p.status === '已发布' && p.stock >= 3 && p.price !== '')!;
    const soldOut = list.find((p) => p.status === '已发布' && p.stock === 0)!;
    const notPublished = list.find((p) => p.status !== '已发布')!;

    await page.goto(`${base}/products/${inStock.id}`);
    await h1(inStock.name).waitFor();
    const { siteName } = await getJson<{ siteName: string }>('/api/settings');
    await expectTitle(page, siteName.trim() ? `${inStock.name} - ${siteName.trim()}` : inStock.name);
    expect(await page.getByTestId('product-price').innerText()).toBe(inStock.price);
    const quantity = buyPanel().getByLabel('购买数量');
    for (const [typed, shown] of [
      ['2', '2'],
      ['0', '1'],
      [String(inStock.stock + 1), '1'],
      ['abc', '1'],
      ['1.5', '1'],
      [String(inStock.stock), String(inStock.stock)],
    ]) {
      await quantity.fill(typed);
      await quantity.blur();
      expect(await quantity.inputValue()).toBe(shown);
    }
    await buyPanel().getByRole('button', { name: '减少数量' }).click();
    expect(await quantity.inputValue()).toBe(String(inStock.stock - 1));
    await buyPanel().getByRole('button', { name: '立即购买' }).click();
    await buyPanel().getByRole('status').filter({ hasText: '购买意向' }).waitFor();
    await buyPanel().getByRole('button', { name: '加入购物车' }).click();
    await buyPanel().getByRole('status').filter({ hasText: '加入购物车' }).waitFor();
    // The detail page's fixed placeholder facts (rating, reviews, shipping, returns).
    const main = await page.locator('main').innerText();
    for (const fact of ['4.8', '1.2万+', '98%', '免运费', '7天无理由退货', '48小时内发货'])
      expect(main).toContain(fact);
    await page.getByRole('link', { name: '返回产品列表' }).waitFor();

    await page.goto(`${base}/products/${soldOut.id}`);
    await h1(soldOut.name).waitFor();
    await buyPanel().getByText('缺货', { exact: true }).waitFor();
    expect(await buyPanel().getByRole('button', { name: '立即购买' }).count()).toBe(0);
    await buyPanel().getByRole('button', { name: '到货通知' }).click();
    await buyPanel().getByRole('status').waitFor();

    await page.goto(`${base}/products/${notPublished.id}`);
    await h1(notPublished.name).waitFor();
    await buyPanel().getByText(`产品状态：${notPublished.status}，暂时无法购买`, { exact: true }).waitFor();
    expect(await buyPanel().getByRole('button').count()).toBe(0);
  });

  it('says 产品未找到 for a missing product', async () => {
    await page.goto(`${base}/products/987654321`);
    await h1('产品未找到').waitFor();
    await page.waitForFunction(() => document.title.startsWith('产品未找到'));
    await page.locator('main').getByRole('link', { name: '返回产品列表' }).first().click();
    await page.waitForURL(`${base}/products`);
  });

  it('opens the image viewer: arrows switch, + − 0 zoom, wheel and double-click, Esc closes', async () => {
    const withImages = (await products()).find((p) => p.status === '已发布')!;
    const detail = await product(withImages.id);
    expect(detail.images.length).toBeGreaterThanOrEqual(3);
    await page.goto(`${base}/products/${detail.id}`);
    await h1(detail.name).waitFor();

    await page.getByRole('button', { name: '查看大图' }).click();
    const viewer = page.getByRole('dialog', { name: '图片查看器' });
    await viewer.waitFor();
    const image = viewer.locator('img').first();
    const src = () => image.getAttribute('src');
    const scale = () =>
      image.evaluate((node) => {
        const transform = getComputedStyle(node).transform;
        return transform === 'none' ? 1 : Number(/matrix\(([^,]+)/.exec(transform)![1]);
      });
    const count = detail.images.length;
    // Up to 2× the viewer shows the 1280-wide variant; past it, the uploaded master.
    const variant = (index: number) => detail.images[index].image_url.replace(/\.[a-z]+$/, '/w1280.webp');

    expect(await src()).toBe(variant(0));
    await page.keyboard.press('ArrowRight');
    expect(await src()).toBe(variant(1));
    await viewer.getByText(`2 / ${count}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await src()).toBe(variant(count - 1));

    await page.keyboard.press('+');
    expect(await scale()).toBeCloseTo(1.2, 4);
    await page.keyboard.press('+');
    expect(await scale()).toBeCloseTo(1.44, 4);
    await page.keyboard.press('-');
    expect(await scale()).toBeCloseTo(1.2, 4);
    await page.keyboard.press('0');
    expect(await scale()).toBe(1);
    for (let i = 0; i < 12; i++) await page.keyboard.press('+');
    expect(await scale()).toBe(5);
    expect(await src()).toBe(detail.images[count - 1].image_url);
    await page.keyboard.press('0');
    expect(await src()).toBe(variant(count - 1));

    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 120);
    await page.waitForFunction(() => document.querySelector('[data-testid="zoom-level"]')?.textContent === '90%');
    expect(await scale()).toBeCloseTo(0.9, 4);
    await page.keyboard.press('0');
    await image.dblclick();
    expect(await scale()).toBe(2);

    // Dragging pans the zoomed picture.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    expect(await image.evaluate((node) => getComputedStyle(node).transform)).toBe('matrix(2, 0, 0, 2, 60, 30)');

    await viewer.getByRole('button', { name: `查看第1张图片` }).click();
    expect(await src()).toBe(variant(0));
    expect(await scale()).toBe(1);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });
});
