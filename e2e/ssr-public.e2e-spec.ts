import type { Page, Request } from 'playwright-core';
import { baseUrl, getJson, navigateInApp, useBrowser } from './browser';
import { products, type ProductDetail, product as productById } from './catalog';
import { newsPage } from './news';

interface AppDownload {
  download_url: string;
  is_active?: boolean;
}
interface PublicSettings {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
}

/** A demo product with images and an article: what the seeded site shows. */
async function samples() {
  const list = await products();
  let detail: ProductDetail | null = null;
  for (const item of list) {
    detail = await productById(item.id);
    if (detail.images.length) break;
  }
  const news = (await newsPage(1)).items[0];
  return { product: detail!, news, settings: await getJson<PublicSettings>('/api/settings') };
}

const bodyText = (page: Page) => page.locator('body').innerText();

describe('server-rendered public pages without JavaScript', () => {
  const session = useBrowser({ javaScriptEnabled: false });
  const base = baseUrl();

  it('shows the content of every public page, with real links', async () => {
    const { page } = session;
    const { product, news, settings } = await samples();

    await page.goto(`${base}/products`);
    expect(await bodyText(page)).toContain(product.name);
    await page.locator(`a[href="/products/${product.id}"]`).first().click();
    await page.waitForURL(`${base}/products/${product.id}`);
    const productText = await bodyText(page);
    expect(productText).toContain(product.name);
    expect(productText).toMatch(/¥|￥|\d/);
    expect(productText).toContain('产品详情');
    const image = page.locator(`main img[src="${product.images[0].image_url}"]`).first();
    expect(await image.count()).toBe(1);

    await page.goto(`${base}/news`);
    expect(await bodyText(page)).toContain(news.title);
    await page.locator(`a[href="/news/${news.id}"]`).first().click();
    await page.waitForURL(`${base}/news/${news.id}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(news.title);

    const downloads = await getJson<AppDownload[]>('/api/app-downloads');
    await page.goto(`${base}/download`);
    const active = downloads.filter((d) => d.is_active !== false);
    if (active.length) expect(await page.locator('main a[href]').count()).toBeGreaterThan(0);
    else expect(await bodyText(page)).toContain('暂无可下载的版本');

    await page.goto(`${base}/contact`);
    const contactText = await bodyText(page);
    for (const value of [settings.contactEmail, settings.contactPhone, settings.address].filter(Boolean)) {
      expect(contactText).toContain(value);
    }
    expect(await page.title()).toContain('联系我们');
  });
});

describe('server-rendered public pages with JavaScript', () => {
  const session = useBrowser({ colorScheme: 'light', reducedMotion: 'reduce' });
  const base = baseUrl();

  /** Console errors and warnings (hydration mismatches included), and the data requests the page made. */
  function watch(page: Page) {
    const problems: string[] = [];
    const dataRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request: Request) => {
      // Data is fetched; images (the QR codes) and the visit beacon (sendBeacon: a ping) are no data request.
      if (!['fetch', 'xhr'].includes(request.resourceType())) return;
      const url = new URL(request.url());
      // The contact form's anti-spam challenge is per visitor: never in a shared page.
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/contacts/form-token') {
        dataRequests.push(url.pathname);
      }
    });
    return { problems, dataRequests };
  }

  /** Every server-rendered route: each public page with a real record, and the 404 page. */
  async function publicPaths(): Promise<string[]> {
    const { product, news } = await samples();
    return [
      '/',
      '/about',
      '/technology',
      '/products',
      `/products/${product.id}`,
      '/news',
      `/news/${news.id}`,
      '/download',
      '/contact',
      '/no-such-page',
    ];
  }

  /** Chromium logs a 404 document itself; that one is the point of the page, no problem. */
  function forgive404(watched: ReturnType<typeof watch>): void {
    const logged = watched.problems.findIndex((text) => /status of 404/.test(text));
    if (logged >= 0) watched.problems.splice(logged, 1);
  }

  it('hydrates every public page without warnings and without asking for its data again', async () => {
    const { page } = session;
    const watched = watch(page);
    for (const path of await publicPaths()) {
      // Network idle: the bundle has run, hydrated, and had its effects (a refetch would start there).
      const answer = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      if (answer?.status() === 404) forgive404(watched);
      expect({ path, status: answer?.status() }).toEqual({ path, status: path === '/no-such-page' ? 404 : 200 });
      expect({ path, problems: watched.problems, dataRequests: watched.dataRequests }).toEqual({
        path,
        problems: [],
        dataRequests: [],
      });
    }
  });

  it('hydrates on the DOM the server sent: no element replaced or left out, no text changed', async () => {
    const { page } = session;
    const watched = watch(page);
    const scripts = /\/assets\/[^?]+\.js$/;
    for (const path of await publicPaths()) {
      // The scripts wait until the server's DOM is recorded.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(scripts, async (route) => {
        await held;
        await route.continue();
      });
      const answer = await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      // The state script follows #root: once it is parsed, the server's markup is all there.
      await page.waitForFunction(() => document.getElementById('ssr-state') !== null);
      const before = await page.evaluate(() => {
        const root = document.getElementById('root')!;
        const elements = [...root.querySelectorAll('*')];
        Object.assign(window, { __serverDom: elements.map((element) => ({ element, text: element.textContent })) });
        return { elements: elements.length, marked: Object.keys(root).length };
      });
      release();
      // The runtime marks its container when it hydrates (Preact's hydration is synchronous).
      await page.waitForFunction(() => Object.keys(document.getElementById('root')!).length > 0);
      await page.waitForLoadState('networkidle');
      const changed = await page.evaluate(() => {
        const recorded = (window as unknown as { __serverDom: { element: Element; text: string | null }[] })
          .__serverDom;
        const name = (element: Element) =>
          `${element.localName}${element.id ? `#${element.id}` : ''}${element.className ? `.${String(element.className)}` : ''}`;
        return recorded.flatMap(({ element, text }) => {
          if (!element.isConnected) return [`${name(element)} replaced`];
          if (element.textContent !== text) return [`${name(element)}: "${text}" became "${element.textContent}"`];
          return [];
        });
      });
      // And nothing new in place of what the server sent: the same elements, in the same number.
      const after = await page.evaluate(() => document.getElementById('root')!.querySelectorAll('*').length);
      await page.unroute(scripts);
      if (answer?.status() === 404) forgive404(watched);
      expect({ path, marked: before.marked, changed, added: after - before.elements }).toEqual({
        path,
        marked: 0,
        changed: [],
        added: 0,
      });
      expect(before.elements).toBeGreaterThan(20);
      expect({ path, problems: watched.problems, dataRequests: watched.dataRequests }).toEqual({
        path,
        problems: [],
        dataRequests: [],
      });
    }
  });

  it.each([
    ['/admin/login', '管理员登录'],
    ['/categories', '分类管理'],
  ])('loads the React app for %s, a page it alone serves, reached from a public page', async (path, heading) => {
    const { page } = session;
    const watched = watch(page);
    await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
    const entry = () => page.locator('script[type="module"][src]').getAttribute('src');
    const publicEntry = await entry();
    await navigateInApp(page, path);
    await page.waitForURL(`${base}${path}`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    // A new document: the React shell's entry, not the public pages' one.
    expect(await entry()).not.toBe(publicEntry);
    await page.goBack();
    await page.waitForURL(`${base}/about`);
    await page.getByRole('heading', { level: 1, name: '关于我们' }).waitFor();
    expect(watched.problems).toEqual([]);
  });

  it('hydrates the download page in WeChat without a mismatch, then shows its hint', async () => {
    const context = await session.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 ' +
        'Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI',
    });
    try {
      const page = await context.newPage();
      const watched = watch(page);
      await page.goto(`${base}/download`, { waitUntil: 'networkidle' });
      await page.getByRole('dialog', { name: '请在系统浏览器中打开' }).waitFor();
      expect(watched.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('navigates on the client after hydration', async () => {
    const { page } = session;
    const watched = watch(page);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { __e2eMarker: 'still-here' }));
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '产品中心', exact: true }).click();
    await page.waitForURL(`${base}/products`);
    await page.getByRole('heading', { level: 1, name: '产品中心' }).waitFor();
    // A card of a feature (a RouteLink like the menu's) and the product page's way back.
    const card = page.locator('[data-product-id] a').first();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: '← 返回产品列表' }).click();
    await page.getByRole('heading', { level: 1, name: '产品中心' }).waitFor();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '帮助中心', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('still-here');
    expect(watched.problems).toEqual([]);
  });
});
