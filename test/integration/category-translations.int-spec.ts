import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// Categories in English (issue 36, docs/languages.md): the categories manager writes and reads every
// language; the public list answers one, and only the categories that have a version in it.

interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  type: 'news' | 'product';
  parent_id: number | null;
  translations: { en: { name: string; slug: string } | null };
}

let stack: Stack;
let admin: ApiClient;
let visitor: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

async function adminCategory(id: number): Promise<AdminCategory> {
  const answer = await admin.get<AdminCategory[]>('/api/admin/categories');
  expect(answer.status).toBe(200);
  const found = answer.body.find((category) => category.id === id);
  if (!found) throw new Error(`category ${id} missing from the admin list`);
  return found;
}

async function create(body: Record<string, unknown>) {
  const answer = await admin.post('/api/categories', { type: 'product', ...body });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string; slug: string };
}

beforeAll(async () => {
  stack = await startTestStack();
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  visitor = new ApiClient(stack.url);
});
afterAll(() => stopTestStack(stack));

describe('category translations', () => {
  it('round-trips an English name and slug, making the slug from the name when left empty', async () => {
    const tag = uniq('x');
    const made = await create({
      name: uniq('智能家居'),
      translations: { en: { name: `Smart Home ${tag}`, slug: '' } },
    });
    // The create's own answer keeps the spec's shape.
    expect(Object.keys(made).sort()).toEqual(['created_at', 'id', 'name', 'parent_id', 'slug', 'type']);
    expect((await adminCategory(made.id)).translations).toEqual({
      en: { name: `Smart Home ${tag}`, slug: `smart-home-${tag}` },
    });

    const english = await visitor.get<{ id: number; name: string; slug: string }[]>(
      '/api/categories?type=product&locale=en',
    );
    expect(english.status).toBe(200);
    expect(english.body.find((category) => category.id === made.id)).toMatchObject({
      name: `Smart Home ${tag}`,
      slug: `smart-home-${tag}`,
    });
    const chinese = await visitor.get<{ id: number; name: string }[]>('/api/categories?type=product');
    const row = chinese.body.find((category) => category.id === made.id);
    expect(row).toEqual({ ...made });
    // zh-CN named is the same answer as none.
    const named = await visitor.get('/api/categories?type=product&locale=zh-CN');
    expect(named.body).toEqual(chinese.body);
  });

  it('lists in English only the categories that have an English version', async () => {
    const untranslated = await create({ name: uniq('未翻译分类') });
    const english = await visitor.get<{ id: number }[]>('/api/categories?locale=en');
    expect(english.body.map((category) => category.id)).not.toContain(untranslated.id);
    expect((await adminCategory(untranslated.id)).translations).toEqual({ en: null });
  });

  it('keeps a language left out of an update, and removes one set to null', async () => {
    const made = await create({
      name: uniq('保留翻译'),
      translations: { en: { name: 'Keep me', slug: uniq('keep-me-') } },
    });
    const kept = await adminCategory(made.id);
    expect((await admin.put(`/api/categories/${made.id}`, { name: `${made.name}改` })).status).toBe(200);
    expect((await adminCategory(made.id)).translations).toEqual(kept.translations);
    // The English list drops what it cached once the category changes.
    const before = await visitor.get<{ id: number }[]>('/api/categories?locale=en');
    expect(before.body.map((category) => category.id)).toContain(made.id);
    expect(
      (await admin.put(`/api/categories/${made.id}`, { name: made.name, translations: { en: null } })).status,
    ).toBe(200);
    expect((await adminCategory(made.id)).translations).toEqual({ en: null });
    const after = await visitor.get<{ id: number }[]>('/api/categories?locale=en');
    expect(after.body.map((category) => category.id)).not.toContain(made.id);
  });

  it('refuses an English slug taken by another category of the type, changing nothing', async () => {
    const slug = uniq('taken-');
    await create({ name: uniq('占用者'), translations: { en: { name: 'First', slug } } });
    const count = (await admin.get<unknown[]>('/api/admin/categories')).body.length;
    const refused = await admin.post('/api/categories', {
      type: 'product',
      name: uniq('后来者'),
      translations: { en: { name: 'Second', slug } },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CATEGORY_SLUG_TAKEN' });
    expect(JSON.stringify(refused.body)).toContain(`英文URL别名“${slug}”已被其他产品分类使用`);
    // Refused as a whole: no category was made.
    expect((await admin.get<unknown[]>('/api/admin/categories')).body.length).toBe(count);
    // Another type is another set of slugs, as for the Chinese ones.
    const news = await admin.post('/api/categories', {
      type: 'news',
      name: uniq('新闻类'),
      translations: { en: { name: 'News', slug } },
    });
    expect(news.status).toBe(201);

    const other = await create({ name: uniq('改名者') });
    const update = await admin.put(`/api/categories/${other.id}`, {
      name: other.name,
      translations: { en: { name: 'Third', slug } },
    });
    expect(update.status).toBe(409);
    expect((await adminCategory(other.id)).translations).toEqual({ en: null });
  });

  it('answers bad input with a Chinese 400 that changes nothing', async () => {
    const made = await create({ name: uniq('坏输入') });
    const cases: [unknown, RegExp][] = [
      [{ en: { name: 'Smart Home', slug: 'Smart_Home' } }, /英文URL别名只能包含小写字母、数字和连字符/],
      [{ en: { name: 'Smart Home', slug: '智能' } }, /英文URL别名只能包含小写字母、数字和连字符/],
      [{ en: { name: '智能家居', slug: '' } }, /请填写英文URL别名/],
      [{ en: { name: '   ', slug: 'x' } }, /英文分类名称不能为空/],
      [{ fr: { name: 'Maison', slug: 'maison' } }, /translations 只能包含 en/],
    ];
    for (const [translations, message] of cases) {
      const answer = await admin.put(`/api/categories/${made.id}`, { name: made.name, translations });
      expect({ translations, status: answer.status }).toEqual({ translations, status: 400 });
      expect(JSON.stringify(answer.body)).toMatch(message);
    }
    expect((await adminCategory(made.id)).translations).toEqual({ en: null });

    for (const locale of ['fr', 'EN', '']) {
      const answer = await visitor.get(`/api/categories?locale=${locale}`);
      expect({ locale, status: answer.status }).toEqual({ locale, status: 400 });
      expect(JSON.stringify(answer.body)).toContain('locale 只能是');
    }
  });

  it('counts the categories and pictures that lack an English version, for the dashboard', async () => {
    const made = await create({ name: uniq('计数') });
    const count = async () => {
      const answer = await admin.get<{
        items: { kind: string; total: number; missing: { en: number } }[];
        unavailable: string[];
      }>('/api/admin/translations');
      expect(answer.status).toBe(200);
      expect(answer.body.unavailable).toEqual([]);
      return answer.body.items;
    };
    const all = (await admin.get<AdminCategory[]>('/api/admin/categories')).body;
    const before = await count();
    expect(before.map((item) => item.kind)).toEqual(['categories', 'news', 'product', 'media', 'page']);
    expect(before[0]).toEqual({
      kind: 'categories',
      total: all.length,
      missing: { en: all.filter((category) => category.translations.en === null).length },
    });
    expect(before[2].missing.en).toBeLessThanOrEqual(before[2].total);
    await admin.put(`/api/categories/${made.id}`, {
      name: made.name,
      translations: { en: { name: 'Counted', slug: '' } },
    });
    expect((await count())[0].missing.en).toBe(before[0].missing.en - 1);
    expect((await visitor.get('/api/admin/translations')).status).toBe(401);
  });

  it('keeps the admin list to staff', async () => {
    expect((await visitor.get('/api/admin/categories')).status).toBe(401);
  });
});
