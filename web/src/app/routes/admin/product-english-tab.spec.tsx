/**
 * @jest-environment jest-fixed-jsdom
 */
import type { ProductAdminView, ProductImageView, ProductTranslationAdminView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { clearAdminSession } from '../../../features/auth/utils/admin-session';
import { publication } from '../../../features/publishing/testing/publishing-fixtures';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { buttonIn, englishPanel, englishTab, serveEditor, valueOf } from '../../../testing/english-tab';
import '../../../testing/prosemirror-layout';
import { ProductsPage } from './products';

// The product form's 英文版本 tab beside the Chinese one: the English working copy with the gallery's alt
// texts, 从中文复制, saving with the version (and a stale save's message), publishing through the shared
// bar, removal, and a new product.

const image = (id: number, image_order: number, alt_text: string): ProductImageView => ({
  id,
  product_id: 7,
  image_url: `/uploads/p7-${id}.jpg`,
  image_order,
  is_primary: image_order === 0,
  alt_text,
});
const IMAGES = [image(11, 0, '网关正面'), image(12, 1, '')];

const PRODUCT: ProductAdminView = {
  id: 7,
  name: '智能网关',
  category: 1,
  category_name: '智能家居',
  model: 'ZH-1000',
  status: '已发布',
  price: '¥1999',
  stock: 20,
  description: '<p>网关说明。</p>',
  seo_title: '网关',
  seo_description: '',
  promises: null,
  date: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  image: IMAGES[0].image_url,
  cover_image: IMAGES[0].image_url,
  primary_image: IMAGES[0].image_url,
  images: IMAGES,
  product_images: IMAGES,
  publication: publication({ state: 'published', version: 3, has_changes: false }),
};

/** The English working copy: a draft at version 2. */
const ENGLISH: ProductTranslationAdminView = {
  id: 7,
  locale: 'en',
  name: 'Smart gateway',
  description: '<p>The gateway.</p>',
  seo_title: '',
  seo_description: '',
  image_alts: { '11': 'Gateway, front' },
  publication: publication({ state: 'draft', version: 2, has_changes: true }),
};

function renderAt(path: string) {
  return renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <ProductsPage />
    </MemoryRouter>,
  );
}

