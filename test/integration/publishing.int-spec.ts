import type { Stack } from '@site/dev-stack';
import type { NewsAdminView, PreviewLinkView, RevisionList, RevisionView } from '@site/contracts';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

type Refusal = { error: string; code: string };

// Publishing news through the gateway (issue 35, docs/publishing.md): drafts apart from the live
// version, publish and unpublish, schedules run by the content service's poller (also after a stop,
// and once only with two replicas), revisions with restore and retention, stale saves, preview links.
describe('publishing news', () => {
  let stack: Stack;
  let admin: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;
  let category: number;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}-${Date.now().toString(36)}`;

  const draft = async (extra: Record<string, unknown> = {}) => {
    const answer = await admin.post<NewsAdminView>('/api/news', {
      title: uniq('草稿'),
      category,
      content: '<p>草稿正文</p>',
      ...extra,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const published = async (extra: Record<string, unknown> = {}) => {
    const created = await draft(extra);
    const answer = await admin.post<NewsAdminView>(`/api/news/${created.id}/publish`, {});
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const publicTitle = async (id: number, client = visitor) => {
    const answer = await client.get<{ title: string }>(`/api/news/${id}?count_view=false`);
    return answer.status === 200 ? answer.body.title : answer.status;
  };
  const inPublicList = async (id: number) =>
    (await visitor.get<{ items: { id: number }[] }>('/api/news?limit=100')).body.items.some((n) => n.id === id);
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
  const revisions = async (id: number) => (await admin.get<RevisionList>(`/api/news/${id}/revisions`)).body.items;
  const contentDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    queryDb<T>(stack, 'content', sql, params);

  beforeAll(async () => {
    // A short poll so a schedule runs within the test's patience; the default is 15 s.
    stack = await startTestStack({ appEnv: { content: { PUBLISH_POLL_MS: '500' } } });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    visitor = new ApiClient(stack.url);
    const made = await admin.post<{ id: number }>('/api/categories', { name: uniq('发布分类'), type: 'news' });
    category = made.body.id;
    const username = uniq('viewer').replace(/-/g, '');
    await admin.post('/api/users', {
      username,
      name: '只读',
      email: `${username}@example.com`,
      role: 'viewer',
      password: 'Strong-Pass-123',
    });
    viewer = await ApiClient.signedIn(stack.url, { username, password: 'Strong-Pass-123' });
  });
  afterAll(() => stopTestStack(stack));

  it('keeps a draft off the public site, and an edit of a published article too until it is published', async () => {
    const created = await draft();
    expect(created.publication).toMatchObject({ state: 'draft', version: 1, has_changes: false, published_at: null });
    expect(await publicTitle(created.id)).toBe(404);
    expect(await inPublicList(created.id)).toBe(false);
    const listed = await admin.get<{ items: { id: number }[] }>('/api/admin/news?status=draft&limit=100');
    expect(listed.body.items.map((n) => n.id)).toContain(created.id);

    const second = await stack.startGatewayReplica();
    const live = await admin.post<NewsAdminView>(`/api/news/${created.id}/publish`, {});
    expect(live.body.publication).toMatchObject({ state: 'published', has_changes: false });
    expect(await publicTitle(created.id)).toBe(created.title);
    expect(await inPublicList(created.id)).toBe(true);

    // Warm both gateways' caches, then edit: neither serves the draft.
    expect(await publicTitle(created.id, new ApiClient(second.url))).toBe(created.title);
    const edited = await admin.put<NewsAdminView>(`/api/news/${created.id}`, {
      ...live.body,
      title: '尚未发布的新标题',
      version: live.body.publication.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: '尚未发布的新标题',
      publication: { state: 'published', has_changes: true },
    });
    expect(await publicTitle(created.id)).toBe(created.title);
    expect(await publicTitle(created.id, new ApiClient(second.url))).toBe(created.title);
    expect((await viewer.get<NewsAdminView>(`/api/admin/news/${created.id}`)).body.title).toBe('尚未发布的新标题');

    // Publish: the next read on this gateway, and on the other one once the event arrives.
    await admin.post(`/api/news/${created.id}/publish`, { version: edited.body.publication.version });
    expect(await publicTitle(created.id)).toBe('尚未发布的新标题');
    await eventually(async () => (await publicTitle(created.id, new ApiClient(second.url))) === '尚未发布的新标题');
    await second.stop();

    // Unpublish: gone from the public site, kept in the admin as archived.
    const down = await admin.post<NewsAdminView>(`/api/news/${created.id}/unpublish`);
    expect(down.body.publication.state).toBe('archived');
    expect(await publicTitle(created.id)).toBe(404);
    expect((await admin.post<Refusal>(`/api/news/${created.id}/unpublish`)).body.code).toBe('NOT_PUBLISHED');
  });

  it('lets a viewer read drafts and history but change nothing', async () => {
    const created = await draft();
    expect((await viewer.get(`/api/admin/news/${created.id}`)).status).toBe(200);
    expect((await viewer.get(`/api/news/${created.id}/revisions`)).status).toBe(200);
    expect((await viewer.post(`/api/news/${created.id}/publish`, {})).status).toBe(403);
    expect((await viewer.post(`/api/news/${created.id}/schedule`, { publish_at: soon(60_000) })).status).toBe(403);
    expect((await visitor.get(`/api/admin/news/${created.id}`)).status).toBe(401);
    expect(await publicTitle(created.id)).toBe(404);
  });

  it('publishes on schedule while the service runs: the list and RSS show it', async () => {
    const created = await draft();
    const at = soon(2500);
    const scheduled = await admin.post<NewsAdminView>(`/api/news/${created.id}/schedule`, { publish_at: at });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.publication).toMatchObject({ state: 'scheduled', publish_at: at });
    expect(await publicTitle(created.id)).toBe(404);
    await eventually(() => inPublicList(created.id));
    const feed = await visitor.get<string>('/rss.xml');
    expect(feed.body).toContain(created.title);
    const [publish] = (await revisions(created.id)).filter((r) => r.action === 'publish');
    expect(publish).toMatchObject({ actor_name: '定时发布', live: true });
    expect(Date.parse(publish.created_at)).toBeGreaterThanOrEqual(Date.parse(at));
  });

  it('publishes what fell due while the service was stopped as soon as it is back', async () => {
    const created = await draft();
    const at = soon(1500);
    expect((await admin.post(`/api/news/${created.id}/schedule`, { publish_at: at })).status).toBe(200);
    await stack.stopApp('content');
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(at) - Date.now()) + 1000));
    stack.startApp('content');
    await eventually(async () => (await publicTitle(created.id)) === created.title);
    const [row] = await contentDb<{ late: number }>(
      `SELECT extract(epoch FROM r.created_at - $2::timestamptz)::float AS late FROM revisions r
       WHERE record_type = 'news' AND record_id = $1 AND action = 'publish'`,
      [created.id, at],
    );
    // It ran after the service came back: later than its time by at least the second it was down past it.
    expect(row.late).toBeGreaterThanOrEqual(1);
  });

  it('publishes each due article exactly once with two replicas of the content service', async () => {
    const replica = await stack.startServiceReplica('content', { PUBLISH_POLL_MS: '500' });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push((await draft()).id);
      const at = soon(3000);
      for (const id of ids) expect((await admin.post(`/api/news/${id}/schedule`, { publish_at: at })).status).toBe(200);
      await eventually(async () => {
        const [{ n }] = await contentDb<{ n: number }>(
          `SELECT count(*)::int AS n FROM news WHERE id = ANY($1) AND state = 'published'`,
          [ids],
        );
        return n === ids.length;
      });
      const counts = await contentDb<{ n: number }>(
        `SELECT count(*)::int AS n FROM revisions WHERE record_type = 'news' AND action = 'publish'
         AND record_id = ANY($1) GROUP BY record_id`,
        [ids],
      );
      expect(counts.map((c) => c.n)).toEqual(ids.map(() => 1));
    } finally {
      await replica.stop();
    }
  });

  it('restores an old revision as a new draft and never touches the live version', async () => {
    const live = await published({ title: uniq('初版') });
    const edited = await admin.put<NewsAdminView>(`/api/news/${live.id}?publish=true`, {
      ...live,
      title: '第二版',
      version: live.publication.version,
    });
    expect(edited.body.publication.state).toBe('published');
    const first = (await revisions(live.id)).find((r) => r.action === 'publish' && !r.live)!;
    const restored = await admin.post<{ record: NewsAdminView; dropped: string[] }>(
      `/api/news/${live.id}/revisions/${first.id}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.dropped).toEqual([]);
    expect(restored.body.record).toMatchObject({
      title: live.title,
      publication: { state: 'published', has_changes: true },
    });
    expect(await publicTitle(live.id)).toBe('第二版');
    const history = await revisions(live.id);
    expect(history[0].action).toBe('restore');
    const snapshot = (await admin.get<RevisionView>(`/api/news/${live.id}/revisions/${history[0].id}`)).body;
    expect(snapshot.fields.title).toBe(live.title);

    // Another record's revision is not this one's.
    const other = await draft();
    const refused = await admin.post<Refusal>(`/api/news/${other.id}/revisions/${first.id}/restore`);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('修订版本不存在');
  });

  it('refuses a save started from an older version with 409, naming who saved, and writes nothing', async () => {
    const created = await draft();
    const fresh = await admin.put<NewsAdminView>(`/api/news/${created.id}`, {
      ...created,
      title: '先保存的',
      version: created.publication.version,
    });
    expect(fresh.status).toBe(200);
    const stale = await admin.put<Refusal>(`/api/news/${created.id}`, {
      ...created,
      title: '后保存的',
      version: created.publication.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect(stale.body.error).toContain('保存了新的版本');
    const now = (await admin.get<NewsAdminView>(`/api/admin/news/${created.id}`)).body;
    expect(now.title).toBe('先保存的');
    expect(now.publication.version).toBe(fresh.body.publication.version);
  });

  it('keeps the published revision however old, when pruning past 50 revisions and 90 days', async () => {
    const live = await published();
    const liveRevision = (await revisions(live.id)).find((r) => r.live)!;
    // Its create and publish long ago, then 60 saves 100 days ago: past both limits but the last 50.
    await contentDb(
      `UPDATE revisions SET created_at = now() - interval '200 days' WHERE record_type = 'news' AND record_id = $1`,
      [live.id],
    );
    await contentDb(
      `INSERT INTO revisions (record_type, record_id, action, version, fields, actor_name, created_at)
       SELECT 'news', $1, 'save', g, '{}'::jsonb, 'old', now() - interval '100 days' FROM generate_series(1, 60) g`,
      [live.id],
    );
    await admin.put(`/api/news/${live.id}`, { ...live, title: '触发清理' });
    const kept = await revisions(live.id);
    expect(kept.length).toBe(51);
    expect(kept.some((r) => r.id === liveRevision.id && r.live)).toBe(true);
  });

  it('refuses bad schedules in Chinese and changes nothing', async () => {
    const created = await draft();
    const cases: [Record<string, unknown>, string][] = [
      [{ publish_at: new Date(Date.now() - 60_000).toISOString() }, '发布时间必须晚于当前时间'],
      [{ publish_at: '2100-01-01T00:00:00Z' }, '发布时间不能晚于2099年12月31日'],
      [{ publish_at: soon(3_600_000), unpublish_at: soon(60_000) }, '下线时间必须晚于发布时间'],
      [{ publish_at: '2027-01-01 09:00' }, '发布时间格式不正确，需带时区，例如 2026-12-01T09:00:00+08:00'],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.post<Refusal>(`/api/news/${created.id}/schedule`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(message);
    }
    const after = (await admin.get<NewsAdminView>(`/api/admin/news/${created.id}`)).body;
    expect(after.publication).toMatchObject({ state: 'draft', publish_at: null, version: created.publication.version });
  });

  it('refuses to publish a draft with a picture without alt text, and changes nothing', async () => {
    const created = await draft({
      content: '<p>正文</p><img src="/uploads/images/2026/01/1b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.jpg">',
    });
    const answer = await admin.post<Refusal>(`/api/news/${created.id}/publish`, {});
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('IMAGE_ALT_MISSING');
    expect((await admin.get<NewsAdminView>(`/api/admin/news/${created.id}`)).body.publication.state).toBe('draft');
    expect(await publicTitle(created.id)).toBe(404);
  });

  it('shares a draft through a preview link without a session, until it is revoked or expires', async () => {
    const created = await draft({ title: uniq('预览') });
    const link = await admin.post<PreviewLinkView>(`/api/news/${created.id}/preview-links`, {});
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^\/preview\/news\/[A-Za-z0-9_-]{43}$/);
    const page = await visitor.get<string>(link.body.url!);
    expect(page.status).toBe(200);
    expect(page.body).toContain(created.title);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    // A later save shows through the same link.
    await admin.put(`/api/news/${created.id}`, { ...created, title: '预览里的新标题' });
    expect((await visitor.get<string>(link.body.url!)).body).toContain('预览里的新标题');

    const forged = link.body.url!.replace(/.{4}$/, 'AAAA');
    expect((await visitor.get(forged)).status).toBe(404);
    expect((await visitor.get('/preview/news/not-a-token')).status).toBe(404);

    await contentDb(`UPDATE preview_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [link.body.id]);
    expect((await visitor.get(link.body.url!)).status).toBe(410);

    const second = await admin.post<PreviewLinkView>(`/api/news/${created.id}/preview-links`, { hours: 1 });
    expect((await visitor.get(second.body.url!)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/news/${created.id}/preview-links/${second.body.id}`)).status).toBe(204);
    expect((await visitor.get(second.body.url!)).status).toBe(404);
    const links = (await admin.get<{ items: PreviewLinkView[] }>(`/api/news/${created.id}/preview-links`)).body.items;
    expect(links.map((l) => [l.id, l.revoked, l.url])).toEqual([
      [second.body.id, true, null],
      [link.body.id, false, null],
    ]);
  });
});
