import {
  LATIN_SLUG,
  type NewsListAnswer,
  PAGE_KEYS,
  type PageView,
  type ProductDetailView,
  type ProductView,
  type PublicSettings,
  sectionTexts,
} from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { ApiClient } from '../support/api-client';
import { eventually, startTestStack, stopTestStack } from '../support/test-stack';

interface Category {
  id: number;
  name: string;
  slug: string;
  type: 'news' | 'product';
}

const CHINESE = /[\u4e00-\u9fff]/;

// The demo content in English (issue 36, docs/languages.md): after seeding, every category, five products,
// three articles and the home, about and technology pages are public through ?locale=en, and the site offers English.
describe('demo content in English', () => {
  let stack: Stack;
  let visitor: ApiClient;

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    visitor = new ApiClient(stack.url);
    // The demo news is seeded in the background once the catalog answers.
    await eventually(async () => (await visitor.get<NewsListAnswer>('/api/news')).body.total >= 20, 30_000);
  });
  afterAll(() => stopTestStack(stack));

  it('lists every category in English, with a Latin slug unique per type', async () => {
    const chinese = await visitor.get<Category[]>('/api/categories');
    const english = await visitor.get<Category[]>('/api/categories?locale=en');
    expect(english.status).toBe(200);
    expect(english.body.map((c) => c.id).sort()).toEqual(chinese.body.map((c) => c.id).sort());
    for (const category of english.body) {
      expect(category.name).not.toMatch(CHINESE);
      expect(category.slug).toMatch(LATIN_SLUG);
    }
    for (const type of ['news', 'product']) {
      const slugs = english.body.filter((c) => c.type === type).map((c) => c.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('lists five products in English, their categories and pictures named in English', async () => {
    const list = await visitor.get<ProductView[]>('/api/products?locale=en');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(5);
    for (const product of list.body) {
      expect(product.name).not.toMatch(CHINESE);
      expect(product.category_name).not.toMatch(CHINESE);
      const detail = await visitor.get<ProductDetailView>(`/api/products/${product.id}?locale=en`);
      expect(detail.status).toBe(200);
      expect(detail.body.description).toContain('<h3>Overview</h3>');
      expect(detail.body.description).not.toMatch(CHINESE);
      expect(detail.body.images.length).toBeGreaterThanOrEqual(3);
      for (const image of detail.body.images) expect(image.alt_text).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('lists three articles in English, under English category names', async () => {
    const list = await visitor.get<NewsListAnswer>('/api/news?locale=en&limit=100');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items).toHaveLength(3);
    for (const article of list.body.items) {
      expect(article.title).not.toMatch(CHINESE);
      expect(article.summary).not.toMatch(CHINESE);
      expect(article.category_name).not.toMatch(CHINESE);
      const detail = await visitor.get<{ content: string }>(`/api/news/${article.id}?locale=en`);
      expect(detail.status).toBe(200);
      expect(detail.body.content).toMatch(/<h2>.+<\/h2>/);
      expect(detail.body.content).not.toMatch(CHINESE);
    }
  });

  it('shows the home, about and technology pages in English, every text of every section, and offers English', async () => {
    /** Each text the section fills, by where it is (`items.2.title`). */
    const filled = (value: unknown, path = ''): [string, string][] => {
      if (typeof value === 'string') return value ? [[path, value]] : [];
      if (value === null || typeof value !== 'object') return [];
      return Object.entries(value).flatMap(([k, v]) => filled(v, path ? `${path}.${k}` : k));
    };
    const texts = (page: PageView) =>
      page.sections.map((s) => [s.key, filled(sectionTexts(s.type, s.data)).map(([path]) => path)]);
    for (const key of PAGE_KEYS) {
      const chinese = await visitor.get<PageView>(`/api/pages/${key}`);
      const english = await visitor.get<PageView>(`/api/pages/${key}?locale=en`);
      expect(english.status).toBe(200);
      expect(english.body.title).not.toMatch(CHINESE);
      expect(texts(english.body)).toEqual(texts(chinese.body));
      for (const section of english.body.sections)
        expect(filled(sectionTexts(section.type, section.data)).filter(([, text]) => CHINESE.test(text))).toEqual([]);
    }
    const home = await fetch(`${stack.url}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="en"');
    const chineseHome = await fetch(stack.url).then((r) => r.text());
    expect(chineseHome).toContain('hreflang="en"');
  });

  it("names the company, its address and the footer's links in English, the 备案号 as registered", async () => {
    const english = await visitor.get<PublicSettings>('/api/settings?locale=en');
    const chinese = await visitor.get<PublicSettings>('/api/settings');
    expect(english.status).toBe(200);
    const { recordNumber, ...words } = english.body;
    expect(recordNumber).toBe(chinese.body.recordNumber);
    for (const field of [words.siteName, words.siteDescription, words.address]) expect(field).not.toBe('');
    expect(words.footerLinks.length).toBeGreaterThan(0);
    expect(JSON.stringify(words)).not.toMatch(CHINESE);
  });
});
