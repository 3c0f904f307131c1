import type { Page } from 'playwright-core';
import { stepTimeout } from '../test/support/patience';
import { baseUrl, expectTitle, getJson, useBrowser } from './browser';

interface PublicSettings {
  siteName: string;
  siteDescription: string;
}

/** Header links, in order, with the h1 each page must show. */
const NAV = [
  { label: '关于我们', path: '/about', heading: '关于我们' },
  { label: '产品中心', path: '/products', heading: '产品中心' },
  { label: '帮助中心', path: '/news', heading: '帮助中心' },
  { label: 'APP下载', path: '/download', heading: 'APP下载' },
  { label: '联系我们', path: '/contact', heading: '联系我们' },
  { label: '首页', path: '/', heading: '让自动化为你持续创造价值' },
];

describe('public shell', () => {
  const session = useBrowser({
    // Our CSS drops transitions for reduced motion, so computed colours settle at once.
    colorScheme: 'light',
    // Our CSS drops transitions for reduced motion, so computed colours settle at once.
    reducedMotion: 'reduce',
  });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const mainNav = () => page.getByRole('navigation', { name: '主导航' });
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const themeButton = () => page.getByRole('button', { name: /^切换到(深色|浅色)模式$/ });
  const dataTheme = () => page.locator('html').getAttribute('data-theme');
  const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('navigates through every header link without reloading the page', async () => {
    await page.goto(`${base}/`);
    await h1('让自动化为你持续创造价值').waitFor();
    // A full page load would wipe this marker; client-side routing keeps it.
    await page.evaluate(() => Object.assign(window, { __e2eMarker: 'still-here' }));

    for (const item of NAV) {
      const link = mainNav().getByRole('link', { name: item.label, exact: true });
      await link.click();
      await page.waitForURL(`${base}${item.path}`);
      await h1(item.heading).waitFor();
      expect(await link.getAttribute('aria-current')).toBe('page');
    }
    expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('still-here');
  });

  it('shows the site name from the settings in the title and footer', async () => {
    const settings = await getJson<PublicSettings>('/api/settings');
    expect(settings.siteName.trim()).not.toBe('');
    const siteName = settings.siteName.trim();
    const description = settings.siteDescription.trim();

    await page.goto(`${base}/`);
    await expectTitle(page, description ? `${siteName} - ${description}` : siteName);

    await mainNav().getByRole('link', { name: '关于我们', exact: true }).click();
    await expectTitle(page, `关于我们 - ${siteName}`);

    const footer = page.locator('footer');
    const footerText = await footer.innerText();
    expect(footerText).toContain(`© ${new Date().getFullYear()} ${siteName}`);
  });

  it('sends a visit log for the first load and for each navigation', async () => {
    // Chromium does not expose beacon bodies to the test, so record what the page hands to sendBeacon
    // (the beacon itself still goes to the server) and count the requests that actually leave.
    await page.addInitScript(() => {
      const sent: Promise<string>[] = [];
      Object.assign(window, { __visitBodies: sent });
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/log-visit') && data instanceof Blob) sent.push(data.text());
        return original(url, data);
      };
    });
    let requests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/log-visit') requests++;
    });

    await page.goto(`${base}/?from=e2e`);
    await h1('让自动化为你持续创造价值').waitFor();
    await mainNav().getByRole('link', { name: '关于我们', exact: true }).click();
    await h1('关于我们').waitFor();
    await waitUntil(() => requests >= 2);

    const bodies = await page.evaluate(() =>
      Promise.all((window as unknown as { __visitBodies: Promise<string>[] }).__visitBodies),
    );
    const [first, second] = bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
    expect(bodies).toHaveLength(2);
    expect(requests).toBe(2);
    expect(first).toMatchObject({ page_url: '/?from=e2e', referer: null });
    expect(second).toMatchObject({ page_url: '/about', referer: `${base}/?from=e2e` });
    expect(second.user_agent).toBe(await page.evaluate(() => navigator.userAgent));
    expect(new Date(second.timestamp as string).toISOString()).toBe(second.timestamp);
  });

  it('toggles the mobile menu at 375px and closes it after navigating', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${base}/`);
    await h1('让自动化为你持续创造价值').waitFor();

    const productsLink = mainNav().getByRole('link', { name: '产品中心', exact: true });
    const openButton = page.getByRole('button', { name: '打开菜单' });
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
    expect(await productsLink.isVisible()).toBe(false);

    await openButton.click();
    const closeButton = page.getByRole('button', { name: '关闭菜单' });
    expect(await closeButton.getAttribute('aria-expanded')).toBe('true');
    await productsLink.waitFor({ state: 'visible' });

    await closeButton.click();
    await productsLink.waitFor({ state: 'hidden' });

    await openButton.click();
    await productsLink.click();
    await page.waitForURL(`${base}/products`);
    await h1('产品中心').waitFor();
    await productsLink.waitFor({ state: 'hidden' });
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the menu button out of the way on a desktop screen', async () => {
    await page.goto(`${base}/`);
    await h1('让自动化为你持续创造价值').waitFor();
    expect(await page.getByRole('button', { name: '打开菜单' }).isVisible()).toBe(false);
    expect(await mainNav().getByRole('link', { name: '联系我们', exact: true }).isVisible()).toBe(true);
  });

  it('switches the theme and remembers the choice across a reload', async () => {
    await page.goto(`${base}/`);
    await h1('让自动化为你持续创造价值').waitFor();
    expect(await dataTheme()).toBe('light');
    const lightBackground = await bodyBackground();

    await page.getByRole('button', { name: '切换到深色模式' }).click();
    expect(await dataTheme()).toBe('dark');
    expect(await bodyBackground()).not.toBe(lightBackground);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await h1('让自动化为你持续创造价值').waitFor();
    expect(await dataTheme()).toBe('dark');
    expect(await themeButton().getAttribute('aria-label')).toBe('切换到浅色模式');

    await themeButton().click();
    expect(await dataTheme()).toBe('light');
    expect(await bodyBackground()).toBe(lightBackground);
  });

  it('starts in dark mode when the system prefers it', async () => {
    const dark = await session.newContext({ colorScheme: 'dark' });
    try {
      const darkPage = await dark.newPage();
      await darkPage.goto(`${base}/about`);
      // Set by the inline script before the bundle runs, so there is no light flash.
      expect(await darkPage.locator('html').getAttribute('data-theme')).toBe('dark');
      await darkPage.getByRole('button', { name: '切换到浅色模式' }).waitFor();
    } finally {
      await dark.close();
    }
  });

  it('shows the not-found page with links home, to contact and to technology', async () => {
    await page.goto(`${base}/no-such-page-${Date.now()}`);
    await h1('页面未找到').waitFor();
    expect(await page.locator('main').innerText()).toContain('页面可能已被移动、删除或暂时不可用');

    const main = page.locator('main');
    expect(await main.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: '联系我们' }).getAttribute('href')).toBe('/contact');
    const technology = main.getByRole('link', { name: '了解核心技术' });
    expect(await technology.getAttribute('href')).toBe('/technology');

    await technology.click();
    await page.waitForURL(`${base}/technology`);
    await h1('核心技术').waitFor();
    for (const year of ['2025', '2026', '2027', '2028']) {
      expect(await page.locator('main').innerText()).toContain(year);
    }
  });

  it('does not load the admin code (antd) on public pages', async () => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    const antdScripts = async (from: number) =>
      (await Promise.all(scripts.slice(from))).filter((script) => script.body.includes('anticon')).map((s) => s.url);

    await page.goto(`${base}/`);
    await h1('让自动化为你持续创造价值').waitFor();
    await mainNav().getByRole('link', { name: '关于我们', exact: true }).click();
    await h1('关于我们').waitFor();
    await page.waitForLoadState('networkidle');
    const publicCount = scripts.length;
    expect(publicCount).toBeGreaterThan(0);
    expect(await antdScripts(0)).toEqual([]);

    // The same marker is found once the admin chunk loads, so the check above can fail.
    await page.goto(`${base}/admin/login`);
    await h1('管理员登录').waitFor();
    await page.waitForLoadState('networkidle');
    expect((await antdScripts(publicCount)).length).toBeGreaterThan(0);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + stepTimeout();
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
