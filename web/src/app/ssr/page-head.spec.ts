/**
 * @jest-environment node
 */
import type { NewsView, ProductDetailView } from '@site/contracts';
import { EMPTY_SETTINGS } from '../../features/settings/utils/public-settings';
import { absoluteUrl, canonicalUrl, cutText, headTags, offerPrice, pageMeta, plainText } from './page-head';

describe('page head helpers', () => {
  it('makes upload paths absolute and keeps http(s) addresses', () => {
    expect(absoluteUrl('https://a.cn', '/uploads/x.png')).toBe('https://a.cn/uploads/x.png');
    expect(absoluteUrl('https://a.cn', 'http://cdn.cn/x.png')).toBe('http://cdn.cn/x.png');
    expect(absoluteUrl('https://a.cn', '  ')).toBeNull();
    expect(absoluteUrl('https://a.cn', null)).toBeNull();
  });

  it('keeps only the list parameters that name different content in the canonical address', () => {
    const url = (path: string) => new URL(path, 'http://localhost');
    expect(canonicalUrl('https://a.cn', url('/news?page=2&utm_source=x&category=3'))).toBe(
      'https://a.cn/news?category=3&page=2',
    );
    expect(canonicalUrl('https://a.cn', url('/news?page=1'))).toBe('https://a.cn/news');
    expect(canonicalUrl('https://a.cn', url('/products/5?ref=wx'))).toBe('https://a.cn/products/5');
  });

  it('reads the text of stored HTML and cuts it by characters', () => {
    expect(plainText('<p>甲 &amp; 乙</p><p>丙<br>丁</p>')).toBe('甲 & 乙 丙 丁');
    expect(cutText('一二三四五', 3)).toBe('一二三…');
    expect(cutText('一二三', 3)).toBe('一二三');
    expect(cutText('😀😀😀', 2)).toBe('😀😀…');
  });

  it('reads a price schema.org accepts, none when negotiable', () => {
    expect(offerPrice('¥1,280.50')).toBe('1280.50');
    expect(offerPrice('￥99')).toBe('99');
    expect(offerPrice('')).toBeNull();
    expect(offerPrice('价格面议')).toBeNull();
  });

  it('takes an SEO description before the derived one, and the derived one when it is empty', () => {
    const settings = { ...EMPTY_SETTINGS, siteDescription: '站点描述' };
    const url = new URL('http://localhost/products/1');
    const product = { description: '<p>产品正文</p>', seo_description: '', images: [] } as unknown as ProductDetailView;
    const meta = (record: Parameters<typeof pageMeta>[4]) =>
      pageMeta('标题', settings, url, 'http://localhost', record, true).description;
    expect(meta({ product })).toBe('产品正文');
    expect(meta({ product: { ...product, seo_description: '搜索描述' } })).toBe('搜索描述');
    expect(meta({ product: { ...product, description: '' } })).toBe('站点描述');
    const news = { summary: '摘要', seo_description: '', cover_image: null } as unknown as NewsView;
    expect(meta({ news })).toBe('摘要');
    expect(meta({ news: { ...news, seo_description: '新闻搜索描述' } })).toBe('新闻搜索描述');
  });

  it("links the news feed of the page's language", () => {
    const settings = { ...EMPTY_SETTINGS, siteName: '极客' };
    const feedLink = (path: string, feed: string) => {
      const meta = pageMeta('标题', settings, new URL(`http://localhost${path}`), 'https://example.cn', {}, true);
      const words = { home: '', products: '', news: '', feed };
      return headTags(meta, settings, words).match(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/g);
    };
    expect(feedLink('/news', '新闻动态')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="极客 - 新闻动态" href="https://example.cn/rss.xml">',
    ]);
    expect(feedLink('/en/news', 'News')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="极客 - News" href="https://example.cn/en/rss.xml">',
    ]);
  });
});
