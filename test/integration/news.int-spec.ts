import { ContentRpc, type NewsListAnswer, type NewsListItem } from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { RpcClient } from '@site/service-kit';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { uniquePng } from '../fixtures/images';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  type: 'news' | 'product';
}
/** List items have no content; an article read by id has it. */
type NewsItem = NewsListItem & { content?: string };
type NewsList = Omit<NewsListAnswer, 'items'> & { items: NewsItem[] };

const LIST_ITEM_KEYS = [
  'author',
  'category',
  'category_id',
  'category_name',
  'cover_alt',
  'cover_image',
  'created_at',
  'date',
  'id',
  'summary',
  'title',
  'updated_at',
  'user_id',
  'views',
];
/** The article alone also has its body and the SEO fields (docs/seo.md). */
const NEWS_KEYS = [...LIST_ITEM_KEYS, 'content', 'seo_description', 'seo_title'].sort();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING = 999999;

function expectNews(n: NewsItem, detail: boolean): void {
  // A write answers the admin's view: the article and where it stands (docs/publishing.md).
  expect(
    Object.keys(n)
      .filter((key) => key !== 'publication')
      .sort(),
  ).toEqual(detail ? NEWS_KEYS : LIST_ITEM_KEYS);
  expect(Number.isInteger(n.id)).toBe(true);
  expect(typeof n.title).toBe('string');
  expect(typeof n.author).toBe('string');
  expect(n.user_id === null || Number.isInteger(n.user_id)).toBe(true);
  expect(Number.isInteger(n.category)).toBe(true);
  expect(n.category_id).toBe(n.category);
  expect(typeof n.category_name).toBe('string');
  expect(n.cover_image === null || n.cover_image.startsWith('/uploads/images/')).toBe(true);
  expect(typeof n.summary).toBe('string');
  expect(n.date).toMatch(ISO);
  expect(n.created_at).toMatch(ISO);
  expect(n.updated_at).toMatch(ISO);
  expect(Number.isInteger(n.views)).toBe(true);
  if (detail) expect(typeof n.content).toBe('string');
}

function expectListShape(body: NewsList): void {
  expect(Object.keys(body).sort()).toEqual(['items', 'page', 'total', 'totalPages']);
  expect(Array.isArray(body.items)).toBe(true);
  for (const item of body.items) expectNews(item, false);
}

