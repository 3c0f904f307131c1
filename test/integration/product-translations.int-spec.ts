import type {
  PreviewLinkView,
  ProductAdminView,
  ProductDetailView,
  ProductTranslationAdminView,
  ProductTranslationsView,
  ProductView,
} from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// Products in English through the gateway (issue 36, docs/languages.md): the English version is saved,
// published and previewed under /api/en/products/{id}, read side by side by staff, and public through
// ?locale=en only where both it and the product are live; the read cache follows every change.
describe('product translations through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;
  let category: number;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${Date.now()}-${++seq}`;

  const product = async (publish: boolean) => {
    const name = uniq('中文产品');
    const made = await editor.post<ProductAdminView>(`/api/products${publish ? '?publish=true' : ''}`, {
      name,
      category,
      status: '已发布',
      price: '¥299',
      stock: 3,
      description: `<p>${name}的说明</p>`,
    });
    expect(made.status).toBe(201);
    return made.body;
  };
  const english = (name: string) => ({ name, description: `<p>${name} description</p>` });

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await ApiClient.signedIn(stack.url, EDITOR);
    viewer = await ApiClient.signedIn(stack.url, VIEWER);
    visitor = new ApiClient(stack.url);
    category = (
      await admin.post<{ id: number }>('/api/categories', {
        name: uniq('翻译产品分类'),
        type: 'product',
        translations: { en: { name: 'Routers' } },
      })
    ).body.id;
  });
  afterAll(() => stopTestStack(stack));

  it('saves a draft, publishes it, and the English reads (cached before) show it at once', async () => {
    const made = await product(true);
    const name = uniq('Router');
    // Read (and cached) before the English version exists.
    const missing = await visitor.get<{ error: string }>(`/api/products/${made.id}?locale=en`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('产品不存在');
    expect((await visitor.get<ProductView[]>(`/api/products?locale=en&search=${name}`)).body).toEqual([]);
    const chinese = await visitor.get<ProductDetailView>(`/api/products/${made.id}`);

    const draft = await editor.put<ProductTranslationAdminView>(`/api/en/products/${made.id}`, english(name));
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ id: made.id, locale: 'en', name, publication: { state: 'draft' } });
    const side = await viewer.get<ProductTranslationsView>(`/api/admin/products/${made.id}/translations`);
    expect(side.body).toEqual({ en: draft.body });
    expect((await visitor.get(`/api/products/${made.id}?locale=en`)).status).toBe(404);

    const live = await editor.post<ProductTranslationAdminView>(`/api/en/products/${made.id}/publish`, {
      version: draft.body.publication.version,
    });
    expect(live.status).toBe(200);
    const shown = await visitor.get<ProductDetailView>(`/api/products/${made.id}?locale=en`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      name,
      description: `<p>${name} description</p>`,
      category_name: 'Routers',
      price: '¥299',
      stock: 3,
    });
    const list = await visitor.get<ProductView[]>(`/api/products?locale=en&search=${name}`);
    expect(list.body.map((p) => [p.id, p.name, p.category_name])).toEqual([[made.id, name, 'Routers']]);
    // The Chinese reads are untouched, byte for byte.
    const again = await visitor.get<ProductDetailView>(`/api/products/${made.id}`);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(chinese.body));

    expect((await editor.delete(`/api/en/products/${made.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/products/${made.id}?locale=en`)).status).toBe(404);
    expect((await viewer.get<ProductTranslationsView>(`/api/admin/products/${made.id}/translations`)).body).toEqual({
      en: null,
    });
  });

  it('answers 404 in English while the product itself is not live', async () => {
    const made = await product(false);
    const name = uniq('Hidden');
    expect((await editor.put(`/api/en/products/${made.id}?publish=true`, english(name))).status).toBe(200);
    expect((await visitor.get(`/api/products/${made.id}?locale=en`)).status).toBe(404);
    expect((await visitor.get<ProductView[]>(`/api/products?locale=en&search=${name}`)).body).toEqual([]);
  });

  it('renders an English preview link, never cached or indexed', async () => {
    const made = await product(false);
    const name = uniq('Preview');
    await editor.put(`/api/en/products/${made.id}`, english(name));
    const link = await editor.post<PreviewLinkView>(`/api/en/products/${made.id}/preview-links`, { hours: 1 });
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^\/en\/preview\/products\/[A-Za-z0-9_-]{43}$/);
    const answer = await fetch(`${stack.url}${link.body.url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const html = await answer.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(name);
    const token = link.body.url!.split('/').pop()!;
    expect((await fetch(`${stack.url}/preview/products/${token}`)).status).toBe(404);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const made = await product(true);
    const live = await editor.put<ProductTranslationAdminView>(
      `/api/en/products/${made.id}?publish=true`,
      english('Kept'),
    );
    expect(live.status).toBe(200);
    const blank = await editor.put<{ error: string }>(`/api/en/products/${made.id}?publish=true`, {
      name: ' ',
      description: '<p>x</p>',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('产品名称不能为空');
    const side = await viewer.get<ProductTranslationsView>(`/api/admin/products/${made.id}/translations`);
    expect(side.body).toEqual({ en: live.body });
    expect((await visitor.get<ProductDetailView>(`/api/products/${made.id}?locale=en`)).body.name).toBe('Kept');

    expect((await editor.put(`/api/en/products/999999`, english('Nobody'))).status).toBe(404);
    const unknown = await visitor.get<{ error: string }>(`/api/products/${made.id}?locale=fr`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('locale 只能是');
    expect((await visitor.get(`/api/products?locale=fr`)).status).toBe(400);
    expect((await viewer.put(`/api/en/products/${made.id}`, english('Viewer'))).status).toBe(403);
  });
});
