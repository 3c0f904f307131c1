import type { NewsAdminView, NewsTranslationAdminView, NewsTranslationsView, PreviewLinkView } from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// Articles in English through the gateway (issue 36, docs/languages.md): the English version is saved,
// published and previewed under /api/en/news/{id}, read side by side by staff, and public through
// ?locale=en only where both it and the article are live; the read cache follows every change.
describe('news translations through the gateway', () => {
  let stack: Stack;
  let editor: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;
  let category: number;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${Date.now()}-${++seq}`;

  const article = async (publish: boolean) => {
    const title = uniq('中文新闻');
    const made = await editor.post<NewsAdminView>(`/api/news${publish ? '?publish=true' : ''}`, {
      title,
      category,
      content: `<p>${title}的正文</p>`,
    });
    expect(made.status).toBe(201);
    return made.body;
  };
  const english = (title: string) => ({ title, content: `<p>${title} body</p>`, summary: '' });

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    const admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await ApiClient.signedIn(stack.url, EDITOR);
    viewer = await ApiClient.signedIn(stack.url, VIEWER);
    visitor = new ApiClient(stack.url);
    category = (await admin.post<{ id: number }>('/api/categories', { name: uniq('翻译分类'), type: 'news' })).body.id;
  });
  afterAll(() => stopTestStack(stack));

  it('saves a draft, publishes it, and the English reads (cached before) show it at once', async () => {
    const made = await article(true);
    const title = uniq('Launch');
    // Read (and cached) before the English version exists.
    expect((await visitor.get(`/api/news/${made.id}?locale=en`)).status).toBe(404);
    expect((await visitor.get<{ items: unknown[] }>(`/api/news?locale=en&search=${title}`)).body.items).toEqual([]);

    const draft = await editor.put<NewsTranslationAdminView>(`/api/en/news/${made.id}`, english(title));
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ id: made.id, locale: 'en', title, publication: { state: 'draft' } });
    const side = await viewer.get<NewsTranslationsView>(`/api/admin/news/${made.id}/translations`);
    expect(side.body).toEqual({ en: draft.body });
    expect((await visitor.get(`/api/news/${made.id}?locale=en`)).status).toBe(404);

    const live = await editor.post<NewsTranslationAdminView>(`/api/en/news/${made.id}/publish`, {
      version: draft.body.publication.version,
    });
    expect(live.status).toBe(200);
    const shown = await visitor.get<{ title: string; content: string }>(`/api/news/${made.id}?locale=en`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ title, content: `<p>${title} body</p>` });
    const list = await visitor.get<{ items: { id: number; title: string }[] }>(`/api/news?locale=en&search=${title}`);
    expect(list.body.items.map((n) => [n.id, n.title])).toEqual([[made.id, title]]);
    // The Chinese reads are untouched.
    expect((await visitor.get<{ title: string }>(`/api/news/${made.id}`)).body.title).toBe(made.title);

    expect((await editor.delete(`/api/en/news/${made.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/news/${made.id}?locale=en`)).status).toBe(404);
    expect((await viewer.get<NewsTranslationsView>(`/api/admin/news/${made.id}/translations`)).body).toEqual({
      en: null,
    });
  });

  it('renders an English preview link, never cached or indexed', async () => {
    const made = await article(false);
    const title = uniq('Preview');
    await editor.put(`/api/en/news/${made.id}`, english(title));
    const link = await editor.post<PreviewLinkView>(`/api/en/news/${made.id}/preview-links`, { hours: 1 });
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^\/en\/preview\/news\/[A-Za-z0-9_-]{43}$/);
    const answer = await fetch(`${stack.url}${link.body.url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const html = await answer.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`${title} body`);
    // The Chinese preview route does not open an English token, nor the English one a forged token.
    const token = link.body.url!.split('/').pop()!;
    expect((await fetch(`${stack.url}/preview/news/${token}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/en/preview/news/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const made = await article(true);
    const blank = await editor.put<{ error: string }>(`/api/en/news/${made.id}`, { title: ' ', content: '<p>x</p>' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('标题不能为空');
    expect((await editor.put(`/api/en/news/999999`, english('Nobody'))).status).toBe(404);
    expect((await visitor.get(`/api/news/${made.id}?locale=fr`)).status).toBe(400);
    expect((await viewer.get<NewsTranslationsView>(`/api/admin/news/${made.id}/translations`)).body).toEqual({
      en: null,
    });
    expect((await viewer.put(`/api/en/news/${made.id}`, english('Viewer'))).status).toBe(403);
  });
});
