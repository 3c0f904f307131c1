import type { Page } from 'playwright-core';
import { choose, confirmDialog, h1, logIn, openDialog, openFromSidebar, toast } from './admin';
import { useBrowser } from './browser';

describe('admin users screen', () => {
  const session = useBrowser({
    viewport: { width: 1440, height: 900 },
  });
  let page: Page;

  beforeEach(async () => {
    ({ page } = session);
    await logIn(page, 'admin');
    await openFromSidebar(page, '用户管理');
  });

  const dialog = (title: string) => openDialog(page, title);
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const search = (text: string) => page.getByRole('searchbox', { name: '搜索' }).fill(text);

  it('creates, edits, disables and deletes a user', async () => {
    const username = `e2e-${Date.now().toString(36)}`;
    const usersCall = (method: string) =>
      page.waitForResponse(
        (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith('/api/users'),
      );

    // Create: the role defaults to 查看者; pick 编辑 instead.
    await page.getByRole('button', { name: '添加用户' }).click();
    const add = dialog('添加用户');
    await add.waitFor();
    expect(await add.locator('.ant-select').first().innerText()).toContain('查看者');
    await add.getByLabel('用户名').fill(username);
    await add.getByLabel('姓名').fill('端到端用户');
    await add.getByLabel('邮箱').fill(`${username}@example.cn`);
    await choose(page, add.getByLabel('角色'), '编辑');
    await add.getByLabel('密码', { exact: true }).fill('E2e-Pass-2026');
    await add.getByLabel('确认密码').fill('E2e-Pass-2026');
    const created = usersCall('POST');
    await add.getByRole('button', { name: '保存' }).click();
    const createdRequest = (await created).request();
    expect(createdRequest.postDataJSON()).toEqual({
      username,
      name: '端到端用户',
      email: `${username}@example.cn`,
      role: 'editor',
      status: 'active',
      password: 'E2e-Pass-2026',
    });
    await toast(page, '用户创建成功').waitFor();
    await add.waitFor({ state: 'hidden' });

    await search(username);
    const mine = row(username);
    await mine.waitFor();
    expect(await mine.innerText()).toMatch(/编辑[\s\S]*活跃/);

    // Edit the name.
    await mine.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = dialog('编辑用户');
    await edit.waitFor();
    expect(await edit.getByLabel('密码', { exact: true }).count()).toBe(0);
    await edit.getByLabel('姓名').fill('改过的名字');
    const updated = usersCall('PUT');
    await edit.getByRole('button', { name: '保存' }).click();
    expect((await updated).status()).toBe(200);
    await toast(page, '用户信息已更新').waitFor();
    await row('改过的名字').waitFor();

    // Disable, then the button offers 启用.
    const disabled = usersCall('PATCH');
    await mine.getByRole('button', { name: '禁用', exact: true }).click();
    expect((await disabled).request().postDataJSON()).toEqual({ status: 'disabled' });
    await toast(page, '用户已禁用').waitFor();
    await mine.getByRole('button', { name: '启用', exact: true }).waitFor();
    expect(await mine.locator('.ant-tag').innerText()).toBe('禁用');

    // Delete, after confirming.
    await mine.getByRole('button', { name: '删除', exact: true }).click();
    const confirm = confirmDialog(page).filter({ hasText: username });
    await confirm.waitFor();
    const deleted = usersCall('DELETE');
    await confirm.getByRole('button', { name: '删除' }).click();
    expect((await deleted).status()).toBe(204);
    await toast(page, '用户已删除').waitFor();
    await mine.waitFor({ state: 'detached' });
  });

  it('checks the form before calling the server', async () => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/users') posts++;
    });
    await page.getByRole('button', { name: '添加用户' }).click();
    const add = dialog('添加用户');
    await add.getByRole('button', { name: '保存' }).click();
    for (const message of ['用户名不能为空', '姓名不能为空', '邮箱不能为空', '密码不能为空', '确认密码不能为空']) {
      await add.getByText(message, { exact: true }).waitFor();
    }

    await add.getByLabel('密码', { exact: true }).fill('abc');
    await add.getByText(/^密码长度至少为\d+位。$/).waitFor();
    await add.getByLabel('密码', { exact: true }).fill('Long-enough-2026');
    await add.getByLabel('确认密码').fill('Long-enough-2027');
    await add.getByText('两次输入的密码不一致', { exact: true }).waitFor();

    // Errors clear as the user edits.
    await add.getByLabel('用户名').fill('someone');
    await add.getByText('用户名不能为空', { exact: true }).waitFor({ state: 'detached' });
    expect(posts).toBe(0);
  });

  it('checks the password reset dialog before calling the server', async () => {
    let resets = 0;
    page.on('request', (r) => {
      if (r.url().includes('/reset-password')) resets++;
    });
    await search('viewer');
    await row('viewer@').or(row('viewer')).first().getByRole('button', { name: '重置密码' }).click();
    const reset = openDialog(page, /^重置密码/);
    await reset.getByLabel('新密码').fill('Abcdefgh-2026');
    await reset.getByLabel('确认密码').fill('Abcdefgh-2027');
    await reset.getByRole('button', { name: '确认重置' }).click();
    await reset.getByText('新密码和确认密码不匹配。', { exact: true }).waitFor();
    await reset.getByRole('button', { name: '取消' }).click();
    await reset.waitFor({ state: 'hidden' });
    expect(resets).toBe(0);
  });

  it('shows ten users per page', async () => {
    await h1(page, '用户管理').waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-row').count()).toBeLessThanOrEqual(10);
  });
});
