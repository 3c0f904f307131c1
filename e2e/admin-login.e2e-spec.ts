import type { Page } from 'playwright-core';
import { baseUrl, expectTitle, getJson, useBrowser } from './browser';

describe('admin login', () => {
  const session = useBrowser();
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const heading = () => page.getByRole('heading', { level: 1, name: '管理员登录', exact: true });
  const loggedInFlag = () => page.evaluate(() => localStorage.getItem('adminLoggedIn'));

  it.each(['/admin', '/admin/dashboard', '/admin/news/edit/1', '/admin/users', '/admin/settings', '/admin/audit-logs'])(
    'sends %s to the login page when not logged in',
    async (path) => {
      await page.goto(`${base}${path}`);
      await page.waitForURL(`${base}/admin/login`);
      await heading().waitFor();
    },
  );

  it('shows the login form in Chinese, titled with the site name', async () => {
    const { siteName } = await getJson<{ siteName: string }>('/api/settings');
    await page.goto(`${base}/admin/login`);
    await heading().waitFor();
    await expectTitle(page, siteName.trim() ? `管理员登录 - ${siteName.trim()}` : '管理员登录');
    await page.getByLabel('用户名').waitFor();
    await page.getByLabel('密码', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: '记住我' }).waitFor();
    await page.getByRole('link', { name: '忘记密码?' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('requires both fields before calling the server', async () => {
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') calls++;
    });
    await page.goto(`${base}/admin/login`);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请输入用户名').waitFor();
    await page.getByText('请输入密码').waitFor();
    expect(calls).toBe(0);
  });

  it('shows 处理中... while submitting and the server error in a red box on failure', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: unknown;
    await page.route('**/api/login', async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });

    await page.goto(`${base}/admin/login`);
    const username = `e2e-nobody-${Date.now()}`;
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码', { exact: true }).fill('wrong-password-1');
    await page.getByRole('checkbox', { name: '记住我' }).check();
    await page.getByRole('button', { name: '登录' }).click();

    await page.getByRole('button', { name: /处理中\.\.\./ }).waitFor();
    release();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).not.toBe('');
    expect(await alert.getAttribute('class')).toContain('ant-alert-error');
    expect(sent).toEqual({ username, password: 'wrong-password-1', remember: true });
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await loggedInFlag()).toBeNull();
  });

  it('keeps a refused login on the page without asking the session', async () => {
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('用户名').fill(`e2e-nobody-${Date.now()}`);
    await page.getByLabel('密码', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    // A 401 from the login itself is an answer, not an expired session: no redirect, no notice.
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByText('登录已过期，请重新登录').count()).toBe(0);
    expect(calls).not.toContain('/api/session');
  });

  it('logs in and stores the user and the flag', async () => {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin-Pass-2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${base}/admin/dashboard`);
    expect(await loggedInFlag()).toBe('true');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('adminUser'))) ?? 'null')).toMatchObject({
      username: 'admin',
      role: 'admin',
    });
  });

  it('asks to retry later when the server cannot be reached', async () => {
    await page.route('**/api/login', (route) => route.abort('connectionrefused'));
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('用户名').fill('someone');
    await page.getByLabel('密码', { exact: true }).fill('secret');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').filter({ hasText: '登录失败，请稍后重试' }).waitFor();
    expect(await loggedInFlag()).toBeNull();
  });
});
