import type { Page } from 'playwright-core';
import { logIn, openFromSidebar } from './admin';
import { baseUrl, useBrowser } from './browser';

type SystemSettings = Record<string, unknown> & { maintenanceMode: boolean; maintenanceMessage: string };

describe('admin settings screen', () => {
  const session = useBrowser({
    viewport: { width: 1280, height: 900 },
  });
  let page: Page;
  const base = baseUrl();

  beforeEach(async () => {
    ({ page } = session);
    await logIn(page, 'admin');
    await openFromSidebar(page, '系统设置');
  });

  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  // Inactive panels stay in the DOM, aria-hidden; the role query sees only the open one.
  const activePanel = () => page.getByRole('tabpanel');
  const saveButton = () => activePanel().getByRole('button', { name: '保存设置' });
  const savedBanner = () => activePanel().getByRole('alert').filter({ hasText: '设置已保存' });

  it('switches maintenance mode on for visitors and off again', async () => {
    const original = (await (await page.request.get(`${base}/api/settings?tab=system`)).json()) as SystemSettings;
    const visitor = await (await session.newContext()).newPage();
    try {
      await tab('系统').click();
      const toggle = activePanel().getByRole('switch', { name: '维护模式' });
      await toggle.waitFor();
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await saveButton().click();
      await savedBanner().waitFor();

      await showsMaintenance(visitor, true);
      expect(await visitor.locator('main').innerText()).toContain(original.maintenanceMessage.trim());

      await toggle.click();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await saveButton().click();
      await savedBanner().waitFor();
      await showsMaintenance(visitor, false);
    } finally {
      // The stack is shared with other browser tests: never leave it in maintenance mode.
      await page.request.post(`${base}/api/settings`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { tab: 'system', settings: { ...original, maintenanceMode: false } },
      });
      await visitor.context().close();
    }
  });

  it('adds a footer link that visitors see and follow without a page load', async () => {
    const original = (await (await page.request.get(`${base}/api/settings?tab=general`)).json()) as Record<
      string,
      unknown
    > & { footerLinks: Array<{ links: unknown[] }> };
    const label = `技术${Date.now().toString(36).slice(-4)}`;
    const visitor = await (await session.newContext()).newPage();
    try {
      const added = original.footerLinks[0].links.length + 1;
      // Exact names: the English footer links beside them are named 英文第 1 组….
      await activePanel().getByRole('button', { name: '第 1 组添加链接', exact: true }).click();
      await activePanel().getByLabel(`第 1 组第 ${added} 个链接文字`, { exact: true }).fill(label);
      await activePanel().getByLabel(`第 1 组第 ${added} 个链接地址`, { exact: true }).fill('/technology');
      await saveButton().click();
      await savedBanner().waitFor();

      await visitor.goto(`${base}/contact`);
      const footerNav = visitor.getByRole('contentinfo').getByRole('navigation').first();
      const link = footerNav.getByRole('link', { name: label });
      await link.waitFor();
      // A client-side route change keeps this page's state: the marker survives.
      await visitor.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
      await link.click();
      await visitor.waitForURL(`${base}/technology`);
      expect(await visitor.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    } finally {
      // The stack is shared with other browser tests: leave the footer as it was.
      await page.request.post(`${base}/api/settings`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { tab: 'general', settings: original },
      });
      await visitor.context().close();
    }
  });

  /** Reloads the home page until it shows (or stops showing) the maintenance notice. */
  async function showsMaintenance(visitor: Page, expected: boolean): Promise<void> {
    const notice = visitor.getByRole('heading', { level: 1, name: '网站维护中' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      await visitor.goto(`${base}/`);
      await visitor.locator('main h1').first().waitFor();
      if ((await notice.count()) > 0 === expected) return;
      if (Date.now() > deadline) throw new Error(`maintenance notice ${expected ? 'never appeared' : 'stayed'}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
});