describe('ProductsPage: 英文版本', () => {
  listenDuringTests();
  afterEach(() => clearAdminSession());

  let english: ProductTranslationAdminView | null;
  beforeEach(() => {
    serveEditor();
    english = ENGLISH;
    const { description: _d, images: _i, product_images: _p, ...item } = PRODUCT;
    server.use(
      http.get('/api/admin/products', () =>
        HttpResponse.json({
          items: [{ ...item, translations: { en: english?.publication ?? null } }],
          total: 1,
          page: 1,
          totalPages: 1,
        }),
      ),
      http.get('/api/admin/products/:id', () => HttpResponse.json(PRODUCT)),
      http.get('/api/admin/products/:id/translations', () => HttpResponse.json({ en: english })),
      http.get('/api/products/:id/images', () => HttpResponse.json(IMAGES)),
    );
  });

  it('shows the English version beside the Chinese: its state in the tab, its words and alt texts, its bar; the link once published', async () => {
    const { user } = renderAt('/admin/products?edit=7');
    await screen.findByText('编辑产品：智能网关');
    const tag = await within(englishTab()).findByText('英文：草稿');
    expect(tag.closest('.ant-tag')!.className).toContain('orange');
    await user.click(englishTab());
    const panel = englishPanel();
    await waitFor(() => expect(valueOf(panel, '英文产品名称')).toBe('Smart gateway'));
    // A box per picture, the Chinese alt text said beside it.
    expect(valueOf(panel, '图片 1 的英文说明')).toBe('Gateway, front');
    expect(valueOf(panel, '图片 2 的英文说明')).toBe('');
    expect(within(panel).getByText(/中文：网关正面/)).toBeTruthy();
    const bar = within(panel).getByRole('region', { name: '发布状态' });
    expect(within(bar).getByText('草稿', { selector: '.ant-tag' })).toBeTruthy();
    // Not live: no English page to link to.
    expect(within(panel).queryByText('查看英文页面')).toBeNull();

    // Published through the shared bar, under /api/en/products with the version shown.
    const published = {
      ...ENGLISH,
      publication: { ...ENGLISH.publication, state: 'published' as const, has_changes: false },
    };
    const posts: unknown[] = [];
    server.use(
      http.post('/api/en/products/:id/publish', async ({ request, params }) => {
        posts.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(published);
      }),
      http.get('/api/en/products/:id/revisions', () => HttpResponse.json({ items: [] })),
    );
    await user.click(buttonIn(bar, '发布')!);
    await waitFor(() => expect(posts).toEqual([{ id: '7', body: { version: 2 } }]));
    const live = await within(englishTab()).findByText('英文：已发布');
    expect(live.closest('.ant-tag')!.className).toContain('green');
    expect(within(englishPanel()).getByText('查看英文页面').getAttribute('href')).toBe('/en/products/7');
  });

  it('copies the Chinese words into a missing English version and saves it; a stale save shows the 409’s message', async () => {
    english = null;
    const puts: { search: string; body: Record<string, unknown> }[] = [];
    let answer: 'ok' | 'stale' = 'ok';
    server.use(
      http.put('/api/en/products/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push({ search: new URL(request.url).search, body });
        if (answer === 'stale') {
          return HttpResponse.json(
            { error: '在您编辑期间，王编辑 已于 2026-03-02 10:00 保存了新的版本', code: 'STALE_VERSION' },
            { status: 409 },
          );
        }
        return HttpResponse.json({ ...ENGLISH, name: body.name as string });
      }),
    );
    const { user } = renderAt('/admin/products?edit=7');
    await screen.findByText('编辑产品：智能网关');
    const tag = await within(englishTab()).findByText('英文：缺失');
    expect(tag.closest('.ant-tag')!.className).toContain('orange');
    await user.click(englishTab());
    const panel = englishPanel();
    await waitFor(() => expect(valueOf(panel, '英文产品名称')).toBe(''));
    // Nothing to publish or remove yet.
    expect(within(panel).queryByRole('region', { name: '发布状态' })).toBeNull();
    expect(buttonIn(panel, '删除英文版本')).toBeNull();

    await user.click(buttonIn(panel, '从中文复制')!);
    await waitFor(() => expect(valueOf(panel, '英文产品名称')).toBe('智能网关'));
    expect(valueOf(panel, '图片 1 的英文说明')).toBe('网关正面');
    await user.clear(within(panel).getByLabelText('英文产品名称'));
    await user.click(within(panel).getByLabelText('英文产品名称'));
    await user.paste('Smart gateway');
    await user.clear(within(panel).getByLabelText('图片 1 的英文说明'));
    await user.click(within(panel).getByLabelText('图片 1 的英文说明'));
    await user.paste('Gateway, front');
    await user.click(buttonIn(panel, '保存草稿')!);
    await waitFor(() => expect(puts).toHaveLength(1));
    // The first save: no version, not published; a picture without English words is left out.
    expect(puts[0]).toEqual({
      search: '',
      body: {
        name: 'Smart gateway',
        description: '<p>网关说明。</p>',
        seo_title: '网关',
        seo_description: '',
        image_alts: { '11': 'Gateway, front' },
      },
    });
    expect(await within(englishTab()).findByText('英文：草稿')).toBeTruthy();

    // The next save sends the version it started from; someone saved meanwhile.
    answer = 'stale';
    await user.click(buttonIn(englishPanel(), '保存草稿')!);
    expect(await within(englishPanel()).findByText(/王编辑 已于 2026-03-02 10:00 保存了新的版本/)).toBeTruthy();
    expect(puts[1].body.version).toBe(2);
  });

  it('saves and publishes in one step with 保存并发布', async () => {
    const puts: string[] = [];
    server.use(
      http.put('/api/en/products/:id', ({ request }) => {
        puts.push(new URL(request.url).search);
        return HttpResponse.json({ ...ENGLISH, publication: { ...ENGLISH.publication, state: 'published' } });
      }),
    );
    const { user } = renderAt('/admin/products?edit=7');
    await within(await screen.findByRole('tab', { name: /英文版本/ })).findByText('英文：草稿');
    await user.click(englishTab());
    await waitFor(() => expect(valueOf(englishPanel(), '英文产品名称')).toBe('Smart gateway'));
    await user.click(buttonIn(englishPanel(), '保存并发布')!);
    await waitFor(() => expect(puts).toEqual(['?publish=true']));
    expect(await within(englishTab()).findByText('英文：已发布')).toBeTruthy();
  });

  it('removes the English version after a confirm', async () => {
    const deletes: string[] = [];
    server.use(
      http.delete('/api/en/products/:id', ({ params }) => {
        deletes.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAt('/admin/products?edit=7');
    await within(await screen.findByRole('tab', { name: /英文版本/ })).findByText('英文：草稿');
    await user.click(englishTab());
    await waitFor(() => expect(valueOf(englishPanel(), '英文产品名称')).toBe('Smart gateway'));
    await user.click(buttonIn(englishPanel(), '删除英文版本')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除英文版本？', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    // Nothing is removed before the confirm.
    expect(deletes).toEqual([]);
    await user.click(buttonIn(dialog, '删除')!);
    await waitFor(() => expect(deletes).toEqual(['7']));
    expect(await within(englishTab()).findByText('英文：缺失')).toBeTruthy();
    expect(valueOf(englishPanel(), '英文产品名称')).toBe('');
    expect(valueOf(englishPanel(), '图片 1 的英文说明')).toBe('');
    expect(within(englishPanel()).queryByRole('region', { name: '发布状态' })).toBeNull();
  });

  it('keeps the English version closed for a new product until the Chinese is saved', async () => {
    const { user } = renderAt('/admin/products');
    await user.click(await screen.findByText('添加产品', { selector: 'button span' }));
    expect(within(englishTab()).getByText('英文：缺失')).toBeTruthy();
    await user.click(englishTab());
    const panel = englishPanel();
    expect(within(panel).getByText('请先保存中文版本，再编辑英文版本。')).toBeTruthy();
    expect(within(panel).getByLabelText<HTMLInputElement>('英文产品名称').disabled).toBe(true);
    expect(buttonIn(panel, '从中文复制')).toBeNull();
  });
});
