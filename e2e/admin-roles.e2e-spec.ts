import type { Page } from 'playwright-core';
import { ADMIN_ENTRIES, CONTENT_ENTRIES, h1, logIn, sidebar, sidebarLabels, type AccountRole } from './admin';
import { baseUrl, useBrowser } from './browser';

const ROLES: { role: AccountRole; label: string; entries: string[] }[] = [
  { role: 'admin', label: '管理员', entries: ADMIN_ENTRIES },
  { role: 'editor', label: '编辑', entries: CONTENT_ENTRIES },
  { role: 'viewer', label: '查看者', entries: CONTENT_ENTRIES },
];

describe('admin by role', () => {
  const session = useBrowser();
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  it.each(ROLES)('shows $role the sidebar entries of the role and its label', async ({ role, label, entries }) => {
    await logIn(page, role);
    expect(await sidebarLabels(page)).toEqual(entries);
    expect(await page.locator('header').getByText(label, { exact: true }).count()).toBe(1);

    const stored = await page.evaluate(() => ({
      flag: localStorage.getItem('adminLoggedIn'),
      user: JSON.parse(localStorage.getItem('adminUser') ?? 'null') as unknown,
    }));
    expect(stored.flag).toBe('true');
    expect(stored.user).toMatchObject({ username: role, role });

    // Every role lands on the dashboard's figures.
    await page.locator('main').getByText('产品总数', { exact: true }).waitFor();
  });

  it('refuses the users, settings and audit screens to an editor, even by address', async () => {
    await logIn(page, 'editor');
    for (const [path, title] of [
      ['/admin/users', '用户管理'],
      ['/admin/settings', '系统设置'],
      ['/admin/audit-logs', '操作日志'],
    ]) {
      await page.goto(`${base}${path}`);
      await h1(page, title).waitFor();
      await page.getByText('无权访问', { exact: true }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    }
    expect(await sidebar(page).getByRole('link', { name: '用户管理' }).count()).toBe(0);
  });

  it('refuses a viewer the users screen and its API', async () => {
    await logIn(page, 'viewer');
    await page.goto(`${base}/admin/users`);
    await page.getByText('无权访问', { exact: true }).waitFor();
    const answer = await page.request.get(`${base}/api/users`);
    expect(answer.status()).toBe(403);
  });

  it('sends a logged-in user from the login page to the dashboard, and /admin there too', async () => {
    await logIn(page, 'viewer');
    await page.goto(`${base}/admin/login`);
    await page.waitForURL(`${base}/admin/dashboard`);
    await page.goto(`${base}/admin`);
    await page.waitForURL(`${base}/admin/dashboard`);
    await h1(page, '仪表盘').waitFor();
  });

  it('highlights the sidebar entry of the open screen and titles the tab', async () => {
    await logIn(page, 'admin');
    await sidebar(page).getByRole('link', { name: '新闻管理', exact: true }).click();
    await h1(page, '新闻管理').waitFor();
    const selected = sidebar(page).locator('.ant-menu-item-selected');
    expect((await selected.innerText()).trim()).toBe('新闻管理');
    await page.waitForFunction(() => document.title.startsWith('新闻管理'));
  });
});
