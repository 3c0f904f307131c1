import type { Stack } from '@site/dev-stack';
import type { PreviewLinkView, ProductAdminView, RevisionList } from '@site/contracts';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, startTestStack, stopTestStack } from '../support/test-stack';

// Publishing products through the gateway (docs/publishing.md): drafts off the public list, detail and
// server-rendered page; publish; a schedule run by the catalog's poller; preview links without a
// session. The workflow's other paths are news's (publishing.int-spec.ts) and the catalog's medium specs.
describe('publishing products', () => {
  let stack: Stack;
  let admin: ApiClient;
  let visitor: ApiClient;
  let category: number;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}-${Date.now().toString(36)}`;

  const draft = async (extra: Record<string, unknown> = {}) => {
    const answer = await admin.post<ProductAdminView>('/api/products', {
      name: uniq('草稿产品'),
      category,
      status: '已发布',
      price: '¥99',
      stock: 3,
      description: '<p>草稿说明</p>',
      ...extra,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const publicName = async (id: number) => {
    const answer = await visitor.get<{ name: string }>(`/api/products/${id}`);
    return answer.status === 200 ? answer.body.name : answer.status;
  };
  const inPublicList = async (id: number) =>
    (await visitor.get<{ id: number }[]>('/api/products')).body.some((p) => p.id === id);
  const page = async (id: number) => visitor.get<string>(`/products/${id}`);
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

  beforeAll(async () => {
    // A short poll so a schedule runs within the test's patience; the default is 15 s.
    stack = await startTestStack({ appEnv: { catalog: { PUBLISH_POLL_MS: '500' } } });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    visitor = new ApiClient(stack.url);
    category = (await admin.post<{ id: number }>('/api/categories', { name: uniq('发布分类'), type: 'product' })).body
      .id;
  });
  afterAll(() => stopTestStack(stack));

  it('keeps a draft off the public list, detail and page, and an edit of a published product too until published', async () => {
    const created = await draft();
    expect(created.publication).toMatchObject({ state: 'draft', version: 1, has_changes: false, published_at: null });
    expect(await publicName(created.id)).toBe(404);
    expect(await inPublicList(created.id)).toBe(false);
    expect((await page(created.id)).body).not.toContain(created.name);
    const listed = await admin.get<{ items: { id: number }[] }>('/api/admin/products?state=draft&limit=100');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((p) => p.id)).toContain(created.id);
    expect((await admin.get('/api/admin/products?state=live')).status).toBe(400);
    expect((await admin.get<ProductAdminView>(`/api/admin/products/${created.id}`)).body).toEqual(created);

    const live = await admin.post<ProductAdminView>(`/api/products/${created.id}/publish`, {
      version: created.publication.version,
    });
    expect(live.status).toBe(200);
    expect(live.body.publication).toMatchObject({ state: 'published', has_changes: false });
    expect(await publicName(created.id)).toBe(created.name);
    expect(await inPublicList(created.id)).toBe(true);
    const rendered = await page(created.id);
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain(created.name);

    // Read (and cache) it, then save a draft: public reads keep the live version.
    const saved = await admin.put<ProductAdminView>(`/api/products/${created.id}`, {
      ...created,
      name: '尚未发布的产品名',
      version: live.body.publication.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.publication).toMatchObject({ state: 'published', has_changes: true });
    expect(await publicName(created.id)).toBe(created.name);
    expect((await page(created.id)).body).not.toContain('尚未发布的产品名');
    // A save from the version before is stale.
    const stale = await admin.put(`/api/products/${created.id}`, {
      ...created,
      name: '过期的保存',
      version: live.body.publication.version,
    });
    expect(stale.status).toBe(409);

    await admin.post(`/api/products/${created.id}/publish`, {});
    expect(await publicName(created.id)).toBe('尚未发布的产品名');
    const history = await admin.get<RevisionList>(`/api/products/${created.id}/revisions`);
    expect(history.body.items.map((r) => r.action)).toEqual(['publish', 'save', 'publish', 'create']);
  });

  it('publishes on schedule while the catalog runs', async () => {
    const created = await draft();
    const at = soon(2500);
    const scheduled = await admin.post<ProductAdminView>(`/api/products/${created.id}/schedule`, { publish_at: at });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.publication).toMatchObject({ state: 'scheduled', publish_at: at });
    expect(await publicName(created.id)).toBe(404);
    await eventually(() => inPublicList(created.id));
    expect(await publicName(created.id)).toBe(created.name);
    const history = await admin.get<RevisionList>(`/api/products/${created.id}/revisions`);
    expect(history.body.items.find((r) => r.action === 'publish')).toMatchObject({
      actor_name: '定时发布',
      live: true,
    });
  });

  it('shares a draft through a preview link without a session, until it is revoked', async () => {
    const created = await draft({ name: uniq('预览产品') });
    const link = await admin.post<PreviewLinkView>(`/api/products/${created.id}/preview-links`, {});
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^\/preview\/products\/[A-Za-z0-9_-]{43}$/);
    const shown = await visitor.get<string>(link.body.url!);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(created.name);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.headers.get('x-robots-tag')).toBe('noindex');
    // A later save shows through the same link.
    await admin.put(`/api/products/${created.id}`, { ...created, name: '预览里的新产品名' });
    expect((await visitor.get<string>(link.body.url!)).body).toContain('预览里的新产品名');
    expect((await visitor.get('/preview/products/not-a-token')).status).toBe(404);

    const revoked = await admin.request('DELETE', `/api/products/${created.id}/preview-links/${link.body.id}`);
    expect(revoked.status).toBe(204);
    expect((await visitor.get(link.body.url!)).status).toBe(404);
  });
});
