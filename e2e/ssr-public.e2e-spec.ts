import type { Page, Request } from 'playwright-core';
import { baseUrl, getJson, useBrowser } from './browser';
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

  it('hydrates every public page without warnings and without asking for its data again', async () => {
    const { page } = session;
    const { product, news } = await samples();
    const watched = watch(page);
    for (const path of [
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
    ]) {
      // Network idle: the bundle has run, hydrated, and had its effects (a refetch would start there).
      const answer = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      if (answer?.status() === 404) {
        // Chromium logs the 404 document itself; that one is the point of the page.
        const logged = watched.problems.findIndex((text) => /status of 404/.test(text));
        if (logged >= 0) watched.problems.splice(logged, 1);
      }
      expect({ path, status: answer?.status() }).toEqual({ path, status: path === '/no-such-page' ? 404 : 200 });
      expect({ path, problems: watched.problems, dataRequests: watched.dataRequests }).toEqual({
        path,
        problems: [],
        dataRequests: [],
      });
    }
  });

  it('hydrates the download page in WeChat without a mismatch, then shows its hint', async () => {
    const context = await session.browser.newContext({
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
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '帮助中心', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('still-here');
    expect(watched.problems).toEqual([]);
  });
});
