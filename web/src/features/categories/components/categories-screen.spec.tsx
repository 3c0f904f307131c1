/**
 * @jest-environment jest-fixed-jsdom
 */
import type { CategoryAdminView, CreateCategoryInput, UpdateCategoryInput } from '@site/contracts';
import { latinSlug } from '@site/contracts/locales';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { CategoriesScreen } from './categories-screen';

const category = (
  id: number,
  name: string,
  type: CategoryAdminView['type'],
  parent_id: number | null = null,
  en: CategoryAdminView['translations']['en'] = null,
): CategoryAdminView => ({
  id,
  name,
  slug: `slug-${id}`,
  type,
  parent_id,
  created_at: '2026-01-01T00:00:00.000Z',
  translations: { en },
});

const CATEGORIES = [
  category(1, '智能家居', 'product'),
  category(2, '智能网关', 'product', 1),
  category(3, '网关配件', 'product', 2),
  category(4, '公司新闻', 'news'),
  category(5, '行业资讯', 'news'),
];

// Text queries: role queries over antd are slow in jsdom.
const rowOf = (name: string) =>
  screen.getByText(name, { selector: 'strong' }).closest<HTMLElement>('[data-testid="category-row"]')!;
const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;
const count = () => screen.getByTestId('category-count').textContent;

/** A dialog by its title (role queries compute styles for every element: slow in jsdom). */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

