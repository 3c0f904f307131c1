import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser';

describe('admin login', () => {
  const session = useBrowser();
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const heading = () => page.getByRole('heading', { level: 1, name: '管理员登录', exact: true });

  it.each(['/admin', '/admin/dashboard', '/admin/news/edit/1', '/admin/users', '/admin/settings', '/admin/audit-logs'])(
    'sends %s to the login page when not logged in',
    async (path) => {
      await page.goto(`${base}${path}`);
      await page.waitForURL(`${base}/admin/login`);
      await heading().waitFor();
    },
  );

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
});
