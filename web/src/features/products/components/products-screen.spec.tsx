/**
 * @jest-environment jest-fixed-jsdom
 */
import type { ProductAdminView, Publication, PublishState } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import type { ProductAdminListItem } from '../api/products';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { ProductsScreen, type ProductEditorContext } from './products-screen';

const publication = (state: PublishState, overrides: Partial<Publication> = {}): Publication => ({
  state,
  version: 4,
  has_changes: false,
  publish_at: null,
  unpublish_at: null,
  published_at: state === 'draft' ? null : '2026-01-01T00:00:00.000Z',
  updated_by: '张三',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The admin view (the form's working copy); the list leaves out the description. */
const product = (id: number, name: string, state: PublishState = 'published'): ProductAdminView => ({
  id,
  name,
  category: 1,
  category_name: '智能家居',
  model: '',
  status: '测试中',
  price: '¥1999',
  stock: 20,
  description: '<p>说明</p>',
  seo_title: '',
  seo_description: '',
  promises: null,
  date: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  image: null,
  cover_image: null,
  primary_image: null,
  images: [],
  product_images: [],
  publication: publication(state),
});
const listItem = ({
  description: _,
  images: _i,
  product_images: _p,
  ...item
}: ProductAdminView & Partial<Pick<ProductAdminListItem, 'translations'>>): ProductAdminListItem => ({
  translations: { en: null },
  ...item,
});
const listAnswer = (products: readonly ProductAdminView[]) =>
  HttpResponse.json({ items: products.map((p) => listItem(p)), total: products.length, page: 1, totalPages: 1 });

const PRODUCTS = [product(1, '智能网关'), product(2, '温湿度传感器', 'draft')];

// Text queries: role queries over antd's table are slow in jsdom.
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;
const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;

/** A dialog by its title (role queries compute styles for every element: slow in jsdom). */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

const renderScreen = (
  canEdit: boolean,
  open: { id: number; onOpened: () => void } | null = null,
  renderPublishing?: (context: ProductEditorContext) => ReactNode,
) =>
  renderAdmin(
    <ProductsScreen
      canEdit={canEdit}
      categoryTree={[]}
      categoriesLoading={false}
      renderImages={() => null}
      renderPublishing={renderPublishing}
      onCreated={() => Promise.resolve()}
      onFormClosed={() => undefined}
      openProductId={open?.id ?? null}
      onOpened={open?.onOpened}
    />,
  );

/** Picks an option of an antd select by its text. */
async function choose(u: ReturnType<typeof renderAdmin>['user'], label: string, option: string): Promise<void> {
  await u.click(screen.getByLabelText(label));
  await u.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('ProductsScreen', () => {
  listenDuringTests();

  let listQueries: string[];
  beforeEach(() => {
    listQueries = [];
    server.use(
      http.get('/api/admin/products', ({ request }) => {
        listQueries.push(new URL(request.url).search);
        return listAnswer(PRODUCTS);
      }),
      http.get('/api/admin/products/:id', ({ params }) => {
        const found = PRODUCTS.find((p) => p.id === Number(params.id));
        return found ? HttpResponse.json(found) : HttpResponse.json({ error: '产品不存在' }, { status: 404 });
      }),
    );
  });

  it('lists every product from the admin list with its 状态, and gives an editor the add, edit and delete buttons', async () => {
    server.use(
      http.get('/api/admin/products', ({ request }) => {
        listQueries.push(new URL(request.url).search);
        const [gateway, sensor] = PRODUCTS;
        return HttpResponse.json({
          items: [listItem({ ...gateway, translations: { en: publication('published') } }), listItem(sensor)],
          total: 2,
          page: 1,
          totalPages: 1,
        });
      }),
    );
    const { container } = renderScreen(true);
    await screen.findByText('智能网关', { selector: 'td' });
    // The admin list (any state), 100 a page; never the public one.
    expect(listQueries).toEqual(['?page=1&limit=100']);
    expect(screen.getByText('状态', { selector: 'th, th *' })).toBeTruthy();
    expect(screen.getByText('产品状态', { selector: 'th, th *' })).toBeTruthy();
    expect(buttonIn(container, '添加产品')).not.toBeNull();
    const row = rowOf('智能网关');
    expect(within(row).getByText('智能家居')).toBeTruthy();
    expect(within(row).getByText('已发布', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(row).getByText('测试中', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(rowOf('温湿度传感器')).getByText('草稿', { selector: '.ant-tag' })).toBeTruthy();
    // And where its English version stands.
    expect(screen.getByText('英文版本', { selector: 'th, th *' })).toBeTruthy();
    expect(within(row).getByText('英文：已发布', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(rowOf('温湿度传感器')).getByText('英文：缺失', { selector: '.ant-tag' })).toBeTruthy();
    expect(buttonIn(row, '编辑')).not.toBeNull();
    expect(buttonIn(row, '删除')).not.toBeNull();
  });

  it('links only a published product to its public page', async () => {
    renderScreen(true);
    await screen.findByText('智能网关', { selector: 'td' });
    expect(screen.getByLabelText('查看：智能网关').getAttribute('href')).toBe('/products/1');
    expect(screen.queryByLabelText('查看：温湿度传感器')).toBeNull();
  });

  it('filters the table by 状态', async () => {
    const { user } = renderScreen(true);
    await screen.findByText('智能网关', { selector: 'td' });
    await choose(user, '按状态筛选', '草稿');
    await waitFor(() => expect(screen.queryByText('智能网关', { selector: 'td' })).toBeNull());
    expect(screen.getByText('温湿度传感器', { selector: 'td' })).toBeTruthy();
    await choose(user, '按状态筛选', '全部状态');
    expect(await screen.findByText('智能网关', { selector: 'td' })).toBeTruthy();
  });

  it('opens the form of the product a link names, once the list has it', async () => {
    const onOpened = jest.fn();
    renderScreen(true, { id: 2, onOpened });
    expect(await screen.findByText('编辑产品：温湿度传感器', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(onOpened).toHaveBeenCalledTimes(1);
  });

  it('stays on the table when the linked product does not exist', async () => {
    const onOpened = jest.fn();
    renderScreen(true, { id: 99, onOpened });
    expect(await screen.findByText('该产品不存在或已被删除')).toBeTruthy();
    expect(screen.getByText('智能网关', { selector: 'td' })).toBeTruthy();
    expect(onOpened).toHaveBeenCalledTimes(1);
  });

  it('gives a viewer only a read-only view: no add, no delete, 查看 instead of 编辑', async () => {
    const { container, user } = renderScreen(false);
    await screen.findByText('智能网关', { selector: 'td' });
    expect(buttonIn(container, '添加产品')).toBeNull();
    const row = rowOf('智能网关');
    expect(buttonIn(row, '删除')).toBeNull();
    expect(buttonIn(row, '编辑')).toBeNull();

    await user.click(buttonIn(row, '查看')!);
    expect(await screen.findByText('查看产品：智能网关')).toBeTruthy();
    expect(buttonIn(container, '保存草稿')).toBeNull();
    expect(buttonIn(container, '保存并发布')).toBeNull();
    expect(screen.getByDisplayValue<HTMLInputElement>('智能网关').disabled).toBe(true);
    await user.click(buttonIn(container, '返回列表')!);
    expect(await screen.findByText('温湿度传感器', { selector: 'td' })).toBeTruthy();
  });

  it('shows the form’s Chinese messages for the required fields and sends nothing', async () => {
    let posted = 0;
    server.use(http.post('/api/products', () => ((posted += 1), HttpResponse.json({}, { status: 500 }))));
    const { container, user } = renderScreen(true);
    await user.click(await screen.findByText('添加产品'));
    expect(await screen.findByText('添加产品', { selector: '.ant-card-head-title' })).toBeTruthy();
    await user.click(buttonIn(container, '保存草稿')!);
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText('产品名称不能为空', error)).toBeTruthy();
    expect(screen.getByText('产品分类不能为空', error)).toBeTruthy();
    expect(screen.getByText('库存不能为空', error)).toBeTruthy();
    expect(posted).toBe(0);
  });

  it('has a collapsible 搜索引擎优化 section with counters, the server’s limit message, and sends the fields', async () => {
    let sent: Record<string, unknown> | null = null;
    const withSeo = { ...PRODUCTS[0], seo_title: '智能网关SEO', seo_description: '' };
    server.use(
      http.get('/api/admin/products/1', () => HttpResponse.json(withSeo)),
      http.put('/api/products/:id', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...withSeo, ...sent, publication: publication('published', { version: 5 }) });
      }),
    );
    const { container, user } = renderScreen(true);
    await screen.findByText('智能网关', { selector: 'td' });
    // Closed for a product without overrides.
    await user.click(buttonIn(rowOf('温湿度传感器'), '编辑')!);
    const plain = (await screen.findByText('搜索引擎优化')).closest<HTMLElement>('.ant-collapse')!;
    expect(plain.querySelector('.ant-collapse-item-active')).toBeNull();
    await user.click(buttonIn(container, '取消')!);
    await waitFor(() => expect(screen.queryByText('搜索引擎优化')).toBeNull());

    // Open at first for one with an override, the fields already in the form; the editor can close it.
    await user.click(buttonIn(rowOf('智能网关'), '编辑')!);
    const header = await screen.findByText('搜索引擎优化');
    const section = header.closest<HTMLElement>('.ant-collapse')!;
    await waitFor(() => expect(section.querySelector('.ant-collapse-item-active')).not.toBeNull());
    await user.click(header);
    await waitFor(() => expect(section.querySelector('.ant-collapse-item-active')).toBeNull());
    await user.click(header);
    await waitFor(() => expect(section.querySelector('.ant-collapse-item-active')).not.toBeNull());

    const title = within(section).getByLabelText<HTMLInputElement>('SEO标题');
    const description = within(section).getByLabelText<HTMLTextAreaElement>('SEO描述');
    expect(title.value).toBe('智能网关SEO');
    expect(within(section).getByText('7 / 60')).toBeTruthy();
    expect(within(section).getByText('0 / 160')).toBeTruthy();

    // Too long: the counter says so and the form gives the server's message; nothing is sent.
    await user.clear(title);
    await user.click(title);
    await user.paste('题'.repeat(61));
    expect(within(section).getByText('61 / 60')).toBeTruthy();
    // While a field is too long the section does not close, so its message stays in sight.
    await user.click(header);
    expect(section.querySelector('.ant-collapse-item-active')).not.toBeNull();
    await user.click(buttonIn(container, '保存草稿')!);
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText('SEO标题不能超过60个字符', error)).toBeTruthy();
    expect(sent).toBeNull();

    await user.clear(title);
    await user.click(title);
    await user.paste('  网关 SEO 标题 ');
    await user.click(description);
    await user.paste('适用于工厂的网关');
    expect(within(section).getByText('8 / 160')).toBeTruthy();
    await user.click(buttonIn(container, '保存草稿')!);
    await waitFor(() => expect(sent).not.toBeNull());
    // The version the form started from goes with the fields.
    expect(sent).toMatchObject({ seo_title: '网关 SEO 标题', seo_description: '适用于工厂的网关', version: 4 });
  });

  it('keeps a saved product in its form with its publishing, and sends the new version next time', async () => {
    const puts: { search: string; version: unknown }[] = [];
    let version = 4;
    server.use(
      http.put('/api/products/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push({ search: new URL(request.url).search, version: body.version });
        version += 1;
        const publish = new URL(request.url).searchParams.get('publish') === 'true';
        return HttpResponse.json({
          ...PRODUCTS[1],
          publication: publication(publish ? 'published' : 'draft', { version }),
        });
      }),
    );
    const seen: { state: PublishState; version: number; dirty: boolean }[] = [];
    const { container, user } = renderScreen(true, null, ({ product: p, dirty }) => {
      seen.push({ state: p.publication.state, version: p.publication.version, dirty });
      return <div data-testid="publishing">{`${p.publication.state} v${p.publication.version}`}</div>;
    });
    await screen.findByText('温湿度传感器', { selector: 'td' });
    await user.click(buttonIn(rowOf('温湿度传感器'), '编辑')!);
    expect((await screen.findByTestId('publishing')).textContent).toBe('draft v4');

    await user.type(screen.getByLabelText('库存'), '5');
    await waitFor(() => expect(seen.at(-1)?.dirty).toBe(true));
    await user.click(buttonIn(container, '保存草稿')!);
    expect(await screen.findByText('草稿已保存，网站上的内容在发布前不变')).toBeTruthy();
    // Still in the form, the bar with the answer; the form no longer differs from what was saved.
    await waitFor(() => expect(screen.getByTestId('publishing').textContent).toBe('draft v5'));
    expect(seen.at(-1)?.dirty).toBe(false);
    expect(screen.getByText('编辑产品：温湿度传感器')).toBeTruthy();

    await user.click(buttonIn(container, '保存并发布')!);
    expect(await screen.findByText('已保存并发布')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('publishing').textContent).toBe('published v6'));
    expect(puts).toEqual([
      { search: '', version: 4 },
      { search: '?publish=true', version: 5 },
    ]);
  });

  it('gives a save refused as stale (409) to the page with this form’s values, and says nothing itself', async () => {
    server.use(
      http.put('/api/products/:id', () =>
        HttpResponse.json({ error: '有人已保存了新的版本', code: 'STALE_VERSION' }, { status: 409 }),
      ),
    );
    const { container, user } = renderScreen(true, null, ({ stale }) =>
      stale ? <div data-testid="stale">{`stock ${stale.stock}`}</div> : null,
    );
    await screen.findByText('温湿度传感器', { selector: 'td' });
    await user.click(buttonIn(rowOf('温湿度传感器'), '编辑')!);
    await screen.findByText('编辑产品：温湿度传感器');
    await user.type(screen.getByLabelText('库存'), '5');
    await user.click(buttonIn(container, '保存草稿')!);
    expect((await screen.findByTestId('stale')).textContent).toBe('stock 205');
    expect(screen.queryByText('提交产品表单失败')).toBeNull();
  });

  it('deletes a product after a confirmation, and says so', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('/api/products/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen(true);
    await screen.findByText('温湿度传感器', { selector: 'td' });
    await user.click(buttonIn(rowOf('温湿度传感器'), '删除')!);
    const dialog = await findDialog('确认删除产品');
    expect(within(dialog).getByText(/确定要删除产品“温湿度传感器”吗/)).toBeTruthy();
    expect(deleted).toEqual([]);
    await user.click(buttonIn(dialog, '确定') ?? buttonIn(dialog, '删除')!);
    await waitFor(() => expect(deleted).toEqual(['2']));
    expect(await screen.findByText('产品已删除')).toBeTruthy();
  });
});
