import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { eventually, startTestStack, stopTestStack } from '../support/test-stack';
import { CALLERS, type Caller, MATRIX } from './authorization-matrix';

const ACCOUNTS = { viewer: VIEWER, editor: EDITOR, admin: ADMIN } as const;

describe('authorization matrix: every gateway route × anonymous, viewer, editor, admin', () => {
  let stack: Stack;
  const clients = {} as Record<Caller, ApiClient>;

  const clientFor = async (caller: Caller, fresh: boolean): Promise<ApiClient> => {
    if (caller === 'anonymous') return new ApiClient(stack.url);
    return fresh ? ApiClient.signedIn(stack.url, ACCOUNTS[caller]) : clients[caller];
  };

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    clients.anonymous = new ApiClient(stack.url);
    for (const caller of ['viewer', 'editor', 'admin'] as const) {
      clients[caller] = await ApiClient.signedIn(stack.url, ACCOUNTS[caller]);
    }
  });
  afterAll(() => stopTestStack(stack));

  it('has an entry for every route the gateway registers, and no entry for a route it does not', async () => {
    const doc = (
      await clients.anonymous.get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/openapi.json')
    ).body;
    const registered = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${route}`),
    );
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    expect(registered.filter((key) => !covered.has(key))).toEqual([]);
    expect([...covered].filter((key) => !registered.includes(key))).toEqual([]);
  });

  describe.each(MATRIX)('$method $path', (row) => {
    it.each(CALLERS)('%s gets the expected status', async (caller) => {
      const client = await clientFor(caller, row.endsSession === true);
      const answer = await client.request(row.method, row.path, row.body);
      expect({ caller, status: answer.status }).toEqual({ caller, status: row.expect[caller] });
    });
  });

  it('refuses every write without the CSRF header, even from an admin, before it does anything', async () => {
    const writes = MATRIX.filter((row) => row.method !== 'GET' && row.path !== '/api/log-visit');
    for (const row of writes) {
      const answer = await clients.admin.request(row.method, row.path, row.body, { csrf: false });
      expect({ route: `${row.method} ${row.path}`, status: answer.status }).toEqual({
        route: `${row.method} ${row.path}`,
        status: 403,
      });
    }
  });

  it('changes nothing when a write is refused, even with a valid payload', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          clients.admin.get('/api/users').then((a) => a.body),
          clients.admin.get('/api/categories').then((a) => a.body),
          clients.admin.get('/api/products').then((a) => a.body),
          clients.admin.get(`/api/products/${productId}`).then((a) => a.body),
          clients.admin.get('/api/news?limit=100').then((a) => a.body),
          clients.admin.get(`/api/news/${newsId}?count_view=false`).then((a) => a.body),
          clients.admin.get('/api/admin/news?limit=100').then((a) => a.body),
          clients.admin.get(`/api/admin/news/${newsId}`).then((a) => a.body),
          clients.admin.get(`/api/news/${newsId}/revisions`).then((a) => a.body),
          clients.admin.get(`/api/news/${newsId}/preview-links`).then((a) => a.body),
          ...['general', 'security', 'email', 'system'].map((tab) =>
            clients.admin.get(`/api/settings?tab=${tab}`).then((a) => a.body),
          ),
        ]),
      );
    const users = (await clients.admin.get<{ id: number; username: string }[]>('/api/users')).body;
    const viewerId = users.find((u) => u.username === 'viewer')!.id;
    // The demo catalogue: a product with images, and categories with and without products.
    const products = (await clients.admin.get<{ id: number; category: number }[]>('/api/products')).body;
    const categories = (await clients.admin.get<{ id: number; type: string }[]>('/api/categories')).body;
    const productId = products[0].id;
    const productCategory = products[0].category;
    const newsCategory = categories.find((c) => c.type === 'news')!.id;
    const images = (await clients.admin.get<{ id: number; image_url: string }[]>(`/api/products/${productId}/images`))
      .body;
    // The demo news (seeded in the background once the catalog answers, in one transaction).
    const seeded = await eventually(async () => {
      const answer = await clients.admin.get<{ items: { id: number }[] }>('/api/news');
      return answer.body.items.length ? answer.body.items : undefined;
    }, 30_000);
    const newsId = seeded[0].id;
    const news = { title: '被篡改的新闻', category: newsCategory, content: '<p>篡改</p>' };
    const product = {
      name: '被篡改的产品',
      category: productCategory,
      status: '已发布',
      price: '¥1',
      stock: 1,
      description: '',
    };
    const valid = [
      {
        method: 'POST',
        path: '/api/users',
        body: {
          username: 'intruder',
          name: '入侵者',
          email: 'x@example.com',
          role: 'admin',
          password: 'Intruder-Pass-1',
        },
      },
      {
        method: 'PUT',
        path: `/api/users/${viewerId}`,
        body: { username: 'viewer', name: '改名', email: 'v@example.com', role: 'admin' },
      },
      { method: 'PATCH', path: `/api/users/${viewerId}/status`, body: { status: 'disabled' } },
      { method: 'POST', path: `/api/users/${viewerId}/reset-password`, body: { newPassword: 'Another-Pass-99' } },
      { method: 'DELETE', path: `/api/users/${viewerId}` },
      { method: 'POST', path: '/api/settings', body: { tab: 'general', settings: { siteName: '被篡改' } } },
    ] as const;
    // Content writes: refused to anonymous callers and viewers (editors may make them).
    const validContent = [
      { method: 'POST', path: '/api/categories', body: { name: '入侵分类', type: 'product' } },
      { method: 'PUT', path: `/api/categories/${newsCategory}`, body: { name: '被篡改的分类', type: 'news' } },
      { method: 'DELETE', path: `/api/categories/${newsCategory}` },
      { method: 'POST', path: '/api/products', body: product },
      { method: 'PUT', path: `/api/products/${productId}`, body: product },
      { method: 'DELETE', path: `/api/products/${productId}` },
      { method: 'POST', path: `/api/products/${productId}/images`, body: { image_url: images[0].image_url } },
      { method: 'DELETE', path: `/api/products/${productId}/images/${images[0].id}` },
      { method: 'PUT', path: `/api/products/${productId}/images/${images[1].id}/set-primary` },
      {
        method: 'PUT',
        path: `/api/products/${productId}/images/reorder`,
        body: { images: images.map((image, i) => ({ id: image.id, image_order: images.length - i })) },
      },
      { method: 'POST', path: '/api/news', body: news },
      { method: 'PUT', path: `/api/news/${newsId}`, body: news },
      { method: 'DELETE', path: `/api/news/${newsId}` },
      { method: 'POST', path: '/api/news?publish=true', body: news },
      { method: 'PUT', path: `/api/news/${newsId}?publish=true`, body: news },
      { method: 'POST', path: `/api/news/${newsId}/publish`, body: {} },
      { method: 'POST', path: `/api/news/${newsId}/unpublish` },
      {
        method: 'POST',
        path: `/api/news/${newsId}/schedule`,
        body: { publish_at: new Date(Date.now() + 86_400_000).toISOString() },
      },
      { method: 'DELETE', path: `/api/news/${newsId}/schedule` },
      { method: 'PUT', path: `/api/news/${newsId}/autosave`, body: news },
      { method: 'POST', path: `/api/news/${newsId}/preview-links`, body: {} },
    ] as const;
    const before = await snapshot();
    const attempts = [
      ...(['anonymous', 'viewer', 'editor'] as const).flatMap((caller) => valid.map((write) => ({ caller, write }))),
      ...(['anonymous', 'viewer'] as const).flatMap((caller) => validContent.map((write) => ({ caller, write }))),
    ];
    for (const { caller, write } of attempts) {
      const answer = await clients[caller].request(write.method, write.path, 'body' in write ? write.body : undefined);
      expect({ caller, write: `${write.method} ${write.path}`, status: answer.status }).toEqual({
        caller,
        write: `${write.method} ${write.path}`,
        status: caller === 'anonymous' ? 401 : 403,
      });
    }
    expect(await snapshot()).toBe(before);
  });
});
