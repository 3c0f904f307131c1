import { resetLinkOf, type SmtpCatcher, startSmtpCatcher } from '@site/dev-stack';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { ADMIN, ApiClient } from '../test/support/api-client';
import { eventually } from '../test/support/test-stack';
import { h1, logInAs } from './admin';
import { baseUrl, useBrowser, workerStack } from './browser';

const OLD_PASSWORD = 'E2e-Old-Pass-2026';
const NEW_PASSWORD = 'E2e-New-Pass-2026';
/** The mail worker polls every 2 s; a loaded machine may take far longer, and waiting costs nothing. */
const MAIL_PATIENCE_MS = 120_000;
/** Where the file may restore the settings it changes; none under E2E_BASE_URL. */
const identityDb = workerStack()?.identityDb;

/**
 * Forgot password end to end (docs/accounts.md): the login page's 忘记密码 → the mail at a real SMTP
 * catcher → its link in the browser → a new password → sign-in; the link works once. The stack's
 * mail settings and site address point at the catcher and this stack for the file, then go back.
 */
(identityDb ? describe : describe.skip)('forgot password by e-mail, in the browser', () => {
  const session = useBrowser();
  let page: Page;
  let smtp: SmtpCatcher;
  let admin: ApiClient;
  let db: Client;
  /** The email tab's row as it was (undefined: none). The API cannot empty a saved SMTP server again. */
  let emailRow: { values: unknown } | undefined;
  let siteUrl: string | undefined;
  const user = { id: 0, username: `e2e-reset-${Date.now().toString(36)}`, email: '' };
  user.email = `${user.username}@example.com`;

  const save = async (tab: 'email' | 'general', settings: Record<string, unknown>) => {
    const answer = await admin.post('/api/settings', { tab, settings });
    expect({ tab, status: answer.status, body: answer.status === 200 ? null : answer.body }).toEqual({
      tab,
      status: 200,
      body: null,
    });
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    db = new Client({ connectionString: identityDb });
    await db.connect();
    admin = await ApiClient.signedIn(baseUrl(), ADMIN);
    [emailRow] = (await db.query<{ values: unknown }>("SELECT values FROM settings WHERE tab = 'email'")).rows;
    siteUrl = (await admin.get<{ siteUrl: string }>('/api/settings?tab=general')).body.siteUrl;
    await save('email', {
      smtpServer: '127.0.0.1',
      smtpPort: smtp.port,
      smtpUsername: 'e2e',
      smtpPassword: 'E2e-Smtp-Pass-1',
      emailFromName: '端到端测试',
      emailFromAddress: 'noreply@site.example',
      enableSsl: false,
    });
    // The link is built from the site address, so it leads back to this stack.
    await save('general', { siteUrl: baseUrl() });
    const created = await admin.post('/api/users', {
      username: user.username,
      name: '重置密码用户',
      email: user.email,
      role: 'editor',
      status: 'active',
      password: OLD_PASSWORD,
    });
    expect(created.status).toBe(201);
    user.id = created.body.id as number;
  });

  afterAll(async () => {
    if (admin && user.id) await admin.delete(`/api/users/${user.id}`);
    if (admin && siteUrl !== undefined) await save('general', { siteUrl });
    if (db) {
      // Identity reads the row again within its 2 s settings cache.
      if (emailRow) await db.query("UPDATE settings SET values = $1 WHERE tab = 'email'", [emailRow.values]);
      else await db.query("DELETE FROM settings WHERE tab = 'email'");
      await db.end();
    }
    await smtp?.close();
  });

  beforeEach(() => {
    ({ page } = session);
  });

  const setNewPassword = async (password: string) => {
    await h1(page, '重置密码').waitFor();
    await page.getByLabel('新密码', { exact: true }).fill(password);
    await page.getByLabel('确认新密码').fill(password);
    await page.getByRole('button', { name: '设置新密码' }).click();
  };

  it('mails a link from 忘记密码 that sets a new password once, and signs in with it', async () => {
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByRole('link', { name: '忘记密码?' }).click();
    await page.waitForURL(`${baseUrl()}/admin/forgot-password`);
    await h1(page, '忘记密码').waitFor();
    await page.getByLabel('邮箱或用户名').fill(user.email);
    await page.getByRole('button', { name: '发送重置邮件' }).click();
    await page.getByRole('alert').filter({ hasText: '重置密码的邮件' }).waitFor();

    const mail = await eventually(() => Promise.resolve(smtp.to(user.email)[0]), MAIL_PATIENCE_MS);
    const link = resetLinkOf(mail);
    expect(link).toMatch(new RegExp(`^${baseUrl()}/admin/reset-password#token=`));

    // The page takes the token and removes it from the address bar.
    await page.goto(link!);
    await setNewPassword(NEW_PASSWORD);
    await page.getByRole('alert').filter({ hasText: '密码已重置，请使用新密码登录' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/admin/reset-password`);

    expect((await new ApiClient(baseUrl()).login(user.username, OLD_PASSWORD)).status).toBe(401);
    await logInAs(page, { username: user.username, password: NEW_PASSWORD });

    // The same link again: refused in Chinese, the form kept, the password unchanged.
    const again = await session.context.newPage();
    page = again;
    await again.goto(link!);
    await setNewPassword('E2e-Third-Pass-2026');
    await again.getByRole('alert').filter({ hasText: '该重置链接已使用过，请重新申请' }).waitFor();
    expect(await again.getByRole('button', { name: '设置新密码' }).count()).toBe(1);
    expect((await new ApiClient(baseUrl()).login(user.username, NEW_PASSWORD)).status).toBe(200);
  });
});
