/**
 * @jest-environment node
 */
import { absoluteUrl, canonicalUrl, cutText, offerPrice, plainText } from './page-head';

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
});