describe('news through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;
  let editorUser: { id: number; name: string };
  let adminUser: { id: number; name: string };
  let seq = 0;
  /** A news category of this test file's own, with a child and a grandchild. */
  let top: Category;
  let child: Category;
  let grandchild: Category;

  const uniq = (prefix: string) => `${prefix}${++seq}`;
  const countNews = async () =>
    Number((await queryDb<{ n: string }>(stack, 'content', 'SELECT count(*) AS n FROM news'))[0].n);

  const newCategory = async (name: string, body: Record<string, unknown> = {}): Promise<Category> => {
    const answer = await admin.post<Category>('/api/categories', { name, type: 'news', ...body });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const createNews = async (body: Record<string, unknown> = {}, as: ApiClient = editor): Promise<NewsItem> => {
    const answer = await as.post<NewsItem>('/api/news?publish=true', {
      title: uniq('新闻'),
      category: top.id,
      content: '<p>正文内容</p>',
      ...body,
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body;
  };
  const upload = async (): Promise<string> => {
    const form = new FormData();
    // A new picture each time: the library answers the same bytes with the same file.
    form.append('image', new Blob([new Uint8Array(await uniquePng())], { type: 'image/png' }), 'cover.png');
    const answer = await editor.post<{ url: string }>('/api/upload', form);
    expect(answer.status).toBe(200);
    return answer.body.url;
  };
  const fileStatus = async (url: string) => (await fetch(`${stack.url}${url}`)).status;
  const list = async (query: string) => {
    const answer = await visitor.get<NewsList>(`/api/news${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await ApiClient.signedIn(stack.url, EDITOR);
    viewer = await ApiClient.signedIn(stack.url, VIEWER);
    visitor = new ApiClient(stack.url);
    editorUser = (await editor.get<{ user: { id: number; name: string } }>('/api/session')).body.user;
    adminUser = (await admin.get<{ user: { id: number; name: string } }>('/api/session')).body.user;
    top = await newCategory(uniq('测试新闻'));
    child = await newCategory(uniq('测试子类'), { parent_id: top.id });
    grandchild = await newCategory(uniq('测试孙类'), { parent_id: child.id });
    // The demo news is seeded in the background once the catalog answers.
    await eventually(async () => (await list('')).total >= 20, 30_000);
  });
  afterAll(() => stopTestStack(stack));

  describe('demo content', () => {
    it('seeds at least 20 articles over the nested demo news categories, with covers and HTML bodies', async () => {
      const all = await list('?limit=100');
      const demo = all.items.filter((n) => n.user_id === null);
      expect(demo.length).toBeGreaterThanOrEqual(20);
      const names = new Set(demo.map((n) => n.category_name));
      for (const name of ['企业动态', '荣誉资质', '政策解读', '市场观察', '快速入门', '进阶技巧', '常见问题']) {
        expect(names).toContain(name);
      }
      for (const item of demo) {
        expect(item.cover_image).toMatch(/^\/uploads\/images\/demo\/news-[a-z]+\.webp$/);
        expect(item.summary.length).toBeGreaterThan(0);
        expect(item.author.length).toBeGreaterThan(0);
      }
      // The gateway rendered the covers into object storage.
      const cover = await fetch(`${stack.url}${demo[0].cover_image}`);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/webp');
      const detail = (await visitor.get<NewsItem>(`/api/news/${demo[0].id}?count_view=false`)).body;
      expect(detail.content).toMatch(/<h2>/);
      expect(detail.content).toMatch(/<p>/);
      expect(detail.content).toMatch(/<(ul|ol)><li>/);
    });

    it('files demo news under a category tree the list filter finds with descendants', async () => {
      const categories = (await visitor.get<Category[]>('/api/categories?type=news')).body;
      const help = categories.find((c) => c.name === '帮助中心' && c.parent_id === null)!;
      const filtered = await list(`?category=${help.id}&limit=100`);
      const helpNames = new Set(filtered.items.map((n) => n.category_name));
      expect(helpNames).toEqual(new Set(['帮助中心', '使用教程', '快速入门', '进阶技巧', '常见问题']));
    });
  });

  describe('create and the rules of an article', () => {
    it('creates an article with the author and user_id of the session, never those of the body', async () => {
      const created = await createNews({ author: '冒名顶替', user_id: 1, views: 5000, id: 42 });
      expectNews(created, true);
      expect(created).toMatchObject({
        author: editorUser.name,
        user_id: editorUser.id,
        category: top.id,
        category_id: top.id,
        category_name: top.name,
        views: 0,
        content: '<p>正文内容</p>',
        summary: '正文内容',
        cover_image: null,
      });
      const [row] = await queryDb<{ author: string; user_id: number }>(
        stack,
        'content',
        'SELECT author, user_id FROM news WHERE id = $1',
        [created.id],
      );
      expect(row).toEqual({ author: editorUser.name, user_id: editorUser.id });

      // An edit by someone else keeps the author and user; the body's author is ignored again.
      const edited = await admin.put<NewsItem>(`/api/news/${created.id}?publish=true`, {
        ...created,
        title: '改过的标题',
        author: '另一个人',
        user_id: 99,
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: '改过的标题', author: editorUser.name, user_id: editorUser.id });
      const byAdmin = await createNews({}, admin);
      expect(byAdmin).toMatchObject({ author: adminUser.name, user_id: adminUser.id });
    });

    // The rules of an article (fields, summary, date, sanitising, search) are in
    // services/content/src/news/news.medium-spec.ts. Whether a cover was uploaded is the gateway's to check,
    // and its refusal reaches the browser as a status and a Chinese message.
    it('refuses a cover that was never uploaded with a Chinese 400, and stores nothing', async () => {
      const before = await countNews();
      const answer = await editor.post('/api/news?publish=true', {
        title: '标题',
        category: top.id,
        content: '<p>正文</p>',
        cover_image: '/uploads/images/2026/01/00000000-0000-0000-0000-000000000000.png',
      });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { error: '封面图片不存在，请先上传图片' },
      });
      expect(await countNews()).toBe(before);
    });

    it('accepts an uploaded cover, and category_id when category is absent', async () => {
      const cover = await upload();
      const created = await createNews({
        category: undefined,
        category_id: child.id,
        cover_image: cover,
        cover_alt: '封面',
      });
      expect(created).toMatchObject({ category: child.id, category_id: child.id, cover_image: cover });
      const demoCover = await createNews({ cover_image: '/uploads/images/demo/news-tips.webp', cover_alt: '' });
      expect(demoCover.cover_image).toBe('/uploads/images/demo/news-tips.webp');
    });

    it('never answers 500: bad JSON, wrong shapes and huge numbers are 400s', async () => {
      const raw = await fetch(`${stack.url}/api/news`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: editor.cookie! },
        body: '{"title": ',
      });
      expect(raw.status).toBe(400);
      for (const body of [[], 'text', { title: ['x'] }, { title: 'x', category: 1e12, content: 'x' }]) {
        expect((await editor.post('/api/news?publish=true', body)).status).toBe(400);
        expect((await editor.put(`/api/news/${MISSING}?publish=true`, body)).status).toBe(400);
      }
      expect(
        (await editor.post('/api/news?publish=true', { title: 't', category: top.id, content: 'x'.repeat(100_001) }))
          .status,
      ).toBe(400);
      expect((await visitor.get('/api/news/abc')).status).toBe(400);
      expect((await visitor.get('/api/news?limit=1000')).status).toBe(400);
      expect((await visitor.get('/api/news?page=0')).status).toBe(400);
    });
  });

  describe('views', () => {
    it('counts a view per read, also in parallel and from the cache; count_view=false and the list do not count', async () => {
      const news = await createNews();
      expect((await visitor.get<NewsItem>(`/api/news/${news.id}`)).status).toBe(200);
      expect((await visitor.get<NewsItem>(`/api/news/${news.id}`)).status).toBe(200);
      const parallel = await Promise.all(
        Array.from({ length: 20 }, () => visitor.get<NewsItem>(`/api/news/${news.id}`)),
      );
      expect(parallel.every((a) => a.status === 200)).toBe(true);
      await list(`?category=${top.id}`);
      // Views are written about a second after the reads, all of them, once.
      const stored = async () =>
        (await queryDb<{ views: number }>(stack, 'content', 'SELECT views FROM news WHERE id = $1', [news.id]))[0]
          .views;
      await eventually(async () => (await stored()) === 22);
      await eventually(
        async () => (await admin.get<NewsItem>(`/api/news/${news.id}?count_view=false`)).body.views === 22,
      );
      await new Promise((r) => setTimeout(r, 1500));
      expect(await stored()).toBe(22);
    });

    it('answers 404 新闻不存在 for a missing article, everywhere', async () => {
      expect(await visitor.get(`/api/news/${MISSING}`)).toMatchObject({ status: 404, body: { error: '新闻不存在' } });
      expect(
        await editor.put(`/api/news/${MISSING}?publish=true`, { title: 't', category: top.id, content: '<p>x</p>' }),
      ).toMatchObject({ status: 404, body: { error: '新闻不存在' } });
      expect(await editor.delete(`/api/news/${MISSING}`)).toMatchObject({ status: 404, body: { error: '新闻不存在' } });
    });
  });

  describe('list', () => {
    let pagingTop: Category;
    let pagingChild: Category;
    let pagingLeaf: Category;
    const made: NewsItem[] = [];

    beforeAll(async () => {
      pagingTop = await newCategory(uniq('分页顶级'));
      pagingChild = await newCategory(uniq('分页二级'), { parent_id: pagingTop.id });
      pagingLeaf = await newCategory(uniq('分页三级'), { parent_id: pagingChild.id });
      const plan = [
        { category: pagingTop.id, date: '2025-01-01', title: 'Alpha 自动化入门' },
        { category: pagingChild.id, date: '2025-01-02', title: '边缘网关 ALPHA 版本', summary: '摘要提到 Beta 计划' },
        { category: pagingLeaf.id, date: '2025-01-03', title: '常规更新一' },
        { category: pagingLeaf.id, date: '2025-01-04', title: '常规更新二', summary: '含有 100% 与 under_score' },
        { category: pagingChild.id, date: '2025-01-05', title: '常规更新三' },
      ];
      // Made summaries hold the first 150 characters of the body; what comes later is not searched.
      const content = `<p>${'填充文字'.repeat(40)}</p><p>正文深处的关键词</p>`;
      for (const item of plan) made.push(await createNews({ content, ...item }));
    });

    it('answers { items, total, page, totalPages }, newest first, with items without content', async () => {
      const all = await list(`?category=${pagingTop.id}`);
      expectListShape(all);
      expect(all).toMatchObject({ total: 5, page: 1, totalPages: 1 });
      expect(all.items.map((n) => n.id)).toEqual([...made].reverse().map((n) => n.id));
      const everything = await list('?limit=100');
      const dates = everything.items.map((n) => Date.parse(n.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(everything.items[0].content).toBeUndefined();
    });

    it('pages with page and limit (default 10, at most 100)', async () => {
      const first = await list(`?category=${pagingTop.id}&limit=2`);
      expect(first).toMatchObject({ total: 5, page: 1, totalPages: 3 });
      expect(first.items.map((n) => n.id)).toEqual([made[4].id, made[3].id]);
      const third = await list(`?category=${pagingTop.id}&limit=2&page=3`);
      expect(third.items.map((n) => n.id)).toEqual([made[0].id]);
      const beyond = await list(`?category=${pagingTop.id}&limit=2&page=9`);
      expect(beyond).toEqual({ items: [], total: 5, page: 9, totalPages: 3 });
      const defaults = await list('');
      expect(defaults.items.length).toBe(10);
      expect(defaults.totalPages).toBe(Math.ceil(defaults.total / 10));
      expect((await list('?limit=100')).items.length).toBe(Math.min(100, defaults.total));
    });

    it('filters by category with its descendants', async () => {
      expect((await list(`?category=${pagingChild.id}`)).items.map((n) => n.id).sort()).toEqual(
        [made[1].id, made[2].id, made[3].id, made[4].id].sort(),
      );
      expect((await list(`?category=${pagingLeaf.id}`)).items.map((n) => n.id)).toEqual([made[3].id, made[2].id]);
      expect(await list(`?category=${MISSING}`)).toEqual({ items: [], total: 0, page: 1, totalPages: 0 });
      expect((await list(`?category=all`)).total).toBeGreaterThan(5);
    });

    it('names each item’s category, and follows a renamed category', async () => {
      const renamed = uniq('改名后的分类');
      expect(
        (await admin.put(`/api/categories/${pagingLeaf.id}`, { name: renamed, parent_id: pagingChild.id })).status,
      ).toBe(200);
      await eventually(async () =>
        (await list(`?category=${pagingLeaf.id}`)).items.every((n) => n.category_name === renamed),
      );
      const detail = await visitor.get<NewsItem>(`/api/news/${made[3].id}?count_view=false`);
      expect(detail.body.category_name).toBe(renamed);
    });
  });

  describe('categories in use', () => {
    it('makes the catalog refuse to delete (409) or retype a news category with news, until they go', async () => {
      const category = await newCategory(uniq('使用中'));
      const news = await createNews({ category: category.id });
      const refused = await admin.delete(`/api/categories/${category.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('该分类下还有1篇新闻，请先删除这些新闻或把它们移到其他分类后再删除');
      const retype = await admin.put(`/api/categories/${category.id}`, { name: category.name, type: 'product' });
      expect(retype.status).toBe(409);

      const nc = await connect({ servers: stack.natsUrl });
      try {
        const rpc = new RpcClient(nc, { prefix: stack.natsPrefix, timeoutMs: 3000, checkReplies: true });
        expect(await rpc.call(ContentRpc.categoryUsageCount, { categoryIds: [category.id, MISSING] })).toEqual({
          count: 1,
        });
      } finally {
        await nc.close();
      }

      expect((await editor.delete(`/api/news/${news.id}`)).status).toBe(204);
      expect((await admin.delete(`/api/categories/${category.id}`)).status).toBe(204);
    });

    it('moves news to another category on edit, which frees the old one', async () => {
      const from = await newCategory(uniq('旧分类'));
      const news = await createNews({ category: from.id });
      const moved = await editor.put<NewsItem>(`/api/news/${news.id}?publish=true`, { ...news, category: child.id });
      expect(moved.body).toMatchObject({ category: child.id, category_id: child.id, category_name: child.name });
      expect((await admin.delete(`/api/categories/${from.id}`)).status).toBe(204);
    });
  });

  describe('stored covers', () => {
    // Files stay in the media library until staff delete them there (media.int-spec.ts).
    it('keeps an uploaded cover when its article is deleted or the cover replaced', async () => {
      const cover = await upload();
      const news = await createNews({ cover_image: cover, cover_alt: '封面' });
      await editor.put(`/api/news/${news.id}?publish=true`, { ...news, cover_image: await upload() });
      expect((await editor.delete(`/api/news/${news.id}`)).status).toBe(204);
      expect((await visitor.get(`/api/news/${news.id}`)).status).toBe(404);
      await new Promise((r) => setTimeout(r, 500));
      expect(await fileStatus(cover)).toBe(200);
    });
  });

  describe('events', () => {
    it('publishes content.news.created/updated/deleted after each write', async () => {
      const nc: NatsConnection = await connect({ servers: stack.natsUrl });
      const seen: { subject: string; data: any }[] = [];
      const codec = JSONCodec();
      const sub: Subscription = nc.subscribe(`${stack.natsPrefix}events.content.news.*`, {
        callback: (_e, msg) => {
          const subject = msg.subject.slice(`${stack.natsPrefix}events.`.length);
          if (/\.(created|updated|deleted)$/.test(subject)) seen.push({ subject, data: codec.decode(msg.data) });
        },
      });
      try {
        await nc.flush();
        const cover = await upload();
        const news = await createNews({ cover_image: cover, cover_alt: '封面' });
        await editor.put(`/api/news/${news.id}?publish=true`, { ...news, category: child.id });
        await editor.delete(`/api/news/${news.id}`);
        await eventually(() => Promise.resolve(seen.length >= 3));
        expect(seen).toEqual([
          { subject: 'content.news.created', data: { id: news.id, categoryId: top.id } },
          { subject: 'content.news.updated', data: { id: news.id, categoryId: child.id } },
          { subject: 'content.news.deleted', data: { id: news.id, categoryId: child.id } },
        ]);
      } finally {
        sub.unsubscribe();
        await nc.close();
      }
    });
  });

  describe('access', () => {
    it('lets anyone read, and refuses writes to visitors (401) and viewers (403) without changing anything', async () => {
      const news = await createNews();
      const before = await countNews();
      const body = { title: '入侵', category: top.id, content: '<p>x</p>' };
      for (const [client, status] of [
        [visitor, 401],
        [viewer, 403],
      ] as const) {
        expect((await client.post('/api/news?publish=true', body)).status).toBe(status);
        expect((await client.put(`/api/news/${news.id}?publish=true`, body)).status).toBe(status);
        expect((await client.delete(`/api/news/${news.id}`)).status).toBe(status);
      }
      expect(await countNews()).toBe(before);
      const { publication: _publication, ...published } = news as NewsItem & { publication?: unknown };
      expect((await visitor.get<NewsItem>(`/api/news/${news.id}?count_view=false`)).body).toEqual(published);
      expect((await viewer.get('/api/news')).status).toBe(200);
    });

    it('records news writes in the audit log', async () => {
      const news = await createNews();
      await editor.put(`/api/news/${news.id}?publish=true`, { ...news, title: uniq('审计') });
      await editor.delete(`/api/news/${news.id}`);
      await eventually(async () => {
        const logs = await admin.get<{ items: { action: string; username: string }[] }>(
          `/api/audit-logs?search=${encodeURIComponent('新闻')}&limit=100`,
        );
        const actions = logs.body.items.filter((l) => l.username === 'editor').map((l) => l.action);
        return ['创建新闻', '修改新闻', '删除新闻'].every((a) => actions.includes(a));
      });
    });
  });

  describe('while the catalog is down', () => {
    it('refuses writes that need a category check with 503, and still serves reads and other edits', async () => {
      const news = await createNews({ category: grandchild.id });
      const before = await countNews();
      await stack.stopApp('catalog', 'SIGKILL');
      try {
        const refused = await editor.post('/api/news?publish=true', {
          title: 't',
          category: top.id,
          content: '<p>x</p>',
        });
        expect(refused.status).toBe(503);
        expect(refused.body.error).toBe('产品目录服务暂不可用，暂时无法校验新闻分类，请稍后重试');
        const move = await editor.put(`/api/news/${news.id}?publish=true`, { ...news, category: child.id });
        expect(move.status).toBe(503);
        expect(await countNews()).toBe(before);
        // An edit that keeps the category needs no check.
        const kept = await editor.put<NewsItem>(`/api/news/${news.id}?publish=true`, {
          ...news,
          title: '目录停机时修改',
        });
        expect(kept.status).toBe(200);
        expect(kept.body).toMatchObject({ title: '目录停机时修改', category_id: grandchild.id });
        // Reads keep working with the names and tree already known.
        const filtered = await list(`?category=${top.id}`);
        expect(filtered.items.map((n) => n.id)).toContain(news.id);
        const detail = (await visitor.get<NewsItem>(`/api/news/${news.id}`)).body;
        expect(detail.category_name).toBe(grandchild.name);
      } finally {
        stack.startApp('catalog');
        await stack.waitUntilHealthy(30_000);
      }
      expect((await editor.put(`/api/news/${news.id}?publish=true`, { ...news, category: child.id })).status).toBe(200);
    });
  });

  describe('API contract: every news call the SPA makes', () => {
    it('answers each call with its status and shape', async () => {
      // GET /api/news → { items, total, page, totalPages }.
      const listed = await visitor.get<NewsList>('/api/news');
      expect(listed.status).toBe(200);
      expectListShape(listed.body);
      // POST /api/news (news fields) → 201 and the article.
      const created = await editor.post<NewsItem>('/api/news?publish=true', {
        title: '契约新闻',
        category: top.id,
        content: '<p>契约</p>',
        summary: '',
        cover_image: '',
        author: '忽略',
      });
      expect(created.status).toBe(201);
      expectNews(created.body, true);
      // GET /api/news/{id} → the article with content.
      const one = await visitor.get<NewsItem>(`/api/news/${created.body.id}`);
      expect(one.status).toBe(200);
      expectNews(one.body, true);
      // PUT /api/news/{id} (the same fields, as an edit form sends them back) → 200 and the article.
      const updated = await editor.put<NewsItem>(`/api/news/${created.body.id}?publish=true`, {
        ...one.body,
        title: '契约新闻改',
        views: 999,
      });
      expect(updated.status).toBe(200);
      expectNews(updated.body, true);
      // Views are the server's: the one read so far (counted a moment later), never the body's.
      expect(updated.body.views).toBeLessThanOrEqual(1);
      // DELETE /api/news/{id} → 204 without a body.
      const removed = await editor.delete(`/api/news/${created.body.id}`);
      expect(removed.status).toBe(204);
      expect(removed.body).toBeUndefined();
    });

    it('is listed in the OpenAPI document', async () => {
      const doc = (await visitor.get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/openapi.json'))
        .body;
      expect(Object.keys(doc.paths['/api/news']).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths['/api/news/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    });
  });
});
