import { isOwnImageUrl, NEWS_SUMMARY_LENGTH } from '@site/contracts';
import * as demo from '@site/demo';
import { htmlToText } from '@site/service-kit';
import { demoArticles, newsCategoryPaths } from './news.seed';

const { DEMO_ARTICLES, DEMO_NEWS_COVERS, demoImageUrl } = demo;

/** The news categories the catalog's demo seed creates (see libs/demo/src/catalog.ts). */
const CATALOG_NEWS = [
  { id: 1, name: '公司新闻', parent_id: null },
  { id: 2, name: '企业动态', parent_id: 1 },
  { id: 3, name: '荣誉资质', parent_id: 1 },
  { id: 4, name: '行业动态', parent_id: null },
  { id: 5, name: '政策解读', parent_id: 4 },
  { id: 6, name: '市场观察', parent_id: 4 },
  { id: 7, name: '帮助中心', parent_id: null },
  { id: 8, name: '使用教程', parent_id: 7 },
  { id: 9, name: '快速入门', parent_id: 8 },
  { id: 10, name: '进阶技巧', parent_id: 8 },
  { id: 11, name: '常见问题', parent_id: 7 },
];

describe('demo news', () => {
  const articles = demoArticles(CATALOG_NEWS, demo);

  it('names category paths from the top', () => {
    const paths = newsCategoryPaths(CATALOG_NEWS);
    expect(paths.get('帮助中心/使用教程/快速入门')).toBe(9);
    expect(paths.get('公司新闻')).toBe(1);
  });

  it('has at least 20 articles over every demo news category, nested ones included', () => {
    expect(articles.length).toBe(DEMO_ARTICLES.length);
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(articles.map((a) => a.categoryId))).toEqual(new Set(CATALOG_NEWS.map((c) => c.id)));
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('gives every article a demo cover and an HTML body with headings, paragraphs and lists', () => {
    const covers = new Set(DEMO_NEWS_COVERS.map((c) => demoImageUrl(c.name)));
    for (const a of articles) {
      expect(isOwnImageUrl(a.coverImage)).toBe(true);
      expect(covers.has(a.coverImage)).toBe(true);
      expect(a.content).toMatch(/<h2>.+<\/h2>/);
      expect(a.content).toMatch(/<p>.+<\/p>/);
      expect(a.content).toMatch(/<(ul|ol)><li>/);
      expect(a.title.length).toBeLessThanOrEqual(200);
      expect(a.summary.length).toBeGreaterThan(0);
      expect(a.summary.length).toBeLessThanOrEqual(NEWS_SUMMARY_LENGTH + 3);
    }
    expect(articles.some((a) => a.content.includes('<ol>'))).toBe(true);
  });

  it('publishes three articles in English, with the same headings and lists as the Chinese body', () => {
    const english = articles.filter((a) => a.en);
    expect(english.length).toBe(3);
    const shape = (html: string) => html.match(/<\/?(h2|p|ul|ol|li)>/g);
    for (const a of english) {
      expect(a.en?.title).not.toMatch(/[\u4e00-\u9fff]/);
      expect(a.en?.content).not.toMatch(/[\u4e00-\u9fff]/);
      expect(shape(a.en?.content ?? '')).toEqual(shape(a.content));
      expect(a.en?.summary.length).toBeGreaterThan(0);
      expect(a.en?.summary.length).toBeLessThanOrEqual(NEWS_SUMMARY_LENGTH + 3);
      expect(a.en?.coverAlt).not.toBe('');
    }
  });

  it('makes the summaries left empty from the content, as the rules do', () => {
    const made = articles.filter((_, i) => DEMO_ARTICLES[i].summary === '');
    expect(made.length).toBeGreaterThan(0);
    for (const a of made) expect(htmlToText(a.content).startsWith(a.summary.replace(/\.\.\.$/, ''))).toBe(true);
  });

  it('files an article under the nearest category that still exists, and leaves it out without any', () => {
    const withoutQuickStart = CATALOG_NEWS.filter((c) => c.name !== '快速入门');
    const moved = demoArticles(withoutQuickStart, demo);
    expect(moved.length).toBe(articles.length);
    expect(moved.filter((a) => a.categoryId === 8).length).toBeGreaterThan(
      articles.filter((a) => a.categoryId === 8).length,
    );
    expect(
      demoArticles(
        CATALOG_NEWS.filter((c) => c.name !== '帮助中心' && c.parent_id !== 7 && c.parent_id !== 8),
        demo,
      ).length,
    ).toBeLessThan(articles.length);
    expect(demoArticles([], demo)).toEqual([]);
  });
});
