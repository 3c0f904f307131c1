import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** Accounts the e2e stack's identity service is seeded with. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin-Pass-2026' },
  editor: { username: 'editor', password: 'Editor-Pass-2026' },
  viewer: { username: 'viewer', password: 'Viewer-Pass-2026' },
} as const;
export type AccountRole = keyof typeof ACCOUNTS;

/** Sidebar entries by role (the sidebar's fixed order; 操作日志 for admins only). */
export const CONTENT_ENTRIES = [
  '仪表盘',
  '产品管理',
  '新闻管理',
  '定时发布',
  '媒体库',
  '页面',
  '分类管理',
  '留言管理',
  'APP下载',
  '访问统计',
];
export const ADMIN_ENTRIES = [
  '仪表盘',
  '产品管理',
  '新闻管理',
  '定时发布',
  '媒体库',
  '页面',
  '用户管理',
  '分类管理',
  '留言管理',
  'APP下载',
  '访问统计',
  '系统设置',
  '操作日志',
];

export async function logIn(page: Page, role: AccountRole): Promise<void> {
  await logInAs(page, ACCOUNTS[role]);
}

/** Signs in through the login page with any account. */
export async function logInAs(
  page: Page,
  { username, password }: { username: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(`${baseUrl()}/admin/dashboard`);
  await h1(page, '仪表盘').waitFor();
}

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '后台导航' });

export async function sidebarLabels(page: Page): Promise<string[]> {
  await sidebar(page).getByRole('menuitem').first().waitFor();
  return (await sidebar(page).getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}

/** Opens an admin screen through the sidebar, as a user would. */
export async function openFromSidebar(page: Page, label: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: label, exact: true }).click();
  await h1(page, label).waitFor();
}

export async function accountMenuItem(page: Page, label: '个人资料' | '账户设置' | '退出登录') {
  await page.getByRole('button', { name: /^账户菜单/ }).click();
  return page.getByRole('menuitem', { name: label });
}

/** The session cookie as the browser holds it (HttpOnly, so only the test can read it). */
export async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(baseUrl())).find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no sid cookie after login');
  return cookie.value;
}

/** GET /api/session replayed outside the browser with a given cookie. */
export async function sessionStatus(sid: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/session`, { headers: { cookie: `sid=${sid}` } });
  return response.status;
}

/** Picks an option of an antd Select by its visible label. */
export async function choose(page: Page, field: ReturnType<Page['getByLabel']>, option: string): Promise<void> {
  await field.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

/**
 * An open confirm dialog, once its zoom-in has finished. The zoom starts paused, which Playwright takes
 * for a still element: a click aimed then lands beside the button once the dialog grows (seen in CI).
 */
const STILL = ':not(.ant-zoom-appear):not(.ant-zoom-enter)';

export const confirmDialog = (page: Page) => page.locator(`.ant-modal-confirm${STILL}`);

/** An open dialog by its title, once its zoom-in has finished (see confirmDialog). */
export const openDialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).and(page.locator(`.ant-modal${STILL}`));

/**
 * A toast (antd notification) with the given title. `waitFor()` ends once the page has shown one since the last
 * such wait, even if it has gone again: the context records each toast as it appears (browser.ts).
 */
export const toast = (page: Page, title: string) => ({
  waitFor: async (): Promise<void> => {
    await page.waitForFunction(
      (wanted) => {
        const seen = (window as unknown as { __toasts?: string[] }).__toasts ?? [];
        const index = seen.findIndex((text) => text.includes(wanted));
        if (index < 0) return false;
        seen.splice(index, 1);
        return true;
      },
      title,
      { polling: 100 },
    );
  },
});

export async function localFlag(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('adminLoggedIn'));
}

/**
 * Puts a new picture into the rich-text field through the media picker: 插入图片, 上传, the file, its
 * alt text, 使用这张图片.
 */
export async function insertUploadedPicture(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  alt: string,
): Promise<void> {
  await page.getByRole('button', { name: '插入图片' }).click();
  const picker = openDialog(page, '选择图片');
  await picker.getByRole('tab', { name: '上传' }).click();
  await picker.getByLabel('选择要上传的图片').setInputFiles(file);
  // The alt text is asked once the upload is stored.
  await picker.getByLabel('替代文本', { exact: true }).fill(alt);
  await picker.getByRole('button', { name: '使用这张图片' }).click();
  await picker.waitFor({ state: 'detached' });
}
