import type { Page } from 'playwright-core';
import { h1, insertUploadedPicture, logIn, openFromSidebar } from './admin';
import { baseUrl, useBrowser } from './browser';
import { makePng } from './catalog';

/**
 * Issue 14: the gateway's Content-Security-Policy must not break the site. The public pages, the
 * admin, the TipTap news editor (with an inline picture) and the ECharts analytics screen run
 * under it with no CSP violation and no script error.
 */
describe('the site under its Content-Security-Policy', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();
  let problems: string[];

  beforeEach(async () => {
    ({ page } = session);
    problems = [];
    // Injected by the test driver, so the policy under test does not block it.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        );
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|CSP violation|Permissions-Policy/i.test(text)) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  });

  const expectNoProblems = () => expect(problems).toEqual([]);

  it('serves every document with the policy, and the public pages run under it', async () => {
    const home = await page.goto(`${base}/`);
    const csp = (await home!.allHeaders())['content-security-policy'];
    // A server-rendered page: no nonce, inline scripts only by hash; its JSON blocks are data.
    const scripts = /script-src ([^;]+)/.exec(csp)![1].split(' ');
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.locator('script#ssr-state').count()).toBe(1);
    // The inline theme script ran (allowed by its hash), and React rendered the page.
    expect(await page.locator('html').getAttribute('data-theme')).toMatch(/^(light|dark)$/);
    await page.getByRole('contentinfo').waitFor();
    await page.goto(`${base}/news`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${base}/contact`);
    await page.getByRole('button', { name: /提交/ }).waitFor();
    // A product's page: its JSON-LD carries the Product.
    await page.goto(`${base}/products`);
    const product = await page.locator('a[href^="/products/"]').first().getAttribute('href');
    expect(product).toMatch(/^\/products\/\d+$/);
    await page.goto(`${base}${product}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"Product"');
    expectNoProblems();
  });

  it('a page that sneaks in an inline script is blocked', async () => {
    await page.goto(`${base}/`);
    await page.getByRole('contentinfo').waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(problems.some((p) => p.includes('script-src'))).toBe(true);
  });

  it('the API documentation (Swagger UI) works', async () => {
    await page.goto(`${base}/api/docs`);
    await page.getByRole('heading', { name: /企业官网 API/ }).waitFor();
    await page.locator('.opblock').first().waitFor();
    expectNoProblems();
  });

  it('the admin, the TipTap news editor and the ECharts analytics screen work', async () => {
    await logIn(page, 'admin');
    await openFromSidebar(page, '访问统计');
    const trend = page.getByRole('img', { name: /^每日访问量与独立访客趋势图/ });
    await trend.locator('svg').first().waitFor();
    // ECharts drew something: its SVG has the series' paths (inline styles are allowed, scripts are not).
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label^="每日访问量与独立访客趋势图"] svg path').length > 0,
    );
    await openFromSidebar(page, '新闻管理');
    await page.getByRole('button', { name: '添加新闻' }).click();
    await h1(page, '新建新闻').waitFor();
    const content = page.getByRole('textbox', { name: '内容', exact: true });
    await content.click();
    await page.keyboard.insertText('在内容安全策略下编辑');
    await content.getByText('在内容安全策略下编辑').waitFor();
    // A picture in the body: uploaded, then shown from /uploads in the editor.
    await insertUploadedPicture(
      page,
      { name: 'inline.png', mimeType: 'image/png', buffer: makePng(320, 160, [40, 160, 90]) },
      '正文配图',
    );
    const picture = content.locator('img[src^="/uploads/images/"]');
    await picture.waitFor();
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('[contenteditable] img')?.naturalWidth ?? 0) > 0,
    );

    expectNoProblems();
  });
});
