import { isOwnImageUrl, LATIN_SLUG, normalizePrice, PRODUCT_STATUSES } from '@site/contracts';
import * as demo from '@site/demo';
import { demoCategories, demoProducts } from './catalog.seed';

describe('demo catalogue', () => {
  const categories = demoCategories(demo);
  const products = demoProducts(demo);

  it('has product categories three levels deep and nested news categories', () => {
    const depth = (key: string) => key.split(':')[1].split('/').length;
    expect(Math.max(...categories.filter((c) => c.type === 'product').map((c) => depth(c.key)))).toBe(3);
    expect(Math.max(...categories.filter((c) => c.type === 'news').map((c) => depth(c.key)))).toBeGreaterThanOrEqual(2);
    expect(categories.filter((c) => c.type === 'news').map((c) => c.name)).toEqual(
      expect.arrayContaining(['公司新闻', '行业动态', '帮助中心', '使用教程', '常见问题']),
    );
  });

  it('lists parents before children, with slugs unique per type', () => {
    const seen = new Set<string>();
    for (const c of categories) {
      if (c.parentKey) expect(seen.has(c.parentKey)).toBe(true);
      seen.add(c.key);
    }
    for (const type of ['news', 'product']) {
      const slugs = categories.filter((c) => c.type === type).map((c) => c.slug.toLowerCase());
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('has at least 30 products over every status and stock level, each in a leaf product category', () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.status))).toEqual(new Set(PRODUCT_STATUSES));
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 10)).toBe(true);
    expect(products.some((p) => p.stock > 10)).toBe(true);
    const keys = new Set(categories.map((c) => c.key));
    const parents = new Set(categories.map((c) => c.parentKey));
    for (const p of products) {
      expect(keys.has(p.categoryKey)).toBe(true);
      expect(parents.has(p.categoryKey)).toBe(false);
      expect(normalizePrice(p.price)).toBe(p.price);
    }
  });

  it('gives every product several of our demo images', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      for (const image of p.images) expect(isOwnImageUrl(image.url)).toBe(true);
    }
  });

  it('gives every category an English name and a Latin slug unique per type', () => {
    for (const type of ['news', 'product']) {
      const english = categories.filter((c) => c.type === type).map((c) => c.en);
      for (const en of english) {
        expect(en.name.trim()).not.toBe('');
        expect(en.slug).toMatch(LATIN_SLUG);
      }
      expect(new Set(english.map((en) => en.slug)).size).toBe(english.length);
    }
  });

  it('publishes five products in English, with an English alt text for each picture', () => {
    const english = products.filter((p) => p.en);
    expect(english.length).toBe(5);
    for (const p of english) {
      expect(p.en?.description).toMatch(/^<h3>Overview<\/h3>/);
      expect(p.en?.descriptionText).toContain('contact us');
      expect(p.en?.descriptionText).not.toMatch(/[\u4e00-\u9fff]/);
      expect(p.en?.imageAlts).toHaveLength(p.images.length);
      for (const alt of p.en?.imageAlts ?? []) expect(alt).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
