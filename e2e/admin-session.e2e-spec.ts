import type { BrowserContext, Page } from 'playwright-core';
import { accountMenuItem, h1, localFlag, logIn, sessionCookie, sessionStatus, sidebar } from './admin';
import { baseUrl, useBrowser } from './browser';

describe('admin session', () => {
  const session = useBrowser();
  let page: Page;
  let context: BrowserContext;
  const base = baseUrl();

  beforeEach(() => {
    ({ page, context } = session);
  });

  it('ends the server session on 退出登录, so the old cookie is refused afterwards', async () => {
    await logIn(page, 'admin');
    const sid = await sessionCookie(page);
    expect(await sessionStatus(sid)).toBe(200);

    const logoutCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/logout');
    await (await accountMenuItem(page, '退出登录')).click();
    const request = await logoutCall;
    expect(request.method()).toBe('POST');
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');

    await page.waitForURL(`${base}/admin/login`);
    await h1(page, '管理员登录').waitFor();
    expect(await localFlag(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
    expect(await sessionStatus(sid)).toBe(401);

    // And the admin is closed again.
    await page.goto(`${base}/admin/dashboard`);
    await page.waitForURL(`${base}/admin/login`);
  });

  it('sends the user back to login with a notice when the server session is gone', async () => {
    await logIn(page, 'admin');
    await context.clearCookies();
    await page.goto(`${base}/admin/users`);
    await page.waitForURL(`${base}/admin/login`);
    await page.getByRole('alert').filter({ hasText: '登录已过期，请重新登录' }).waitFor();
    expect(await localFlag(page)).toBeNull();
  });

  it('notices a lost session on the next call while staying on a screen', async () => {
    // The dashboard's own calls must be answered first: a 401 there would send the page to login before the click.
    const dashboardCalls = ['/api/dashboard', '/api/admin/translations'];
    const dashboardAnswered = Promise.all(
      dashboardCalls.map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path)),
    );
    await logIn(page, 'admin');
    await dashboardAnswered;
    const sid = await sessionCookie(page);
    // End the session behind the page's back, as an expiry would.
    const ended = await fetch(`${base}/api/logout`, {
      method: 'POST',
      headers: { cookie: `sid=${sid}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(ended.ok).toBe(true);

    await sidebar(page).getByRole('link', { name: '用户管理', exact: true }).click();
    await page.waitForURL(`${base}/admin/login`);
    await page.getByText('登录已过期，请重新登录').waitFor();
  });

  it('refuses a state-changing call without the X-Requested-With header (CSRF)', async () => {
    await logIn(page, 'admin');
    const sid = await sessionCookie(page);
    const forged = await fetch(`${base}/api/logout`, { method: 'POST', headers: { cookie: `sid=${sid}` } });
    expect(forged.status).toBe(403);
    expect(await sessionStatus(sid)).toBe(200);
  });

  it('opens the profile and the account settings from the account menu', async () => {
    await logIn(page, 'viewer');
    await (await accountMenuItem(page, '个人资料')).click();
    await h1(page, '个人资料').waitFor();
    const main = page.locator('main');
    await main.getByText('viewer', { exact: true }).waitFor();
    await main.getByRole('button', { name: '启用双因素认证' }).waitFor();

    await (await accountMenuItem(page, '账户设置')).click();
    await h1(page, '账户设置').waitFor();
    await page.getByLabel('当前密码').waitFor();
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('当前密码不能为空').waitFor();
  });
});
