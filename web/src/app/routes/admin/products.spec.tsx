/**
 * @jest-environment jest-fixed-jsdom
 */
import type { CategoryView, ProductAdminView, ProductImageView, Publication, PublishState } from '@site/contracts';
import { DEFAULT_PRODUCT_PROMISES } from '@site/contracts/product-promises';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { clearAdminSession, saveAdminSession } from '../../../features/auth/utils/admin-session';
import type { ProductAdminListItem, ProductPayload } from '../../../features/products/api/products';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { uploadFile } from '../../../testing/upload-file';
import { ProductsPage } from './products';

// The products page puts the product form, the image manager and the publishing bar together: a new
// product's pictures wait in the manager and are attached once the product exists; a save is a draft
// unless 保存并发布, and a stale one (409) opens the compare dialog. The table is tested beside the
// products screen, the manager's own behaviour beside it (features/product-images), the bar in publishing.

const productCategory = (id: number, name: string, parent_id: number | null = null): CategoryView => ({
  id,
  name,
  slug: `product-${id}`,
  parent_id,
  type: 'product',
  created_at: '2026-01-01T00:00:00.000Z',
});
const CATEGORIES = [productCategory(1, '智能家居'), productCategory(2, '智能门锁', 1)];

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

/** The admin view: the working copy, its live images and where it stands. */
const product = (id: number, name: string, fields: Partial<ProductAdminView> = {}): ProductAdminView => ({
  id,
  name,
  category: 1,
  category_name: '智能家居',
  model: 'ZH-1000',
  status: '已发布',
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
  publication: publication('published'),
  ...fields,
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
/** `GET /api/admin/products`: one page with every product. */
const listAnswer = (products: readonly ProductAdminView[]) =>
  HttpResponse.json({ items: products.map((p) => listItem(p)), total: products.length, page: 1, totalPages: 1 });
/** `GET /api/admin/products/{id}` from a list of products. */
const adminRead = (products: readonly ProductAdminView[]) =>
  http.get('/api/admin/products/:id', ({ params }) => {
    const found = products.find((p) => p.id === Number(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ error: '产品不存在' }, { status: 404 });
  });
const GATEWAY = product(1, '智能网关', { price: '' });

const savedImage = (id: number, image_order: number, is_primary = false): ProductImageView => ({
  id,
  product_id: 1,
  image_url: `/uploads/p1-${id}.jpg`,
  image_order,
  is_primary,
  alt_text: '',
});

const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;
const findRow = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr')!;
/** The pictures in the manager, in order: their URL, * for the primary one. */
const pictures = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="managed-image"]')].map(
    (card) => `${card.dataset.imageUrl!}${card.dataset.primary === 'true' ? '*' : ''}`,
  );

