import type { Page } from 'playwright-core';
import { logIn, openFromSidebar } from './admin';
import { baseUrl, navigateInApp, useBrowser } from './browser';
import { products } from './catalog';

// Product page promises (issue 34, docs/pages.md): staff hide the rating line in 系统设置 → 商品页,
// and a product page no longer shows it, server-rendered (JavaScript off) and in the browser.

describe('product page promises', () => {
  const session = useBrowser({ viewport: { width: 1280, height: 900 } });
  const base = baseUrl();

  /** What the product's summary shows, once it has rendered. */
  async function summaryText(visitor: Page): Promise<string> {
    await visitor.getByTestId('product-price').waitFor();
    return visitor.locator('main').innerText();
  }

  /** Loads the page until its rating line is (or is not) there: the page cache is dropped by the save. */
  async function showsRating(visitor: Page, path: string, expected: boolean): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await visitor.goto(`${base}${path}`);
      const text = await summaryText(visitor);
      if (text.includes('评分 4.8') === expected) return text;
      if (Date.now() > deadline) throw new Error(`the rating ${expected ? 'never appeared' : 'stayed'} on ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  it('hides the rating on every product page once staff switch it off', async () => {
    const { page } = session;
    const [product] = await products();
    const path = `/products/${product.id}`;
    const noScript = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    const scripted = await (await session.newContext()).newPage();
    await logIn(page, 'admin');
    const original = (await (await page.request.get(`${base}/api/settings?tab=product`)).json()) as Record<
      string,
      unknown
    >;
    try {
      expect(await showsRating(noScript, path, true)).toContain('好评率');

      await openFromSidebar(page, '系统设置');
      await page.getByRole('tab', { name: '商品页', exact: true }).click();
      const panel = page.getByRole('tabpanel');
      const toggle = panel.getByRole('switch', { name: '显示评分' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      await panel.getByRole('button', { name: '保存设置' }).click();
      await panel.getByRole('alert').filter({ hasText: '设置已保存' }).waitFor();

      // Server-rendered, JavaScript off: no rating, no stars; the other lines stay.
      const served = await showsRating(noScript, path, false);
      expect(served).not.toContain('★★★★★');
      expect(served).toContain('好评率');
      expect(served).toContain('7天无理由退货');

      // In the browser: a direct load (hydrated from the server's HTML), then a client-side visit.
      const loaded = await showsRating(scripted, path, false);
      expect(loaded).not.toContain('评分');
      await navigateInApp(scripted, '/products');
      await navigateInApp(scripted, path);
      await scripted.waitForURL(`${base}${path}`);
      const visited = await summaryText(scripted);
      expect(visited).not.toContain('评分');
      expect(visited).toContain('好评率');
    } finally {
      // The stack is shared with other browser tests: put the tab back as it was.
      await page.request.post(`${base}/api/settings`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { tab: 'product', settings: original },
      });
      await noScript.context().close();
      await scripted.context().close();
    }
  });
});
