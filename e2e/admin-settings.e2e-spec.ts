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

  it('shows the four tabs', async () => {
    for (const name of ['常规', '安全', '邮件', '系统']) await tab(name).waitFor();
    await activePanel().getByLabel('网站名称').waitFor();
    await activePanel().getByLabel('备案号').waitFor();
  });

  it('saves the general tab and shows the banner for about three seconds', async () => {
    const name = activePanel().getByLabel('网站名称');
    await name.waitFor();
    const siteName = await name.inputValue();

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/settings',
    );
    await saveButton().click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ tab: 'general', settings: { siteName } });

    await savedBanner().waitFor();
    const shownAt = Date.now();
    await savedBanner().waitFor({ state: 'detached' });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  });

  it('refuses an empty required field without calling the server', async () => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/settings') posts++;
    });
    await activePanel().getByLabel('网站名称').fill('');
    await saveButton().click();
    await activePanel().getByText('网站名称不能为空', { exact: true }).waitFor();

    await tab('系统').click();
    await activePanel().getByLabel('允许的文件类型').fill('  ');
    await saveButton().click();
    await activePanel().getByText('允许的文件类型不能为空', { exact: true }).waitFor();
    expect(posts).toBe(0);
  });

  it('shows the search-engine push settings and 推送记录 on the system tab, and refuses a bad IndexNow key there', async () => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/settings') posts++;
    });
    const log = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/settings/search-pushes');
    await tab('系统').click();
    expect((await log).status()).toBe(200);
    await activePanel().getByRole('switch', { name: '百度推送' }).waitFor();
    await activePanel().getByRole('switch', { name: 'IndexNow 推送' }).waitFor();
    await activePanel().getByRole('heading', { name: '推送记录' }).waitFor();
    await activePanel().getByRole('columnheader', { name: '搜索引擎' }).waitFor();
    await activePanel().getByLabel('IndexNow 密钥').fill('short');
    await saveButton().click();
    await activePanel().getByText('IndexNow 密钥必须是8到128位的字母、数字或连字符', { exact: true }).waitFor();
    // A push switched on needs its site and token (the server's rule, said before saving).
    await activePanel().getByRole('switch', { name: '百度推送' }).click();
    await saveButton().click();
    await activePanel().getByText('开启百度推送需要填写推送站点', { exact: true }).waitFor();
    expect(posts).toBe(0);
  });

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