/** Types a whole value at once (a paste): one change per field keeps antd's forms quick in jsdom. */
async function fill(u: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

/** Picks an option of an antd select or tree select by its text. */
async function choose(u: UserEvent, label: string, option: string): Promise<void> {
  await u.click(screen.getByLabelText(label));
  await u.click(
    await screen.findByText(option, { selector: '.ant-select-item-option-content, .ant-select-tree-title' }),
  );
}

/**
 * The page signed in with a role. The browser remembers an editor (as after signing in) and the
 * server's session says the role, so what depends on the role shows once the session answered.
 */
function renderPage(role = 'editor') {
  saveAdminSession({ username: 'editor1', name: '编辑甲', role: 'editor' });
  server.use(
    http.get('/api/session', () =>
      HttpResponse.json({ user: { id: 2, username: 'editor1', name: '编辑甲', email: '', role } }),
    ),
  );
  return renderAdmin(
    <MemoryRouter initialEntries={['/admin/products']}>
      <ProductsPage />
    </MemoryRouter>,
  );
}

describe('ProductsPage', () => {
  listenDuringTests();

  afterEach(() => clearAdminSession());

  let categoryQueries: string[];
  beforeEach(() => {
    categoryQueries = [];
    server.use(
      http.get('/api/settings', () => HttpResponse.json({})),
      http.get('/api/admin/products/:id/translations', () => HttpResponse.json({ en: null })),
      http.get('/api/categories', ({ request }) => {
        categoryQueries.push(new URL(request.url).search);
        return HttpResponse.json(CATEGORIES);
      }),
    );
  });

  it('adds a product with pictures as a draft: creates it, attaches the pictures in order with the chosen primary, and stays in its form', async () => {
    const list = [GATEWAY];
    const created: { search: string; body: ProductPayload }[] = [];
    const attached: { product: string; image_url: string; image_order: number; is_primary: boolean }[] = [];
    server.use(
      http.get('/api/admin/products', () => listAnswer(list)),
      adminRead(list),
      http.get('/api/products/:id/images', () =>
        HttpResponse.json(
          attached.map((a, i) => ({ ...savedImage(20 + i, a.image_order, a.is_primary), image_url: a.image_url })),
        ),
      ),
      http.post('/api/upload', async ({ request }) => {
        const file = (await request.formData()).get('image') as File;
        return HttpResponse.json({ url: `/uploads/${file.name}`, width: 400, height: 300, bytes: 1024 });
      }),
      http.post('/api/products', async ({ request }) => {
        const body = (await request.json()) as ProductPayload;
        created.push({ search: new URL(request.url).search, body });
        const saved = product(9, body.name, {
          ...body,
          category_name: '智能门锁',
          publication: publication('draft', { version: 1 }),
        });
        list.push(saved);
        return HttpResponse.json(saved, { status: 201 });
      }),
      http.post('/api/products/:id/images', async ({ request, params }) => {
        attached.push({
          product: String(params.id),
          ...((await request.json()) as Omit<(typeof attached)[0], 'product'>),
        });
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { container, user } = renderPage();
    await user.click(await screen.findByText('添加产品', { selector: 'button span' }));
    expect(await screen.findByText('添加产品', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(screen.getByText('暂无图片')).toBeTruthy();
    expect(screen.getByText(/新产品的图片会在创建产品后一并保存/)).toBeTruthy();
    // The category picker offers the product categories.
    expect(categoryQueries).toContain('?type=product');
    // A fresh form says nothing, even once the description editor (loaded on demand) has arrived.
    await screen.findByLabelText('产品描述', { selector: '[contenteditable]' });
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);

    await fill(user, screen.getByLabelText('产品名称'), ' 智能门锁 Pro ');
    await fill(user, screen.getByLabelText('型号'), 'ZL-200');
    await choose(user, '产品分类', '智能门锁');
    await choose(user, '产品状态', '测试中');
    await fill(user, screen.getByLabelText('价格'), '￥2,999.00');
    await fill(user, screen.getByLabelText('库存'), '30');

    await user.upload(screen.getByLabelText('选择图片'), [
      uploadFile(['GIF89a'], 'front.gif', 'image/gif'),
      uploadFile(['GIF89a'], 'side.gif', 'image/gif'),
    ]);
    await waitFor(() => expect(pictures()).toEqual(['/uploads/front.gif*', '/uploads/side.gif']));
    expect(screen.getAllByText('待保存')).toHaveLength(2);
    await user.click(screen.getByLabelText('设为主图：第2张图片'));
    await waitFor(() => expect(pictures()).toEqual(['/uploads/front.gif', '/uploads/side.gif*']));
    // Nothing is attached before the product exists.
    expect(attached).toEqual([]);

    // No publishing bar before the product exists.
    expect(screen.queryByRole('region', { name: '发布状态' })).toBeNull();
    await user.click(buttonIn(container, '保存草稿')!);
    expect(await screen.findByText('产品已创建为草稿，发布后才会在网站上显示')).toBeTruthy();
    expect(created).toEqual([
      {
        search: '',
        body: {
          name: '智能门锁 Pro',
          model: 'ZL-200',
          category: 2,
          status: '测试中',
          price: '¥2,999.00',
          stock: 30,
          description: '',
          seo_title: '',
          seo_description: '',
          promises: null,
        },
      },
    ]);
    expect(attached).toEqual([
      { product: '9', image_url: '/uploads/front.gif', image_order: 0, is_primary: false, alt_text: '' },
      { product: '9', image_url: '/uploads/side.gif', image_order: 1, is_primary: true, alt_text: '' },
    ]);
    // Its form now, with its saved pictures and its publishing bar: a draft, 发布 at hand.
    expect(await screen.findByText('编辑产品：智能门锁 Pro', { selector: '.ant-card-head-title' })).toBeTruthy();
    await waitFor(() => expect(pictures()).toEqual(['/uploads/front.gif', '/uploads/side.gif*']));
    expect(screen.queryByText('待保存')).toBeNull();
    const bar = screen.getByRole('region', { name: '发布状态' });
    expect(within(bar).getByText('草稿')).toBeTruthy();
    expect(buttonIn(bar, '发布')!.disabled).toBe(false);
    // Back to the table, read again with the new product (a draft).
    await user.click(buttonIn(container, '取消')!);
    expect(within(await findRow('智能门锁 Pro')).getByText('草稿', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('a refused create keeps the form and its pictures and attaches nothing; 取消 drops the pictures', async () => {
    let attached = 0;
    server.use(
      http.get('/api/admin/products', () => listAnswer([GATEWAY])),
      http.post('/api/upload', () =>
        HttpResponse.json({ url: '/uploads/front.gif', width: 400, height: 300, bytes: 1024 }),
      ),
      http.post('/api/products', () => HttpResponse.json({ error: '产品名称已存在' }, { status: 409 })),
      http.post('/api/products/:id/images', () => ((attached += 1), HttpResponse.json({}, { status: 201 }))),
    );
    const { container, user } = renderPage();
    await user.click(await screen.findByText('添加产品', { selector: 'button span' }));
    await fill(user, await screen.findByLabelText('产品名称'), '智能网关');
    await choose(user, '产品分类', '智能家居');
    await choose(user, '产品状态', '开发中');
    await fill(user, screen.getByLabelText('价格'), '价格面议');
    await fill(user, screen.getByLabelText('库存'), '0');
    await user.upload(screen.getByLabelText('选择图片'), uploadFile(['GIF89a'], 'front.gif', 'image/gif'));
    await waitFor(() => expect(pictures()).toEqual(['/uploads/front.gif*']));

    await user.click(buttonIn(container, '保存并发布')!);
    expect(await screen.findByText('提交产品表单失败')).toBeTruthy();
    expect(screen.getByText('产品名称已存在')).toBeTruthy();
    expect(attached).toBe(0);
    expect(screen.getByLabelText<HTMLInputElement>('产品名称').value).toBe('智能网关');
    expect(pictures()).toEqual(['/uploads/front.gif*']);

    await user.click(buttonIn(container, '取消')!);
    await user.click(await screen.findByText('添加产品', { selector: 'button span' }));
    expect(await screen.findByText('暂无图片')).toBeTruthy();
    expect(pictures()).toEqual([]);
  });

  it('edits a product: shows its working copy, saved pictures and publishing bar, and 保存并发布 sends the version with ?publish=true', async () => {
    const updated: { id: string; search: string; body: ProductPayload & { version?: number } }[] = [];
    // The list shows the published fields; the form reads the working copy (a draft with a description).
    const working = { ...GATEWAY, publication: publication('published', { has_changes: true }) };
    server.use(
      http.get('/api/admin/products', () => listAnswer([GATEWAY])),
      adminRead([working]),
      http.get('/api/products/:id/images', () => HttpResponse.json([savedImage(12, 1), savedImage(11, 0, true)])),
      http.put('/api/products/:id', async ({ request, params }) => {
        const body = (await request.json()) as ProductPayload & { version?: number };
        updated.push({ id: String(params.id), search: new URL(request.url).search, body });
        return HttpResponse.json({ ...GATEWAY, ...body, publication: publication('published', { version: 5 }) });
      }),
    );
    const { container, user } = renderPage();
    await screen.findByText('智能网关', { selector: 'td' });
    await waitFor(() => expect(buttonIn(rowOf('智能网关'), '编辑')).not.toBeNull());
    await user.click(buttonIn(rowOf('智能网关'), '编辑')!);
    expect(await screen.findByText('编辑产品：智能网关')).toBeTruthy();
    await waitFor(() => expect(pictures()).toEqual(['/uploads/p1-11.jpg*', '/uploads/p1-12.jpg']));
    expect(screen.getByText(/图片的改动会立即保存/)).toBeTruthy();
    expect(screen.queryByText('待保存')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('型号').value).toBe('ZH-1000');
    // A negotiable price ('') is said in words, so the required field is filled.
    expect(screen.getByLabelText<HTMLInputElement>('价格').value).toBe('价格面议');
    expect(screen.getByLabelText('产品分类').closest('.ant-select')!.textContent).toContain('智能家居');
    const bar = screen.getByRole('region', { name: '发布状态' });
    expect(within(bar).getByText('已发布')).toBeTruthy();
    expect(within(bar).getByText('有未发布的修改')).toBeTruthy();

    await fill(user, screen.getByLabelText('库存'), '5');
    // Unsaved changes: the bar's 发布 waits for a save.
    await waitFor(() => expect(buttonIn(bar, '发布')!.disabled).toBe(true));
    await user.click(buttonIn(container, '保存并发布')!);
    expect(await screen.findByText('已保存并发布')).toBeTruthy();
    expect(updated).toEqual([
      {
        id: '1',
        search: '?publish=true',
        body: {
          name: '智能网关',
          model: 'ZH-1000',
          category: 1,
          status: '已发布',
          price: '',
          stock: 5,
          description: '<p>说明</p>',
          seo_title: '',
          seo_description: '',
          promises: null,
          version: 4,
        },
      },
    ]);
    // Still in the form; the bar takes the answer (live, nothing unpublished).
    expect(screen.getByText('编辑产品：智能网关')).toBeTruthy();
    await waitFor(() => expect(within(bar).queryByText('有未发布的修改')).toBeNull());
  });

  it('a save refused as stale (409) opens the compare dialog; 仍然保存我的版本 saves without a version', async () => {
    const puts: { search: string; version: unknown; stock: unknown }[] = [];
    // Someone saved meanwhile: the working copy is version 5 with another price.
    let theirs = GATEWAY;
    server.use(
      http.get('/api/admin/products', () => listAnswer([GATEWAY])),
      http.get('/api/admin/products/:id', () => HttpResponse.json(theirs)),
      http.get('/api/products/:id/images', () => HttpResponse.json([])),
      http.put('/api/products/:id', async ({ request }) => {
        const body = (await request.json()) as ProductPayload & { version?: number };
        puts.push({ search: new URL(request.url).search, version: body.version, stock: body.stock });
        if (body.version !== undefined) {
          theirs = product(1, '智能网关', { price: '¥2999', publication: publication('published', { version: 5 }) });
          return HttpResponse.json({ error: '有人已保存了新的版本', code: 'STALE_VERSION' }, { status: 409 });
        }
        return HttpResponse.json({ ...theirs, ...body, publication: publication('published', { version: 6 }) });
      }),
    );
    const { container, user } = renderPage();
    await user.click(buttonIn(await findRow('智能网关'), '编辑')!);
    expect(await screen.findByText('编辑产品：智能网关')).toBeTruthy();
    await fill(user, screen.getByLabelText('库存'), '7');
    await user.click(buttonIn(container, '保存草稿')!);

    const dialog = (
      await screen.findByText('有人在您编辑期间保存了新的版本', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('.ant-modal')!;
    // Their copy (read again) against this form's: the price they changed, the stock typed here.
    expect(await within(dialog).findByText(/¥2999/)).toBeTruthy();
    expect(screen.queryByText('提交产品表单失败')).toBeNull();
    await user.click(buttonIn(dialog, '仍然保存我的版本')!);
    expect(await screen.findByText('已保存您的版本')).toBeTruthy();
    expect(puts).toEqual([
      { search: '', version: 4, stock: 7 },
      { search: '', version: undefined, stock: 7 },
    ]);
    await waitFor(() => expect(screen.queryByText('有人在您编辑期间保存了新的版本')).toBeNull());
  });

  it('saves a product’s own 商品页承诺: a line hidden, a custom text, a custom multiplier (issue 34)', async () => {
    const updated: ProductPayload[] = [];
    const hidden = product(1, '智能网关', { promises: { rating: { show: false } } });
    server.use(
      http.get('/api/settings', () =>
        HttpResponse.json({
          productPromises: { ...DEFAULT_PRODUCT_PROMISES, shipping: { text: '免运费', show: false } },
        }),
      ),
      http.get('/api/admin/products', () => listAnswer([hidden])),
      adminRead([hidden]),
      http.get('/api/products/:id/images', () => HttpResponse.json([])),
      http.put('/api/products/:id', async ({ request }) => {
        const body = (await request.json()) as ProductPayload;
        updated.push(body);
        return HttpResponse.json({ ...hidden, ...body, publication: publication('published', { version: 5 }) });
      }),
    );
    const { container, user } = renderPage();
    await screen.findByText('智能网关', { selector: 'td' });
    await waitFor(() => expect(buttonIn(rowOf('智能网关'), '编辑')).not.toBeNull());
    await user.click(buttonIn(rowOf('智能网关'), '编辑')!);
    expect(await screen.findByText('编辑产品：智能网关')).toBeTruthy();

    // Open, since the product overrides a line; each line says what the settings give it.
    const line = (label: string) =>
      screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
    const choice = (label: string, mode: string) => within(line(label)).getByText(mode).closest('label')!;
    expect(choice('评分', '隐藏').className).toContain('checked');
    expect(await within(line('评分')).findByText('默认：4.8')).toBeTruthy();
    expect(within(line('运费')).getByText('默认：隐藏')).toBeTruthy();
    expect(within(line('划线原价')).getByText('默认：售价 × 1.2')).toBeTruthy();

    await user.click(choice('评分', '沿用默认'));
    // The box for a custom value shows once 自定义 is chosen.
    const box = async (label: string) => {
      await waitFor(() => expect(screen.getByLabelText(label).closest('.ant-form-item-hidden')).toBeNull());
      return screen.getByLabelText(label);
    };
    expect(screen.getByLabelText('退货承诺内容').closest('.ant-form-item-hidden')).not.toBeNull();
    await user.click(choice('划线原价', '自定义'));
    await fill(user, await box('划线原价倍数'), '1.5');
    await user.click(choice('退货承诺', '自定义'));
    await fill(user, await box('退货承诺内容'), ' 15天无理由退货 ');
    await user.click(choice('好评率', '隐藏'));
    await user.click(buttonIn(container, '保存草稿')!);
    expect(await screen.findByText('草稿已保存，网站上的内容在发布前不变')).toBeTruthy();
    expect(updated.map((body) => body.promises)).toEqual([
      {
        goodRate: { show: false },
        listPrice: { show: true, multiplier: 1.5 },
        returns: { show: true, text: '15天无理由退货' },
      },
    ]);
  });

  it('shows a viewer the product and its pictures read-only', async () => {
    server.use(
      http.get('/api/admin/products', () => listAnswer([GATEWAY])),
      adminRead([GATEWAY]),
      http.get('/api/products/:id/images', () => HttpResponse.json([savedImage(11, 0, true)])),
    );
    const { container, user } = renderPage('viewer');
    await screen.findByText('智能网关', { selector: 'td' });
    await waitFor(() => expect(buttonIn(rowOf('智能网关'), '查看')).not.toBeNull());
    expect(buttonIn(container, '添加产品')).toBeNull();
    await user.click(buttonIn(rowOf('智能网关'), '查看')!);
    expect(await screen.findByText('查看产品：智能网关')).toBeTruthy();
    await waitFor(() => expect(pictures()).toEqual(['/uploads/p1-11.jpg*']));
    expect(buttonIn(container, '上传图片')).toBeNull();
    expect(screen.queryByLabelText('删除：第1张图片')).toBeNull();
    expect(buttonIn(container, '保存草稿')).toBeNull();
    expect(buttonIn(container, '保存并发布')).toBeNull();
    // Where it stands and its history, with nothing to change.
    const bar = screen.getByRole('region', { name: '发布状态' });
    expect(within(bar).getByText('已发布')).toBeTruthy();
    expect(buttonIn(bar, '下线')!.disabled).toBe(true);
    expect(buttonIn(bar, '历史版本')!.disabled).toBe(false);
  });

  it('shows the list loading, then says 暂无数据 when there are no products', async () => {
    const gate = responseGate();
    server.use(
      http.get('/api/admin/products', async () => {
        await gate.opened;
        return listAnswer([]);
      }),
    );
    const { container } = renderPage();
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull());
    // The table's placeholder shows under the spinner too: the answer has come once the spinner stops.
    gate.open();
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull());
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText('加载产品数据失败')).toBeNull();
  });

  it('says the list failed to load with the server’s reason, and 重试 reads it again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/products', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: '产品目录服务暂不可用' }, { status: 503 })
          : listAnswer([GATEWAY]);
      }),
    );
    const { user } = renderPage();
    const alert = (await screen.findByText('产品目录服务暂不可用', { selector: '.ant-alert *' })).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(alert).getByText('加载产品数据失败')).toBeTruthy();
    await user.click(buttonIn(alert, '重试')!);
    expect(await screen.findByText('智能网关', { selector: 'td' })).toBeTruthy();
    expect(calls).toBe(2);
    await waitFor(() => expect(screen.queryByText('加载产品数据失败', { selector: '.ant-alert *' })).toBeNull());
  });
});