/** Types a whole value at once (a paste): one change per field keeps antd's forms quick in jsdom. */
async function fill(u: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

/** Picks a node of an antd tree select. */
async function choosePickerOption(u: UserEvent, picker: Element, name: string): Promise<void> {
  await u.click(picker.querySelector('input')!);
  await u.click(await screen.findByText(name, { selector: '.ant-select-tree-title' }));
  await waitFor(() => expect(picker.textContent).toContain(name));
}

/** Answers GET /api/admin/categories from a list the test's writes change, as the server would. */
function serveCategories(list: CategoryAdminView[]) {
  server.use(http.get('/api/admin/categories', () => HttpResponse.json(list)));
}

describe('CategoriesScreen', () => {
  listenDuringTests();

  it('shows a skeleton while loading, then the tree with the top level open, and filters by type', async () => {
    const gate = responseGate();
    server.use(
      http.get('/api/admin/categories', async () => {
        await gate.opened;
        return HttpResponse.json(CATEGORIES);
      }),
    );
    const { container, user } = renderAdmin(<CategoriesScreen canEdit />);
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).not.toBeNull());
    expect(count()).toBe('共 0 个分类');
    expect(screen.queryByText('暂无分类')).toBeNull();
    gate.open();

    await screen.findByText('智能家居', { selector: 'strong' });
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    expect(count()).toBe('共 5 个分类');
    const home = within(rowOf('智能家居'));
    expect(home.getByText('产品')).toBeTruthy();
    expect(home.getByText('1 个子分类')).toBeTruthy();
    expect(home.getByText(/别名：slug-1 · 创建于 2026-01-0\d/)).toBeTruthy();
    // The second level shows (its parent is open), the third waits until its parent opens.
    expect(within(rowOf('智能网关')).getByText('L2')).toBeTruthy();
    expect(screen.queryByText('网关配件', { selector: 'strong' })).toBeNull();
    await user.click(screen.getByLabelText('展开智能网关'));
    const accessory = rowOf('网关配件');
    expect(within(accessory).getByText('L3')).toBeTruthy();
    // Three levels at most: the third offers no 添加子分类.
    expect(buttonIn(accessory, '添加子分类')).toBeNull();
    expect(buttonIn(rowOf('智能网关'), '添加子分类')).not.toBeNull();
    await user.click(screen.getByLabelText('收起智能家居'));
    expect(screen.queryByText('智能网关', { selector: 'strong' })).toBeNull();

    await user.click(screen.getByText('新闻', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(count()).toBe('共 2 个分类'));
    expect(rowOf('公司新闻')).toBeTruthy();
    expect(rowOf('行业资讯')).toBeTruthy();
    expect(screen.queryByText('智能家居', { selector: 'strong' })).toBeNull();
    await user.click(screen.getByText('产品', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(count()).toBe('共 3 个分类'));
    expect(screen.queryByText('公司新闻', { selector: 'strong' })).toBeNull();
  });

  it('says the load failed with the HTTP status', async () => {
    server.use(http.get('/api/admin/categories', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    renderAdmin(<CategoriesScreen canEdit />);
    expect(await screen.findByText('加载分类数据失败（HTTP 500）')).toBeTruthy();
    expect(screen.getByText('请检查网络或稍后重试。')).toBeTruthy();
    expect(screen.queryByText('添加分类')).toBeNull();
  });

  it('says so when there are no categories, and offers to add the first one', async () => {
    serveCategories([]);
    const { user } = renderAdmin(<CategoriesScreen canEdit />);
    expect(await screen.findByText('暂无分类')).toBeTruthy();
    expect(count()).toBe('共 0 个分类');
    await user.click(screen.getByText('添加第一个分类'));
    const dialog = await findDialog('添加分类');
    expect(within(dialog).getByLabelText<HTMLInputElement>('分类名称').value).toBe('');
    expect(within(dialog).getByText('可选，留空则根据名称自动生成')).toBeTruthy();
  });

  it('gives a reader the tree without add, edit or delete, and the read-only notice', async () => {
    serveCategories(CATEGORIES);
    const { container } = renderAdmin(<CategoriesScreen canEdit={false} readOnlyNotice={<p>只读说明</p>} />);
    await screen.findByText('智能家居', { selector: 'strong' });
    expect(screen.getByText('只读说明')).toBeTruthy();
    expect(buttonIn(container, '添加分类')).toBeNull();
    expect(buttonIn(container, '编辑')).toBeNull();
    expect(buttonIn(container, '删除')).toBeNull();
    expect(buttonIn(container, '添加子分类')).toBeNull();
  });

  it('adds a sub-category under the row’s category: sends its type and parent, says so and shows it', async () => {
    const list = [...CATEGORIES];
    const sent: CreateCategoryInput[] = [];
    serveCategories(list);
    server.use(
      http.post('/api/categories', async ({ request }) => {
        const body = (await request.json()) as CreateCategoryInput;
        sent.push(body);
        const created = category(6, body.name, body.type, body.parent_id ?? null);
        list.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderAdmin(<CategoriesScreen canEdit />);
    await screen.findByText('智能家居', { selector: 'strong' });
    await user.click(buttonIn(rowOf('智能家居'), '添加子分类')!);
    const dialog = await findDialog('添加分类');
    // The parent is chosen already, and the type is the parent's.
    const parent = within(dialog).getByLabelText('上级分类').closest('.ant-select')!;
    await waitFor(() => expect(parent.textContent).toContain('智能家居'));
    // Switching the type clears the parent (its options belong to the other type); back to 产品 and the parent again.
    await user.click(within(dialog).getByText('新闻分类'));
    await waitFor(() => expect(parent.textContent).not.toContain('智能家居'));
    await user.click(within(dialog).getByText('产品分类'));
    await choosePickerOption(user, parent, '智能家居');
    await fill(user, within(dialog).getByLabelText('分类名称'), ' 智能门锁 ');
    expect(await within(dialog).findByText('留空则自动生成：智能门锁')).toBeTruthy();
    await user.click(buttonIn(dialog, '保存')!);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: '智能门锁', slug: '', type: 'product', parent_id: 1 });
    expect(await screen.findByText('分类添加成功')).toBeTruthy();
    // The list is read again: the new category shows under its parent.
    const row = await waitFor(() => rowOf('智能门锁'));
    expect(within(row).getByText('L2')).toBeTruthy();
    await waitFor(() => expect(count()).toBe('共 6 个分类'));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
  });

  it('adds a top-level news category: checks the name first, keeps the form open when the server refuses', async () => {
    const sent: CreateCategoryInput[] = [];
    serveCategories(CATEGORIES);
    server.use(
      http.post('/api/categories', async ({ request }) => {
        const body = (await request.json()) as CreateCategoryInput;
        sent.push(body);
        return HttpResponse.json({ error: 'URL别名已被使用' }, { status: 409 });
      }),
    );
    const { container, user } = renderAdmin(<CategoriesScreen canEdit />);
    await screen.findByText('智能家居', { selector: 'strong' });
    await user.click(buttonIn(container, '添加分类')!);
    const dialog = await findDialog('添加分类');
    await user.click(buttonIn(dialog, '保存')!);
    expect(await within(dialog).findByText('分类名称不能为空')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByText('新闻分类'));
    await fill(user, within(dialog).getByLabelText('分类名称'), '展会报道');
    await fill(user, within(dialog).getByLabelText('URL别名'), 'expo');
    await user.click(buttonIn(dialog, '保存')!);
    expect(await screen.findByText('URL别名已被使用')).toBeTruthy();
    expect(sent).toEqual([{ name: '展会报道', slug: 'expo', type: 'news', parent_id: null }]);
    // Refused: the form stays open with what was typed.
    expect(within(dialog).getByLabelText<HTMLInputElement>('分类名称').value).toBe('展会报道');
  });

  it('renames a category: sends only the new name', async () => {
    const list = [...CATEGORIES];
    const sent: { id: string; body: unknown }[] = [];
    serveCategories(list);
    server.use(
      http.put('/api/categories/:id', async ({ params, request }) => {
        const body = (await request.json()) as { name: string };
        sent.push({ id: String(params.id), body });
        list[3] = { ...list[3], name: body.name };
        return HttpResponse.json(list[3]);
      }),
    );
    const { user } = renderAdmin(<CategoriesScreen canEdit />);
    await screen.findByText('公司新闻', { selector: 'strong' });
    await user.click(buttonIn(rowOf('公司新闻'), '编辑')!);
    const dialog = await findDialog('编辑分类');
    const name = within(dialog).getByLabelText<HTMLInputElement>('分类名称');
    expect(name.value).toBe('公司新闻');
    expect(within(dialog).queryByLabelText('URL别名')).toBeNull();
    await fill(user, name, '   ');
    await user.click(buttonIn(dialog, '保存')!);
    expect(await within(dialog).findByText('分类名称不能为空')).toBeTruthy();
    expect(sent).toEqual([]);
    await fill(user, name, '企业新闻');
    await user.click(buttonIn(dialog, '保存')!);
    await waitFor(() => expect(sent).toEqual([{ id: '4', body: { name: '企业新闻' } }]));
    expect(await screen.findByText('分类已更新')).toBeTruthy();
    expect(await screen.findByText('企业新闻', { selector: 'strong' })).toBeTruthy();
  });

  it('deletes after a confirmation; a refusal shows the server’s reason and keeps the category', async () => {
    const list = [...CATEGORIES];
    const deleted: string[] = [];
    serveCategories(list);
    server.use(
      http.delete('/api/categories/:id', ({ params }) => {
        const id = Number(params.id);
        deleted.push(String(id));
        if (list.some((c) => c.parent_id === id)) {
          return HttpResponse.json({ error: '该分类下还有子分类，不能删除' }, { status: 409 });
        }
        list.splice(
          list.findIndex((c) => c.id === id),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin(<CategoriesScreen canEdit />);
    await screen.findByText('行业资讯', { selector: 'strong' });

    await user.click(buttonIn(rowOf('行业资讯'), '删除')!);
    let dialog = await findDialog('确认删除分类');
    expect(within(dialog).getByText('确定要删除分类“行业资讯”吗？此操作不可撤销。')).toBeTruthy();
    // 取消 sends nothing.
    await user.click(buttonIn(dialog, '取消')!);
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(buttonIn(rowOf('智能家居'), '删除')!);
    dialog = await findDialog('确认删除分类');
    await user.click(buttonIn(dialog, '删除')!);
    expect(await screen.findByText('该分类下还有子分类，不能删除')).toBeTruthy();
    expect(deleted).toEqual(['1']);
    expect(rowOf('智能家居')).toBeTruthy();

    await waitFor(() => expect(screen.queryByText('确认删除分类')).toBeNull());
    await user.click(buttonIn(rowOf('行业资讯'), '删除')!);
    dialog = await findDialog('确认删除分类');
    await user.click(buttonIn(dialog, '删除')!);
    expect(await screen.findByText('分类已删除')).toBeTruthy();
    expect(deleted).toEqual(['1', '5']);
    await waitFor(() => expect(screen.queryByText('行业资讯', { selector: 'strong' })).toBeNull());
    expect(count()).toBe('共 4 个分类');
  });

  describe('English versions', () => {
    const TRANSLATED = [
      category(1, '智能家居', 'product', null, { name: 'Smart Home', slug: 'smart-home' }),
      category(2, '智能网关', 'product', 1),
      category(4, '公司新闻', 'news', null, { name: 'Company News', slug: 'company-news' }),
      category(5, '行业资讯', 'news'),
      category(6, '展会报道', 'news'),
    ];
    const missing = () => screen.queryByTestId('category-missing-en')?.textContent ?? null;
    /** A form field's whole block (label, input, error, hint). */
    const fieldOf = (dialog: HTMLElement, label: string) =>
      within(dialog).getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
    const valueOf = (dialog: HTMLElement, label: string) =>
      within(dialog).getByLabelText<HTMLInputElement>(label).value;

    /** PUT as the server does it: a language left out keeps its version, null removes it. */
    function serveUpdates(list: CategoryAdminView[], sent: unknown[]) {
      server.use(
        http.put('/api/categories/:id', async ({ params, request }) => {
          const body = (await request.json()) as UpdateCategoryInput;
          sent.push(body);
          const index = list.findIndex((c) => c.id === Number(params.id));
          const en = body.translations?.en;
          list[index] = {
            ...list[index],
            name: body.name,
            translations: {
              en:
                en === undefined
                  ? list[index].translations.en
                  : en && { name: en.name, slug: en.slug || latinSlug(en.name) },
            },
          };
          return HttpResponse.json(list[index]);
        }),
      );
    }

    async function openEdit(u: UserEvent, name: string) {
      await u.click(buttonIn(rowOf(name), '编辑')!);
      return findDialog('编辑分类');
    }

    it('tags each row 已翻译 (English name as its title) or 缺失, and counts the missing ones per filter', async () => {
      serveCategories(TRANSLATED);
      const { user: u } = renderAdmin(<CategoriesScreen canEdit />);
      await screen.findByText('智能家居', { selector: 'strong' });
      const done = within(rowOf('智能家居')).getByText('英文：已翻译');
      expect(done.getAttribute('title')).toBe('Smart Home');
      expect(within(rowOf('智能家居')).queryByText('英文：缺失')).toBeNull();
      expect(within(rowOf('智能网关')).getByText('英文：缺失')).toBeTruthy();
      expect(within(rowOf('智能网关')).queryByText('英文：已翻译')).toBeNull();
      expect(within(rowOf('公司新闻')).getByText('英文：已翻译').getAttribute('title')).toBe('Company News');
      expect(missing()).toBe('3 个分类缺少英文版本');

      await u.click(screen.getByText('产品', { selector: '.ant-tabs-tab-btn' }));
      await waitFor(() => expect(missing()).toBe('1 个分类缺少英文版本'));
      await u.click(screen.getByText('新闻', { selector: '.ant-tabs-tab-btn' }));
      await waitFor(() => expect(missing()).toBe('2 个分类缺少英文版本'));
    });

    it('says nothing is missing when every category has an English version', async () => {
      serveCategories([TRANSLATED[0], TRANSLATED[2]]);
      renderAdmin(<CategoriesScreen canEdit />);
      await screen.findByText('智能家居', { selector: 'strong' });
      expect(missing()).toBeNull();
    });

    it('creates with English: 从中文复制 starts from the Chinese name, the slug checked before sending', async () => {
      const list = [...TRANSLATED];
      const sent: CreateCategoryInput[] = [];
      serveCategories(list);
      server.use(
        http.post('/api/categories', async ({ request }) => {
          const body = (await request.json()) as CreateCategoryInput;
          sent.push(body);
          const en = body.translations?.en;
          const created = category(7, body.name, body.type, body.parent_id ?? null, en ?? null);
          list.push(created);
          return HttpResponse.json(created, { status: 201 });
        }),
      );
      const { container, user: u } = renderAdmin(<CategoriesScreen canEdit />);
      await screen.findByText('智能家居', { selector: 'strong' });
      await u.click(buttonIn(container, '添加分类')!);
      const dialog = await findDialog('添加分类');
      const copy = buttonIn(dialog, '从中文复制')!;
      // Nothing to copy yet.
      expect(copy.disabled).toBe(true);

      // A Chinese name gives no Latin slug: copied as a start, the slug field asks for one.
      await fill(u, within(dialog).getByLabelText('分类名称'), '智能门锁');
      await waitFor(() => expect(copy.disabled).toBe(false));
      await u.click(copy);
      await waitFor(() => expect(valueOf(dialog, '英文分类名称')).toBe('智能门锁'));
      expect(valueOf(dialog, '英文URL别名')).toBe('');
      expect(
        await within(fieldOf(dialog, '英文URL别名')).findByText('请填写英文URL别名：英文名称里没有可用的字母或数字'),
      ).toBeTruthy();

      // A name with Latin letters gives the slug too.
      await fill(u, within(dialog).getByLabelText('分类名称'), 'Smart Lock 智能门锁');
      await u.click(copy);
      await waitFor(() => expect(valueOf(dialog, '英文URL别名')).toBe('smart-lock'));
      expect(valueOf(dialog, '英文分类名称')).toBe('Smart Lock 智能门锁');

      // The slug is checked before sending.
      await fill(u, within(dialog).getByLabelText('英文分类名称'), 'Smart Lock');
      await fill(u, within(dialog).getByLabelText('英文URL别名'), 'Smart_Lock');
      await u.click(buttonIn(dialog, '保存')!);
      expect(
        await within(fieldOf(dialog, '英文URL别名')).findByText(
          '英文URL别名只能包含小写字母、数字和连字符（如 smart-home）',
        ),
      ).toBeTruthy();
      expect(sent).toEqual([]);

      await fill(u, within(dialog).getByLabelText('分类名称'), '智能门锁');
      await fill(u, within(dialog).getByLabelText('英文URL别名'), 'smart-lock');
      await u.click(buttonIn(dialog, '保存')!);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        name: '智能门锁',
        slug: '',
        type: 'product',
        parent_id: null,
        translations: { en: { name: 'Smart Lock', slug: 'smart-lock' } },
      });
      const row = await waitFor(() => rowOf('智能门锁'));
      expect(within(row).getByText('英文：已翻译').getAttribute('title')).toBe('Smart Lock');
      expect(missing()).toBe('3 个分类缺少英文版本');
    });

    it('creates without English: no translations sent, and the new row says 缺失', async () => {
      const list = [...TRANSLATED];
      const sent: CreateCategoryInput[] = [];
      serveCategories(list);
      server.use(
        http.post('/api/categories', async ({ request }) => {
          const body = (await request.json()) as CreateCategoryInput;
          sent.push(body);
          const created = category(7, body.name, body.type, body.parent_id ?? null);
          list.push(created);
          return HttpResponse.json(created, { status: 201 });
        }),
      );
      const { container, user: u } = renderAdmin(<CategoriesScreen canEdit />);
      await screen.findByText('智能家居', { selector: 'strong' });
      await u.click(buttonIn(container, '添加分类')!);
      const dialog = await findDialog('添加分类');
      await fill(u, within(dialog).getByLabelText('分类名称'), '智能门锁');
      // Spaces alone are no English version.
      await fill(u, within(dialog).getByLabelText('英文分类名称'), '  ');
      await u.click(buttonIn(dialog, '保存')!);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).not.toHaveProperty('translations');
      expect(sent[0]).toEqual({ name: '智能门锁', slug: '', type: 'product', parent_id: null });
      const row = await waitFor(() => rowOf('智能门锁'));
      expect(within(row).getByText('英文：缺失')).toBeTruthy();
      expect(missing()).toBe('4 个分类缺少英文版本');
    });

    it('shows a taken English slug (409) under the English slug field, not as a toast', async () => {
      const sent: CreateCategoryInput[] = [];
      serveCategories(TRANSLATED);
      const message = '英文URL别名“smart-home”已被其他产品分类使用，请换一个';
      server.use(
        http.post('/api/categories', async ({ request }) => {
          sent.push((await request.json()) as CreateCategoryInput);
          return HttpResponse.json({ error: message, code: 'CATEGORY_SLUG_TAKEN' }, { status: 409 });
        }),
      );
      const { container, user: u } = renderAdmin(<CategoriesScreen canEdit />);
      await screen.findByText('智能家居', { selector: 'strong' });
      await u.click(buttonIn(container, '添加分类')!);
      const dialog = await findDialog('添加分类');
      await fill(u, within(dialog).getByLabelText('分类名称'), '家居');
      await fill(u, within(dialog).getByLabelText('英文分类名称'), 'Home');
      await fill(u, within(dialog).getByLabelText('英文URL别名'), 'smart-home');
      await u.click(buttonIn(dialog, '保存')!);
      expect(await within(fieldOf(dialog, '英文URL别名')).findByText(message)).toBeTruthy();
      expect(sent).toHaveLength(1);
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(within(fieldOf(dialog, '分类名称')).queryByText(message)).toBeNull();
      // Refused: the form stays open with what was typed.
      expect(valueOf(dialog, '英文URL别名')).toBe('smart-home');
    });

    it('edits: a Chinese rename sends no translations; English goes out when changed; 删除英文版本 sends null', async () => {
      const list = [...TRANSLATED];
      const sent: unknown[] = [];
      serveCategories(list);
      serveUpdates(list, sent);
      const { user: u } = renderAdmin(<CategoriesScreen canEdit />);
      await screen.findByText('智能家居', { selector: 'strong' });

      // Chinese only: the English version is left alone.
      let dialog = await openEdit(u, '智能家居');
      expect(valueOf(dialog, '英文分类名称')).toBe('Smart Home');
      expect(valueOf(dialog, '英文URL别名')).toBe('smart-home');
      await fill(u, within(dialog).getByLabelText('分类名称'), '智慧家居');
      await u.click(buttonIn(dialog, '保存')!);
      await waitFor(() => expect(sent).toEqual([{ name: '智慧家居' }]));
      await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());

      // English added to a category that had none: sent with the unchanged Chinese name.
      dialog = await openEdit(u, '智能网关');
      expect(buttonIn(dialog, '删除英文版本')).toBeNull();
      await fill(u, within(dialog).getByLabelText('英文分类名称'), 'Smart Gateway');
      expect(await within(dialog).findByText('留空则自动生成：smart-gateway')).toBeTruthy();
      await u.click(buttonIn(dialog, '保存')!);
      await waitFor(() =>
        expect(sent[1]).toEqual({ name: '智能网关', translations: { en: { name: 'Smart Gateway', slug: '' } } }),
      );
      await waitFor(() => expect(missing()).toBe('2 个分类缺少英文版本'));
      expect(within(rowOf('智能网关')).getByText('英文：已翻译').getAttribute('title')).toBe('Smart Gateway');

      // 删除英文版本 empties the English side; 恢复 brings it back; saving then sends null.
      dialog = await openEdit(u, '公司新闻');
      await u.click(buttonIn(dialog, '删除英文版本')!);
      await waitFor(() => expect(valueOf(dialog, '英文分类名称')).toBe(''));
      expect(within(dialog).getByText('保存后将删除英文版本。')).toBeTruthy();
      await u.click(buttonIn(dialog, '恢复')!);
      await waitFor(() => expect(valueOf(dialog, '英文分类名称')).toBe('Company News'));
      await u.click(buttonIn(dialog, '删除英文版本')!);
      await waitFor(() => expect(valueOf(dialog, '英文URL别名')).toBe(''));
      await u.click(buttonIn(dialog, '保存')!);
      await waitFor(() => expect(sent[2]).toEqual({ name: '公司新闻', translations: { en: null } }));
      await waitFor(() => expect(within(rowOf('公司新闻')).getByText('英文：缺失')).toBeTruthy());
      expect(sent).toHaveLength(3);
    });
  });
});
