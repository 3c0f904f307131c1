import type { Page } from 'playwright-core';
import { h1, logIn, openFromSidebar } from './admin';
import { baseUrl, useBrowser } from './browser';

// Site pages staff edit (issue 34, docs/pages.md): change the home hero's title and a stat, see them in the
// preview of the unsaved draft, save a draft (the site unchanged), publish, and see them on `/` with JavaScript
// off; reorder two sections.

type Sections = { sections: { key: string; type: string; hidden: boolean; locked: boolean; data: unknown }[] };

describe('site pages', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  const base = baseUrl();

  /** The page as stored, to put it back after the test. */
  async function stored(page: Page, key: string): Promise<Sections> {
    const answer = (await (await page.request.get(`${base}/api/admin/pages/${key}`)).json()) as Sections;
    return {
      sections: answer.sections.map(({ key, type, hidden, locked, data }) => ({ key, type, hidden, locked, data })),
    };
  }
  async function restore(page: Page, key: string, body: Sections): Promise<void> {
    const answer = await page.request.put(`${base}/api/pages/${key}?publish=true`, {
      data: body,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(answer.status()).toBe(200);
  }

  /** The visitor's page until it holds `text` (a save drops the cached copy; the load after it renders anew). */
  async function visitUntil(visitor: Page, path: string, check: (text: string) => boolean): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await visitor.goto(`${base}${path}`);
      const text = await visitor.locator('main').innerText();
      if (check(text)) return text;
      if (Date.now() > deadline) throw new Error(`${path} never showed the change:\n${text.slice(0, 400)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  async function openEditor(page: Page, title: string): Promise<void> {
    await openFromSidebar(page, '页面');
    await page.getByRole('link', { name: `编辑${title}` }).click();
    await h1(page, `编辑页面：${title}`).waitFor();
  }

  /** The n-th section's card in the editor (its name changes with its title). */
  const section = (page: Page, position: number) =>
    page.getByRole('region', { name: new RegExp(`^第 ${position} 个区块：`) });

  it('previews a changed hero title and stat before the save, and shows them on / after it', async () => {
    const { page } = session;
    await logIn(page, 'admin');
    const original = await stored(page, 'home');
    const noScript = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    try {
      await openEditor(page, '首页');
      const hero = section(page, 1);
      await hero.getByRole('button', { expanded: false }).first().click();
      await hero.getByLabel('横幅标题').fill('让每一台设备都自动运转');
      const stats = section(page, 3);
      await stats.getByRole('button', { expanded: false }).first().click();
      await stats.getByLabel('数值').first().fill('45+');

      // The preview shows the draft, server-rendered, before anything is saved.
      const preview = page.frameLocator('iframe[title="页面预览"]');
      await preview.getByRole('heading', { level: 1, name: '让每一台设备都自动运转' }).waitFor({ timeout: 10_000 });
      await preview.getByText('45+').waitFor();
      expect(await visitUntil(noScript, '/', (text) => text.includes('让自动化为你持续创造价值'))).not.toContain(
        '让每一台设备都自动运转',
      );

      // A draft save changes nothing on the site; 保存并发布 puts it there.
      await page.getByRole('button', { name: '保存草稿', exact: true }).click();
      await page.getByText('草稿已保存，网站上的页面在发布前不变').waitFor();
      expect(await visitUntil(noScript, '/', (text) => text.includes('让自动化为你持续创造价值'))).not.toContain(
        '让每一台设备都自动运转',
      );
      await page.getByRole('button', { name: '保存并发布', exact: true }).click();
      await page.getByText('已保存并发布').waitFor();
      const served = await visitUntil(noScript, '/', (text) => text.includes('让每一台设备都自动运转'));
      expect(served).toContain('45+');
      expect(served).not.toContain('30+');
    } finally {
      await restore(page, 'home', original);
    }
  });

  it('reorders two sections of the about page', async () => {
    const { page } = session;
    await logIn(page, 'admin');
    const original = await stored(page, 'about');
    const noScript = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    const headings = async () =>
      (await noScript.locator('main h2').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    try {
      await visitUntil(noScript, '/about', () => true);
      const before = await headings();
      expect(before.indexOf('使命与愿景')).toBeLessThan(before.indexOf('我们的价值观'));

      await openEditor(page, '关于我们');
      // 第 4 个区块 is the values; up one, before the mission.
      await section(page, 4).getByRole('button', { name: '上移' }).click();
      await page.getByRole('button', { name: '保存并发布', exact: true }).click();
      await page.getByText('已保存并发布').waitFor();

      await visitUntil(noScript, '/about', (text) => text.indexOf('我们的价值观') < text.indexOf('使命与愿景'));
      const after = await headings();
      expect(after.indexOf('我们的价值观')).toBeLessThan(after.indexOf('使命与愿景'));
    } finally {
      await restore(page, 'about', original);
    }
  });
});
