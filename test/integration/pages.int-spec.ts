import type { Stack } from '@site/dev-stack';
import type {
  MediaDetail,
  PageAdminView,
  PagePreviewLink,
  PageSummary,
  PageView,
  PreviewLinkView,
  RevisionList,
  StripEntry,
  UploadAnswer,
} from '@site/contracts';
import { Client } from 'pg';
import { uniquePng } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { runImagesCli } from '../support/images-cli';
import { eventually, startTestStack, stopTestStack } from '../support/test-stack';
import { uploadForm } from '../support/upload-form';

/** As the API answers it; the test reads any section's fields. */
type Section = {
  key: string;
  type: string;
  hidden: boolean;
  locked: boolean;
  version: number;
  data: Record<string, unknown>;
};
type Page = Omit<PageView, 'sections'> & { sections: Section[]; strips?: Record<string, StripEntry[]> };

// The site pages through the gateway (issue 34): typed sections checked by the content service,
// public reads cached and dropped by a save, locks for editors.
describe('site pages', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let seq = 0;

  const account = async (role: string) => {
    const username = `pages${role}${++seq}`;
    const password = 'Strong-Pass-123';
    const created = await admin.post('/api/users', {
      username,
      name: username,
      email: `${username}@example.com`,
      role,
      password,
    });
    expect(created.status).toBe(201);
    return ApiClient.signedIn(stack.url, { username, password });
  };
  const publicPage = async (key: string, base = stack.url) =>
    (await new ApiClient(base).get<Page>(`/api/pages/${key}`)).body;
  const editable = async (key: string) => (await admin.get<Page>(`/api/admin/pages/${key}`)).body.sections;
  /** What a save sends: the sections as the editor read them. */
  const asInput = (sections: Section[]) =>
    sections.map(({ key, type, hidden, locked, data }) => ({ key, type, hidden, locked, data }));
  type Saved = Page & { id: number; publication: PageAdminView['publication']; error?: string; code?: string };
  /** 保存并发布: these tests are about the sections; the drafts' own are below. */
  const save = (client: ApiClient, key: string, sections: unknown[]) =>
    client.put<Saved>(`/api/pages/${key}?publish=true`, { sections });
  const saveDraft = (client: ApiClient, key: string, body: { sections: unknown[]; version?: number }) =>
    client.put<Saved>(`/api/pages/${key}`, body);
  const adminPage = async (key: string) => (await admin.get<Saved>(`/api/admin/pages/${key}`)).body;
  const withData = (sections: Section[], key: string, change: Record<string, unknown>) =>
    asInput(sections).map((s) => (s.key === key ? { ...s, data: { ...s.data, ...change } } : s));

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await account('editor');
    viewer = await account('viewer');
  });
  afterAll(() => stopTestStack(stack));

  it('answers each page as the site showed it before staff edited it, and 404 for any other', async () => {
    const home = await publicPage('home');
    expect(home.sections.map((s) => `${s.type}:${s.key}`)).toEqual([
      'hero:hero',
      'cards:capabilities',
      'stats:about-teaser',
      'cta:cta',
    ]);
    expect(home.sections[0].data).toMatchObject({
      title: '让自动化为你持续创造价值',
      eyebrow: '软件自动化 · 智能硬件',
    });
    expect((await publicPage('technology')).sections.map((s) => s.key)).toEqual([
      'header',
      'core',
      'process-nodes',
      'research',
      'roadmap',
    ]);
    // Live from the start, as they always were; nobody has saved them.
    const list = (await admin.get<PageSummary[]>('/api/admin/pages')).body;
    expect(list.map((p) => [p.key, p.title, p.publication.state, p.updated_by])).toEqual([
      ['home', '首页', 'published', null],
      ['about', '关于我们', 'published', null],
      ['technology', '核心技术', 'published', null],
    ]);
    const missing = await new ApiClient(stack.url).get('/api/pages/careers');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: '页面不存在', code: 'PAGE_NOT_FOUND' });
  });

  it('shows a save on the next public read, and on a second gateway within a second', async () => {
    const replica = await stack.startGatewayReplica();
    try {
      expect((await publicPage('about', replica.url)).sections[0].data.title).toBe('关于我们');
      expect((await publicPage('about')).sections[0].data.title).toBe('关于我们');
      const saved = await save(admin, 'about', withData(await editable('about'), 'header', { title: '认识我们' }));
      expect(saved.status).toBe(200);
      // Who saved, by name (as the revisions say it).
      expect(saved.body.updated_by).toEqual(expect.any(String));
      const listed = (await admin.get<PageSummary[]>('/api/admin/pages')).body.find((p) => p.key === 'about');
      expect(listed?.updated_by).toBe(saved.body.updated_by);
      expect((await publicPage('about')).sections[0].data.title).toBe('认识我们');
      // The replica's copy would stay fresh for CACHE_TTL_MS (60 s): seeing the change is the event's doing.
      await eventually(async () => (await publicPage('about', replica.url)).sections[0].data.title === '认识我们');
    } finally {
      await replica.stop();
    }
  });

  it('leaves hidden sections out of the public answer, and keeps them for the editor', async () => {
    const sections = asInput(await editable('technology')).map((s) =>
      s.key === 'research' ? { ...s, hidden: true } : s,
    );
    expect((await save(editor, 'technology', sections)).status).toBe(200);
    expect((await publicPage('technology')).sections.map((s) => s.key)).not.toContain('research');
    expect((await editable('technology')).find((s) => s.key === 'research')?.hidden).toBe(true);
  });

  it('refuses a bad save with a Chinese 400 naming the section and field, and changes nothing', async () => {
    const before = await editable('home');
    const refused = async (sections: unknown[]) => {
      const answer = await save(admin, 'home', sections);
      expect(answer.status).toBe(400);
      return answer.body.error;
    };
    expect(await refused([...asInput(before), { key: 'carousel', type: 'carousel', data: {} }])).toBe(
      '第 5 个区块（区块）：区块类型不存在',
    );
    expect(await refused(withData(before, 'hero', { title: '' }))).toBe('第 1 个区块（首屏横幅）：横幅标题不能为空');
    expect(await refused(withData(before, 'cta', { text: '长'.repeat(201) }))).toBe(
      '第 4 个区块（行动号召「准备好开启自动化之旅了吗？」）：文字不能超过200个字符',
    );
    expect(
      await refused(withData(before, 'hero', { buttons: [{ label: '招聘', href: '/careers', style: 'primary' }] })),
    ).toContain('第 1 个按钮：按钮链接：链接必须是本站页面');
    const picture = await admin.request<UploadAnswer>(
      'POST',
      '/api/media',
      uploadForm('file', await uniquePng(), '无描述.png'),
    );
    expect(picture.status).toBe(200);
    const error = await refused(withData(before, 'hero', { picture: { url: picture.body.url, alt: null } }));
    expect(error).toContain('图片「第 1 个区块（首屏横幅「让自动化为你持续创造价值」）：无描述.png」缺少替代文本');
    expect(await refused([{ key: 'x', type: 'richText', data: { html: '<script>alert(1)</script>' } }])).toBe(
      '第 1 个区块（图文）：正文不能为空',
    );
    expect((await editable('home')).map((s) => s.data)).toEqual(before.map((s) => s.data));
  });

  it('sanitises rich text, takes the library alt text of a picture, and indexes its use', async () => {
    const upload = await admin.request<UploadAnswer>(
      'POST',
      '/api/media',
      uploadForm('file', await uniquePng(), '展厅.png'),
    );
    expect((await admin.patch(`/api/media/${upload.body.media_id}`, { alt_text: '公司展厅' })).status).toBe(200);
    const sections = [
      ...withData(await editable('home'), 'hero', { picture: { url: upload.body.url, alt: null } }),
      {
        key: 'story',
        type: 'richText',
        data: { title: '故事', html: '<p onclick="x()">你好<script>bad()</script></p>' },
      },
    ];
    const saved = await save(admin, 'home', sections);
    expect(saved.status).toBe(200);
    expect(saved.body.sections[0].data.picture).toEqual({ url: upload.body.url, alt: '公司展厅' });
    expect(saved.body.sections.at(-1)!.data.html).toBe('<p>你好</p>');

    const usage = async () => (await admin.get<MediaDetail>(`/api/media/${upload.body.media_id}`)).body.usage;
    await eventually(async () => (await usage()).length === 1);
    expect(await usage()).toEqual([
      expect.objectContaining({ service: 'content', kind: 'page', id: 'home', label: '首页', field: 'sections' }),
    ]);
    const removal = await admin.delete(`/api/media/${upload.body.media_id}`);
    expect(removal.status).toBe(409);
    // The rebuild finds the page's picture too: nothing to correct.
    expect((await runImagesCli(stack, ['usage'])).stdout).toMatch(/drift corrected: 0 added, 0 removed/);
  });

  it('server-renders each page from its sections, and shows a save on the next visit', async () => {
    const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
    expect(await html('/technology')).toContain('芯片制程工艺');
    const sections = withData(await editable('technology'), 'process-nodes', { title: '芯片工艺一览' });
    expect((await save(admin, 'technology', sections)).status).toBe(200);
    const page = await html('/technology');
    expect(page).toContain('芯片工艺一览');
    expect(page).not.toContain('芯片制程工艺');
  });

  it('fetches a strip whole with its page, and follows the products it shows', async () => {
    const category = await admin.post<{ id: number }>('/api/categories', {
      name: `条带分类${Date.now()}`,
      type: 'product',
    });
    const product = (name: string) =>
      admin.post<{ id: number }>('/api/products?publish=true', {
        name,
        category: category.body.id,
        status: '已发布',
        stock: 1,
        price: '199',
      });
    const first = await product('条带产品一');
    const strip = {
      key: 'newest',
      type: 'strip',
      data: { title: '最新产品', source: 'products', count: 2, category: category.body.id },
    };
    const sections = [...asInput(await editable('home')), strip];
    expect((await save(admin, 'home', sections)).status).toBe(200);
    try {
      const read = await publicPage('home');
      expect(read.strips?.newest).toEqual([
        expect.objectContaining({ href: `/products/${first.body.id}`, title: '条带产品一', meta: '¥199' }),
      ]);
      expect(await (await fetch(`${stack.url}/`)).text()).toContain('条带产品一');
      // A new product drops the cached page (tag products): the next read shows it.
      await product('条带产品二');
      expect((await publicPage('home')).strips?.newest.map((e) => e.title).sort()).toEqual([
        '条带产品一',
        '条带产品二',
      ]);
      expect(await (await fetch(`${stack.url}/`)).text()).toContain('条带产品二');
    } finally {
      expect(
        (
          await save(
            admin,
            'home',
            sections.filter((s) => s.key !== 'newest'),
          )
        ).status,
      ).toBe(200);
    }
  });

  describe('a preview link', () => {
    const draftOf = async () => withData(await editable('home'), 'hero', { title: '草稿中的新标题' });
    const preview = (client: ApiClient, sections: unknown[]) =>
      client.post<PagePreviewLink & { error?: string }>('/api/admin/pages/home/preview', { sections });

    it('shows the unsaved draft, server-rendered, private and never cached', async () => {
      const link = await preview(editor, await draftOf());
      expect(link.status).toBe(200);
      expect(link.body.url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
      const lifetime = Date.parse(link.body.expires_at) - Date.now();
      expect(lifetime).toBeGreaterThan(55 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
      for (let visit = 0; visit < 2; visit++) {
        const answer = await fetch(`${stack.url}${link.body.url}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(answer.headers.get('x-robots-tag')).toBe('noindex');
        expect(answer.headers.get('x-cache')).toBeNull();
        expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
        const html = await answer.text();
        expect(html).toContain('草稿中的新标题');
        // The server's page alone: the app would fetch the published page over the draft.
        expect(html).not.toMatch(/<script type="module"/);
      }
      // Nothing was saved: the site and the API still show the published page.
      expect((await publicPage('home')).sections[0].data.title).not.toBe('草稿中的新标题');
      expect(await (await fetch(`${stack.url}/`)).text()).not.toContain('草稿中的新标题');
    });

    it('stops working once expired, and any other token is none', async () => {
      const link = await preview(admin, await draftOf());
      expect((await fetch(`${stack.url}${link.body.url}`)).status).toBe(200);
      const db = new Client({ connectionString: stack.databaseUrl('content') });
      await db.connect();
      try {
        await db.query(`UPDATE page_previews SET expires_at = now() - interval '1 second'`);
      } finally {
        await db.end();
      }
      const expired = await fetch(`${stack.url}${link.body.url}`);
      expect(expired.status).toBe(404);
      expect(expired.headers.get('cache-control')).toBe('private, no-store');
      expect(await expired.text()).toContain('预览链接不存在或已过期');
      expect((await fetch(`${stack.url}/preview/${'x'.repeat(43)}`)).status).toBe(404);
    });

    it('refuses a draft a save would refuse, and anyone who may not save', async () => {
      const bad = withData(await editable('home'), 'hero', { title: '' });
      const refused = await preview(editor, bad);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/^第 1 个区块（首屏横幅）：横幅标题不能为空/);
      expect((await preview(viewer, await draftOf())).status).toBe(403);
      expect((await preview(new ApiClient(stack.url), await draftOf())).status).toBe(401);
    });
  });

  describe('a section an admin locked', () => {
    beforeAll(async () => {
      const sections = asInput(await editable('about')).map((s) => (s.key === 'values' ? { ...s, locked: true } : s));
      expect((await save(admin, 'about', sections)).status).toBe(200);
    });

    it('lets an editor change its words', async () => {
      const values = (await editable('about')).find((s) => s.key === 'values')!;
      const items = (values.data.items as { title: string }[]).map((item, i) =>
        i === 0 ? { ...item, title: '创新精神' } : item,
      );
      const answer = await save(
        editor,
        'about',
        withData(await editable('about'), 'values', { title: '价值观', items }),
      );
      expect(answer.status).toBe(200);
      expect((await publicPage('about')).sections.find((s) => s.key === 'values')!.data.title).toBe('价值观');
    });

    it('refuses an editor moving, hiding, removing, unlocking it or changing its items', async () => {
      const current = asInput(await editable('about'));
      const index = current.findIndex((s) => s.key === 'values');
      const values = current[index];
      const attempts = [
        [values, ...current.filter((s) => s.key !== 'values')],
        current.map((s) => (s.key === 'values' ? { ...s, hidden: true } : s)),
        current.filter((s) => s.key !== 'values'),
        current.map((s) => (s.key === 'values' ? { ...s, locked: false } : s)),
        withData(await editable('about'), 'values', { items: (values.data.items as unknown[]).slice(0, 2) }),
        withData(await editable('about'), 'values', { buttons: [] }),
      ];
      for (const sections of attempts) {
        const answer = await save(editor, 'about', sections);
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('PAGE_SECTION_LOCKED');
        expect(answer.body.error).toContain('已被管理员锁定');
      }
      const lockByEditor = current.map((s) => (s.key === 'mission' ? { ...s, locked: true } : s));
      expect((await save(editor, 'about', lockByEditor)).status).toBe(403);
      // An admin may do any of it.
      expect((await save(admin, 'about', attempts[0])).status).toBe(200);
    });

    it('is no editor business for a viewer', async () => {
      const answer = await save(viewer, 'about', asInput(await editable('about')));
      expect(answer.status).toBe(403);
    });
  });
  describe('publishing (docs/publishing.md)', () => {
    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    const heroTitle = async (base = stack.url) => (await publicPage('home', base)).sections[0].data.title;

    it('keeps a draft save off the public page until it is published, on this gateway and another', async () => {
      const replica = await stack.startGatewayReplica();
      try {
        const live = await heroTitle();
        await heroTitle(replica.url); // both gateways hold the live page in their read cache
        const before = await adminPage('home');
        const draft = await saveDraft(editor, 'home', {
          sections: withData(before.sections, 'hero', { title: '草稿里的新标题' }),
          version: before.publication.version,
        });
        expect(draft.status).toBe(200);
        expect(draft.body.publication).toMatchObject({ state: 'published', has_changes: true });
        expect(draft.body.sections[0].data.title).toBe('草稿里的新标题');
        expect(await heroTitle()).toBe(live);
        expect((await adminPage('home')).sections[0].data.title).toBe('草稿里的新标题');

        // A save from the version before the draft is stale.
        const stale = await saveDraft(admin, 'home', {
          sections: asInput(before.sections),
          version: before.publication.version,
        });
        expect(stale.status).toBe(409);
        expect(stale.body.code).toBe('STALE_VERSION');

        const published = await editor.post<Saved>(`/api/pages/${draft.body.id}/publish`, {
          version: draft.body.publication.version,
        });
        expect(published.status).toBe(200);
        expect(published.body.publication).toMatchObject({ state: 'published', has_changes: false });
        expect(await heroTitle()).toBe('草稿里的新标题');
        await eventually(async () => (await heroTitle(replica.url)) === '草稿里的新标题');
      } finally {
        await replica.stop();
      }
    });

    it('is never taken down: unpublish and an unpublish time are refused in Chinese, changing nothing', async () => {
      const page = await adminPage('technology');
      const down = await editor.post<Saved>(`/api/pages/${page.id}/unpublish`, {});
      expect(down.status).toBe(400);
      expect(down.body).toMatchObject({
        code: 'PAGE_ALWAYS_LIVE',
        error: '站点页面始终在线，不能下线；请修改后重新发布',
      });
      const window = await editor.post<Saved>(`/api/pages/${page.id}/schedule`, {
        publish_at: soon(60_000),
        unpublish_at: soon(120_000),
      });
      expect(window.status).toBe(400);
      expect(window.body.code).toBe('PAGE_ALWAYS_LIVE');
      expect((await adminPage('technology')).publication).toEqual(page.publication);
      expect((await publicPage('technology')).sections.length).toBeGreaterThan(0);
    });

    it('publishes a scheduled draft when it falls due', async () => {
      const page = await adminPage('technology');
      const draft = await saveDraft(admin, 'technology', {
        sections: withData(page.sections, 'header', { title: '定时发布的标题' }),
      });
      expect(draft.status).toBe(200);
      const at = soon(1_500);
      const scheduled = await admin.post<Saved>(`/api/pages/${page.id}/schedule`, { publish_at: at });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.publication).toMatchObject({ state: 'published', has_changes: true, publish_at: at });
      expect((await publicPage('technology')).sections[0].data.title).not.toBe('定时发布的标题');
      // The content service polls every PUBLISH_POLL_MS (15 s here, the default).
      await eventually(
        async () => (await publicPage('technology')).sections[0].data.title === '定时发布的标题',
        40_000,
      );
      expect((await adminPage('technology')).publication).toMatchObject({ publish_at: null, has_changes: false });
    }, 60_000);

    it('keeps revisions; a restore makes a draft and leaves the live page alone', async () => {
      const page = await adminPage('about');
      const first = await save(admin, 'about', withData(page.sections, 'header', { title: '第一版' }));
      expect(first.status).toBe(200);
      expect((await save(admin, 'about', withData(first.body.sections, 'header', { title: '第二版' }))).status).toBe(
        200,
      );
      const revisions = (await viewer.get<RevisionList>(`/api/pages/${page.id}/revisions`)).body.items;
      const publishOfFirst = revisions.find(
        (r) => r.action === 'publish' && r.version === first.body.publication.version,
      );
      expect(publishOfFirst).toBeDefined();
      const restored = await editor.post<{ record: Saved; dropped: string[] }>(
        `/api/pages/${page.id}/revisions/${publishOfFirst!.id}/restore`,
      );
      expect(restored.status).toBe(200);
      expect(restored.body.dropped).toEqual([]);
      const header = (sections: Section[]) => sections.find((section) => section.key === 'header')!.data.title;
      expect(header(restored.body.record.sections)).toBe('第一版');
      expect(restored.body.record.publication.has_changes).toBe(true);
      expect(header((await publicPage('about')).sections)).toBe('第二版');
      // A viewer reads the history and changes nothing.
      expect((await viewer.post(`/api/pages/${page.id}/revisions/${publishOfFirst!.id}/restore`)).status).toBe(403);
    });

    it('shares the working copy by a preview link anyone may open, rendered as the public page', async () => {
      const page = await adminPage('home');
      const draft = await saveDraft(admin, 'home', {
        sections: withData(page.sections, 'hero', { title: '预览链接里的标题' }),
      });
      expect(draft.status).toBe(200);
      const link = await editor.post<PreviewLinkView>(`/api/pages/${page.id}/preview-links`, {});
      expect(link.status).toBe(201);
      expect(link.body.url).toMatch(/^\/preview\/pages\/[\w-]{43}$/);
      const shown = await fetch(`${stack.url}${link.body.url}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('cache-control')).toBe('private, no-store');
      expect(shown.headers.get('x-robots-tag')).toBe('noindex');
      expect(await shown.text()).toContain('预览链接里的标题');
      expect((await publicPage('home')).sections[0].data.title).not.toBe('预览链接里的标题');
      expect((await editor.delete(`/api/pages/${page.id}/preview-links/${link.body.id}`)).status).toBe(204);
      expect((await fetch(`${stack.url}${link.body.url}`)).status).toBe(404);
    });
  });
});
