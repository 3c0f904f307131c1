import { generalSettingsSchema, LATIN_SLUG, latinSlug, PAGE_KEYS } from '@site/contracts';
import { DEMO_CATEGORY_TREES, DEMO_PRODUCTS, demoDescription, type DemoCategory } from './catalog';
import { DEMO_GENERAL_SETTINGS } from './identity';
import { DEMO_ARTICLES, demoArticleHtml } from './news';
import { DEMO_PAGES_EN } from './pages';

const flat = (nodes: DemoCategory[]): DemoCategory[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
/** Model numbers: a run of capitals and digits with a dash or a digit (ZH-PLC100, SK-15, VM-60). */
const models = (text: string) => text.match(/[A-Z]{2,}-?[A-Z0-9]*\d[A-Z0-9]*/g) ?? [];

describe('demo content in English', () => {
  it('names every category in English, each making a Latin slug unique within its type', () => {
    for (const nodes of Object.values(DEMO_CATEGORY_TREES)) {
      const slugs = flat(nodes).map((c) => {
        expect(c.en.trim()).not.toBe('');
        expect(c.en.length).toBeLessThanOrEqual(50);
        expect(c.en).not.toMatch(/[\u4e00-\u9fff]/);
        return latinSlug(c.en);
      });
      for (const slug of slugs) expect(slug).toMatch(LATIN_SLUG);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('translates five products, keeping their model numbers and the shape of their description', () => {
    const translated = DEMO_PRODUCTS.filter((p) => p.en);
    expect(translated.length).toBe(5);
    for (const p of translated) {
      const en = p.en!;
      expect(models(en.name)).toEqual(models(p.name));
      expect(en.name.length).toBeLessThanOrEqual(100);
      expect(en.features.length).toBe(p.features.length);
      expect(en.specs.length).toBe(p.specs.length);
      const html = demoDescription(en, 'en');
      expect(html).not.toMatch(/[\u4e00-\u9fff]/);
      expect(html).toContain('href="/en/contact"');
      expect(html.match(/<h3>/g)).toEqual(demoDescription(p).match(/<h3>/g));
    }
  });

  it('translates three articles with the Chinese sections, headings, paragraphs and lists', () => {
    const translated = DEMO_ARTICLES.filter((a) => a.en);
    expect(translated.length).toBe(3);
    for (const a of translated) {
      const en = a.en!;
      expect(en.title.trim()).not.toBe('');
      expect(en.coverAlt.trim()).not.toBe('');
      expect(en.sections.map((s) => [s.paragraphs?.length, s.list?.length, s.ordered])).toEqual(
        a.sections.map((s) => [s.paragraphs?.length, s.list?.length, s.ordered]),
      );
      const html = demoArticleHtml(en, 'en');
      expect(html).not.toMatch(/[\u4e00-\u9fff]/);
      expect(html.replace(/>[^<]*</g, '><')).toBe(
        demoArticleHtml(a)
          .replace(/>[^<]*</g, '><')
          .replace('/contact', '/en/contact'),
      );
    }
  });

  // That each fits its Chinese section, text for text, services/content/src/seed/pages.seed.spec.ts checks.
  it('translates the home, about and technology pages, with no Chinese left', () => {
    expect(Object.keys(DEMO_PAGES_EN).sort()).toEqual([...PAGE_KEYS].sort());
    for (const page of Object.values(DEMO_PAGES_EN)) {
      expect(page.title.trim()).not.toBe('');
      expect(Object.keys(page.sections).length).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(page)).not.toMatch(/[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]/);
    }
  });

  it("gives the company's name, description, address and footer links in English, as the settings accept them", () => {
    const parsed = generalSettingsSchema.safeParse(DEMO_GENERAL_SETTINGS);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const en = parsed.data!.translations.en!;
    for (const field of [en.siteName, en.siteDescription, en.address]) expect(field.trim()).not.toBe('');
    expect(en.footerLinks.map((g) => g.links.map((l) => l.href))).toEqual(
      DEMO_GENERAL_SETTINGS.footerLinks.map((g) => g.links.map((l) => l.href)),
    );
    expect(JSON.stringify(en)).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
