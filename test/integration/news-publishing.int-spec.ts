import {
  type NewsAdminListAnswer,
  type NewsAdminView,
  type PreviewLinkView,
  type ProductAdminView,
  type SchedulesAnswer,
  scheduledTime,
} from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { eventually, startTestStack, stopTestStack } from '../support/test-stack';

// The gateway's side of publishing news (docs/publishing.md): drafts stay off the public reads and
// pages, ?publish=true and the publishing routes put them there (through the read cache), staff read
// the admin list, and preview links render the working copy for anyone holding one.
describe('news publishing through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;
  let category: number;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${Date.now()}-${++seq}`;

  const article = (title = uniq('发布测试')) => ({ title, category, content: `<p>${title}的正文</p>` });
  const publicIds = async () =>
    (await visitor.get<{ items: { id: number }[] }>('/api/news?limit=50')).body.items.map((i) => i.id);

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await ApiClient.signedIn(stack.url, EDITOR);
    viewer = await ApiClient.signedIn(stack.url, VIEWER);
    visitor = new ApiClient(stack.url);
    const made = await admin.post<{ id: number }>('/api/categories', { name: uniq('发布分类'), type: 'news' });
    category = made.body.id;
  });
  afterAll(() => stopTestStack(stack));

  it('keeps a new article a draft: off the public list, page and API; in the admin list as 草稿', async () => {
    const input = article();
    const created = await editor.post<NewsAdminView>('/api/news', input);
    expect(created.status).toBe(201);
    expect(created.body.publication).toMatchObject({ state: 'draft', published_at: null });
    const id = created.body.id;
    expect(await publicIds()).not.toContain(id);
    expect((await visitor.get(`/api/news/${id}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/news/${id}`)).status).toBe(404);
    const drafts = await viewer.get<NewsAdminListAnswer>('/api/admin/news?status=draft&limit=100');
    expect(drafts.status).toBe(200);
    expect(drafts.body.items.map((i) => i.id)).toContain(id);
    const one = await viewer.get<NewsAdminView>(`/api/admin/news/${id}`);
    expect(one.body).toMatchObject({ id, title: input.title, publication: { state: 'draft' } });
    expect(one.headers.get('x-cache')).toBeNull();
  });

  it('publishes with ?publish=true, and the public reads (cached before) show it at once', async () => {
    await publicIds(); // the list is now in the read cache
    const created = await editor.post<NewsAdminView>('/api/news?publish=true', article());
    expect(created.status).toBe(201);
    expect(created.body.publication.state).toBe('published');
    expect(await publicIds()).toContain(created.body.id);
    expect((await visitor.get(`/api/news/${created.body.id}`)).status).toBe(200);
  });

  it('saves a published article as a working copy; publish makes it live; a stale version is a 409', async () => {
    const created = await editor.post<NewsAdminView>('/api/news?publish=true', article());
    const id = created.body.id;
    const live = created.body.title;
    const version = created.body.publication.version;
    const saved = await editor.put<NewsAdminView>(`/api/news/${id}`, { ...article(`${live}（修订）`), version });
    expect(saved.status).toBe(200);
    expect(saved.body.publication.has_changes).toBe(true);
    expect((await visitor.get<{ title: string }>(`/api/news/${id}`)).body.title).toBe(live);
    const stale = await editor.put(`/api/news/${id}`, { ...article(`${live}（冲突）`), version });
    expect(stale.status).toBe(409);
    expect((await editor.post(`/api/news/${id}/publish`, { version: 'x' })).status).toBe(400);
    const published = await editor.post<NewsAdminView>(`/api/news/${id}/publish`, {
      version: saved.body.publication.version,
    });
    expect(published.status).toBe(200);
    expect((await visitor.get<{ title: string }>(`/api/news/${id}`)).body.title).toBe(`${live}（修订）`);
    const unpublished = await editor.post<NewsAdminView>(`/api/news/${id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect((await visitor.get(`/api/news/${id}`)).status).toBe(404);
    expect(await publicIds()).not.toContain(id);
  });

  it('refuses a schedule in the past on arrival, and keeps one in the future off the site until due', async () => {
    const created = await editor.post<NewsAdminView>('/api/news', article());
    const id = created.body.id;
    const past = await editor.post<{ error: string }>(`/api/news/${id}/schedule`, {
      publish_at: '2020-01-01T00:00:00+08:00',
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toContain('发布时间必须晚于当前时间');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await editor.post<NewsAdminView>(`/api/news/${id}/schedule`, { publish_at: at });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.publication.state).toBe('scheduled');
    expect((await visitor.get(`/api/news/${id}`)).status).toBe(404);
    const cancelled = await editor.delete<NewsAdminView>(`/api/news/${id}/schedule`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.publication.state).toBe('draft');
  });

  it('lists revisions to staff and restores one as a draft', async () => {
    const created = await editor.post<NewsAdminView>('/api/news?publish=true', article());
    const id = created.body.id;
    await editor.put(`/api/news/${id}`, article(`${created.body.title}（第二版）`));
    const revisions = await viewer.get<{ items: { id: number; action: string }[] }>(`/api/news/${id}/revisions`);
    expect(revisions.status).toBe(200);
    expect(revisions.body.items.length).toBeGreaterThanOrEqual(2);
    const first = revisions.body.items.at(-1)!;
    const one = await viewer.get<{ fields: Record<string, unknown> }>(`/api/news/${id}/revisions/${first.id}`);
    expect(one.body.fields.title).toBe(created.body.title);
    const restored = await editor.post<{ record: NewsAdminView }>(`/api/news/${id}/revisions/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.record.title).toBe(created.body.title);
    expect((await editor.put(`/api/news/${id}/autosave`, { title: '写到一半' })).status).toBe(200);
  });

  describe('a preview link', () => {
    it('renders the working copy as the public page would, to anyone, never cached or indexed', async () => {
      const created = await editor.post<NewsAdminView>('/api/news', article());
      const id = created.body.id;
      const link = await editor.post<PreviewLinkView>(`/api/news/${id}/preview-links`, { hours: 2 });
      expect(link.status).toBe(201);
      expect(link.body.url).toMatch(/^\/preview\/news\/[A-Za-z0-9_-]+$/);
      for (let visit = 0; visit < 2; visit++) {
        const answer = await fetch(`${stack.url}${link.body.url}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(answer.headers.get('x-robots-tag')).toBe('noindex');
        expect(answer.headers.get('x-cache')).toBeNull();
        const html = await answer.text();
        expect(html).toContain(created.body.title);
        expect(html).toContain(`${created.body.title}的正文`);
        expect(html).not.toMatch(/<script type="module"/);
      }
      // Still a draft: the public page and API know nothing of it.
      expect((await fetch(`${stack.url}/news/${id}`)).status).toBe(404);
      const links = await viewer.get<{ items: PreviewLinkView[] }>(`/api/news/${id}/preview-links`);
      expect(links.body.items).toEqual([expect.objectContaining({ id: link.body.id, url: null, revoked: false })]);
      expect((await editor.delete(`/api/news/${id}/preview-links/${link.body.id}`)).status).toBe(204);
      const revoked = await fetch(`${stack.url}${link.body.url}`);
      expect(revoked.status).toBe(404);
      expect(revoked.headers.get('cache-control')).toBe('private, no-store');
      expect(await revoked.text()).toContain('页面未找到');
    });

    it('answers a forged token with the 404 page', async () => {
      const forged = await fetch(`${stack.url}/preview/news/${'x'.repeat(43)}`);
      expect(forged.status).toBe(404);
      expect(forged.headers.get('x-robots-tag')).toBe('noindex');
      expect((await fetch(`${stack.url}/preview/news/not%20a%20token`)).status).toBe(404);
    });

    // An expired link answers 410 with 预览链接已过期: needs the service's table to age a link (not known
    // to the gateway's side); gateway/src/spa/pages.service.ts maps the service's 410 to that page.
  });

  it('lists news and product schedules together, soonest first, to any staff member; catalog down leaves products out', async () => {
    const productCategory = (
      await admin.post<{ id: number }>('/api/categories', { name: uniq('定时产品分类'), type: 'product' })
    ).body.id;
    const news = (await editor.post<NewsAdminView>('/api/news', article())).body;
    const product = (
      await editor.post<ProductAdminView>('/api/products', {
        name: uniq('定时产品'),
        category: productCategory,
        status: '已发布',
        price: '¥99',
        stock: 3,
        description: '<p>定时产品说明</p>',
      })
    ).body;
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const newsScheduled = await editor.post<NewsAdminView>(`/api/news/${news.id}/schedule`, { publish_at: hours(2) });
    expect(newsScheduled.status).toBe(200);
    const productScheduled = await editor.post<ProductAdminView>(`/api/products/${product.id}/schedule`, {
      publish_at: hours(1),
      unpublish_at: hours(3),
    });
    expect(productScheduled.status).toBe(200);

    const ours = (answer: SchedulesAnswer) =>
      answer.items.filter(
        (i) => (i.type === 'news' && i.id === news.id) || (i.type === 'product' && i.id === product.id),
      );
    const listed = await viewer.get<SchedulesAnswer>('/api/admin/schedules');
    expect(listed.status).toBe(200);
    expect(listed.body.unavailable).toEqual([]);
    const { publication: p } = productScheduled.body;
    const { publication: n } = newsScheduled.body;
    expect(ours(listed.body)).toEqual([
      {
        type: 'product',
        id: product.id,
        title: product.name,
        state: 'scheduled',
        publish_at: p.publish_at,
        unpublish_at: p.unpublish_at,
        updated_by: p.updated_by,
      },
      {
        type: 'news',
        id: news.id,
        title: news.title,
        state: 'scheduled',
        publish_at: n.publish_at,
        unpublish_at: null,
        updated_by: n.updated_by,
      },
    ]);
    const times = listed.body.items.map(scheduledTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await visitor.get('/api/admin/schedules')).status).toBe(401);

    // A service down: what the other gave, and which part is missing, rather than a 500.
    await stack.stopApp('catalog');
    try {
      const partial = await viewer.get<SchedulesAnswer>('/api/admin/schedules');
      expect(partial.status).toBe(200);
      expect(partial.body.unavailable).toEqual(['catalog']);
      expect(ours(partial.body).map((i) => i.type)).toEqual(['news']);
    } finally {
      stack.startApp('catalog');
    }
    await eventually(
      async () => (await viewer.get<SchedulesAnswer>('/api/admin/schedules')).body.unavailable.length === 0,
    );
  });
});
