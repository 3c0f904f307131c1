import type { Page } from 'playwright-core';
import { h1, logIn, sidebar } from './admin';
import { baseUrl, useBrowser } from './browser';
import { settled, trackRequests } from './screens';

describe('the admin on a phone', () => {
  const session = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  let page: Page;
  const base = baseUrl();

  beforeEach(async () => {
    ({ page } = session);
    trackRequests(page);
    await logIn(page, 'admin');
  });

  it('keeps the sidebar in a drawer opened from the top bar', async () => {
    expect(await sidebar(page).count()).toBe(0);
    await page.getByRole('button', { name: '打开导航' }).click();
    await sidebar(page).getByRole('link', { name: '产品管理', exact: true }).click();
    await h1(page, '产品管理').waitFor();
    // The drawer closes once the screen changes.
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
  });

  it('shows key columns with the actions, and the other fields in an expandable row', async () => {
    await page.goto(`${base}/admin/products`);
    const row = page.locator('.ant-table-row').first();
    await row.waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining(['产品名称', '操作']));
    expect(await page.getByRole('columnheader', { name: '库存' }).count()).toBe(0);
    await row.getByRole('button', { name: '展开行' }).click();
    await page.locator('.ant-table-expanded-row').getByText('库存').waitFor();
  });

  it('keeps the summary counter clear of the help text under it', async () => {
    await page.goto(`${base}/admin/news/edit`);
    const help = page.getByTestId('summary-preview');
    // The summary's own counter (the 搜索引擎优化 section has counters too).
    const counter = page.locator('.ant-form-item').filter({ has: help }).locator('.ant-input-data-count');
    await help.waitFor();
    const [a, b] = [(await counter.boundingBox())!, (await help.boundingBox())!];
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
  });

  it('draws every chart label inside its chart', async () => {
    await page.goto(`${base}/admin/analytics`);
    await page.locator('[role="img"] svg text').first().waitFor();
    await settled(page);
    const outside = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[role="img"]')).flatMap((chart) => {
        const box = chart.getBoundingClientRect();
        return Array.from(chart.querySelectorAll('svg text'))
          .filter((text) => {
            const r = text.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1);
          })
          .map((text) => text.textContent);
      }),
    );
    expect(outside).toEqual([]);
    // The rings name their slices in a legend, not with leader lines off the edge.
    const legend = await page.locator('[role="img"][aria-label^="流量来源"] svg text').allInnerTexts();
    expect(legend.length).toBeGreaterThan(0);
  });
});
