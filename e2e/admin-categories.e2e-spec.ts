import type { Page } from 'playwright-core';
import { ACCOUNTS, confirmDialog, logIn, openDialog, openFromSidebar, toast } from './admin';
import { baseUrl, useBrowser } from './browser';
import { categories, runTag } from './catalog';

/** The slug made from a name (libs/contracts categorySlug). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w\u4e00-\u9fff-]/g, '')
    .replace(/^-+|-+$/g, '') || name;

describe('categories screen', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 900 } });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const dialog = (title: string) => openDialog(page, title);
  const row = (name: string) => page.getByTestId('category-row').filter({ has: page.getByText(name, { exact: true }) });
  const categoriesCall = (method: string) =>
    page.waitForResponse(
      (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith('/api/categories'),
    );

  async function addCategory(name: string, from?: string) {
    if (from) await row(from).getByRole('button', { name: '添加子分类' }).click();
    else await page.getByRole('button', { name: '添加分类' }).click();
    const form = dialog('添加分类');
    await form.waitFor();
    await form.getByLabel('分类名称', { exact: true }).fill(name);
    const created = categoriesCall('POST');
    await form.getByRole('button', { name: '保存' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    await form.waitFor({ state: 'hidden' });
    return (await response.json()) as { id: number; parent_id: number | null; type: string; slug: string };
  }

  async function deleteCategory(name: string) {
    await row(name).getByRole('button', { name: '删除' }).click();
    const confirm = confirmDialog(page).filter({ hasText: name });
    await confirm.getByText('此操作不可撤销').waitFor();
    const deleted = categoriesCall('DELETE');
    await confirm.getByRole('button', { name: '删除' }).click();
    return (await deleted).status();
  }

  it('builds a three-level tree, renames a leaf and deletes from the bottom up', async () => {
    const tag = runTag();
    const [top, middle, leaf] = [`端到端一级${tag}`, `端到端二级${tag}`, `端到端三级${tag}`];
    await logIn(page, 'editor');
    await openFromSidebar(page, '分类管理');
    await page.getByTestId('category-row').first().waitFor();

    // Top level, of type product.
    await page.getByRole('button', { name: '添加分类' }).click();
    const form = dialog('添加分类');
    await form.getByText('产品分类', { exact: true }).click();
    await form.getByLabel('分类名称', { exact: true }).fill(top);
    await form.getByText(`留空则自动生成：${slugOf(top)}`).waitFor();
    const created = categoriesCall('POST');
    await form.getByRole('button', { name: '保存' }).click();
    const first = (await (await created).json()) as { id: number; type: string; parent_id: number | null };
    expect(first).toMatchObject({ type: 'product', parent_id: null });
    await toast(page, '分类添加成功').waitFor();

    // Add-child preselects the parent and its type.
    await row(top).getByRole('button', { name: '添加子分类' }).click();
    const child = dialog('添加分类');
    await child.waitFor();
    expect(await child.locator('.ant-select').innerText()).toContain(top);
    expect(await child.getByRole('radio', { name: '产品分类' }).isChecked()).toBe(true);
    await child.getByLabel('分类名称', { exact: true }).fill(middle);
    const createdMiddle = categoriesCall('POST');
    await child.getByRole('button', { name: '保存' }).click();
    const second = (await (await createdMiddle).json()) as { id: number; parent_id: number };
    expect(second.parent_id).toBe(first.id);
    await row(middle).waitFor();
    expect(await row(middle).innerText()).toContain('L2');
    expect(await row(top).innerText()).toContain('1 个子分类');

    const third = await addCategory(leaf, middle);
    expect(third).toMatchObject({ parent_id: second.id, type: 'product' });
    // Level 2 starts folded: open it to see the new leaf.
    await row(middle)
      .getByRole('button', { name: `展开${middle}` })
      .click();
    await row(leaf).waitFor();
    expect(await row(leaf).innerText()).toContain('L3');
    expect(await row(leaf).getByRole('button', { name: '添加子分类' }).count()).toBe(0);

    // Switching the type clears the parent.
    await row(top).getByRole('button', { name: '添加子分类' }).click();
    const switching = dialog('添加分类');
    expect(await switching.locator('.ant-select').innerText()).toContain(top);
    await switching.getByText('新闻分类', { exact: true }).click();
    expect(await switching.locator('.ant-select').innerText()).not.toContain(top);
    await switching.getByRole('button', { name: '取消' }).click();
    await switching.waitFor({ state: 'hidden' });

    // The edit form changes the name only; the slug follows the new name.
    const renamed = `${leaf}改`;
    await row(leaf).getByRole('button', { name: '编辑' }).click();
    const edit = dialog('编辑分类');
    expect(await edit.getByLabel('URL别名', { exact: true }).count()).toBe(0);
    await edit.getByLabel('分类名称', { exact: true }).fill('   ');
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.getByText('分类名称不能为空', { exact: true }).waitFor();
    await edit.getByLabel('分类名称', { exact: true }).fill(renamed);
    const updated = categoriesCall('PUT');
    await edit.getByRole('button', { name: '保存' }).click();
    expect((await updated).request().postDataJSON()).toEqual({ name: renamed });
    await toast(page, '分类已更新').waitFor();
    await row(renamed).waitFor();
    const stored = (await categories()).find((c) => c.id === third.id)!;
    expect(stored).toMatchObject({ name: renamed, slug: slugOf(renamed), parent_id: second.id });

    // English beside Chinese: the leaf lacks it until an English name is saved (its slug made from it).
    expect(await row(renamed).innerText()).toContain('英文：缺失');
    await row(renamed).getByRole('button', { name: '编辑' }).click();
    const english = dialog('编辑分类');
    await english.getByLabel('英文分类名称').fill(`E2E Leaf ${tag}`);
    const translated = categoriesCall('PUT');
    await english.getByRole('button', { name: '保存' }).click();
    expect((await translated).request().postDataJSON()).toEqual({
      name: renamed,
      translations: { en: { name: `E2E Leaf ${tag}`, slug: '' } },
    });
    await english.waitFor({ state: 'hidden' });
    expect(await row(renamed).getByText('英文：已翻译').getAttribute('title')).toBe(`E2E Leaf ${tag}`);

    // A parent with children is refused with the server's reason.
    expect(await deleteCategory(top)).toBe(409);
    const refusal = page.locator('.ant-notification-notice').last();
    await refusal.waitFor();
    expect((await refusal.innerText()).trim()).not.toBe('');

    for (const name of [renamed, middle, top]) {
      expect(await deleteCategory(name)).toBe(204);
      await row(name).waitFor({ state: 'detached' });
    }
    const left = (await categories()).filter((c) => [first.id, second.id, third.id].includes(c.id));
    expect(left).toEqual([]);
  });

  it('says 加载分类数据失败 with the status and offers a reload', async () => {
    await logIn(page, 'admin');
    // The manager reads the admin list (every category with its translations).
    await page.route('**/api/admin/categories', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.goto(`${base}/admin/categories`);
    await page.getByText('加载分类数据失败（HTTP 500）').waitFor();
    await page.unroute('**/api/admin/categories');
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('category-row').first().waitFor();
  });

  it('at /categories asks a visitor to sign in, loads no admin code, and comes back there after signing in', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/categories`);
    await page.getByRole('heading', { level: 1, name: '分类管理' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const signIn = page.getByRole('link', { name: '登录后台' });
    expect(await signIn.getAttribute('href')).toBe('/admin/login?next=%2Fcategories');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('category-row').count()).toBe(0);
    expect(scripts.filter((path) => /categories-manager|antd-root|admin-app/.test(path))).toEqual([]);
    // The public header and footer stay around it.
    await page.getByRole('navigation', { name: '主导航' }).waitFor();

    await signIn.click();
    await page.getByLabel('用户名').fill(ACCOUNTS.editor.username);
    await page.getByLabel('密码', { exact: true }).fill(ACCOUNTS.editor.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${base}/categories`);
    await page.getByTestId('category-row').first().waitFor();
    await page.getByRole('button', { name: '添加分类' }).waitFor();
  });
});
