import type { NewsListItem, ProductView, SchedulesAnswer } from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// 定时发布 lists the English versions' schedules too (issue 36, docs/languages.md): each translated
// language's publishing answers its schedules, named by `locale`, beside the records' own.
describe('English schedules in 定时发布', () => {
  let stack: Stack;
  let editor: ApiClient;
  let viewer: ApiClient;
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    editor = await ApiClient.signedIn(stack.url, EDITOR);
    viewer = await ApiClient.signedIn(stack.url, VIEWER);
  });
  afterAll(() => stopTestStack(stack));

  it('lists a scheduled English article and product, marked en, and drops them with their English versions', async () => {
    // A demo article and product live in Chinese only.
    const englishNews = new Set(
      (await viewer.get<{ items: NewsListItem[] }>('/api/news?limit=100&locale=en')).body.items.map((a) => a.id),
    );
    const article = (await viewer.get<{ items: NewsListItem[] }>('/api/news?limit=100')).body.items.find(
      (a) => !englishNews.has(a.id),
    )!;
    const englishProducts = new Set((await viewer.get<ProductView[]>('/api/products?locale=en')).body.map((p) => p.id));
    const product = (await viewer.get<ProductView[]>('/api/products')).body.find((p) => !englishProducts.has(p.id))!;

    const newsDraft = await editor.put(`/api/en/news/${article.id}`, {
      title: 'Scheduled article',
      content: '<p>Soon.</p>',
      summary: '',
      // The demo articles have covers: publishing (and so scheduling) asks their English alt text.
      cover_alt: 'Cover',
    });
    expect(newsDraft.body).toMatchObject({ cover_alt: 'Cover' });
    expect(newsDraft.status).toBe(200);
    const productDraft = await editor.put(`/api/en/products/${product.id}`, {
      name: 'Scheduled product',
      description: '<p>Soon.</p>',
    });
    expect(productDraft.status).toBe(200);
    const newsAt = hours(2);
    const [productAt, productUntil] = [hours(3), hours(5)];
    expect((await editor.post(`/api/en/news/${article.id}/schedule`, { publish_at: newsAt })).status).toBe(200);
    expect(
      (
        await editor.post(`/api/en/products/${product.id}/schedule`, {
          publish_at: productAt,
          unpublish_at: productUntil,
        })
      ).status,
    ).toBe(200);

    const listed = await viewer.get<SchedulesAnswer>('/api/admin/schedules');
    expect(listed.status).toBe(200);
    expect(listed.body.unavailable).toEqual([]);
    const english = listed.body.items.filter((i) => i.locale === 'en');
    expect(english).toEqual([
      {
        type: 'news',
        id: article.id,
        title: 'Scheduled article',
        state: 'scheduled',
        publish_at: newsAt,
        unpublish_at: null,
        updated_by: expect.any(String),
        locale: 'en',
      },
      {
        type: 'product',
        id: product.id,
        title: 'Scheduled product',
        state: 'scheduled',
        publish_at: productAt,
        unpublish_at: productUntil,
        updated_by: expect.any(String),
        locale: 'en',
      },
    ]);
    // The Chinese records' own schedules are not theirs.
    expect(listed.body.items.filter((i) => i.id === article.id && i.type === 'news' && !i.locale)).toEqual([]);

    expect((await editor.delete(`/api/en/news/${article.id}`)).status).toBe(204);
    expect((await editor.delete(`/api/en/products/${product.id}`)).status).toBe(204);
    const after = await viewer.get<SchedulesAnswer>('/api/admin/schedules');
    expect(after.body.items.filter((i) => i.locale === 'en')).toEqual([]);
  });
});
