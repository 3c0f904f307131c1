import { backoffDelayMs } from '@site/service-kit';
import { baiduRequest, enginesFor, indexNowRequest, outcomeOf, pagePath, PUSH_RETRY_DELAYS_MS } from './push-requests';

describe('search push requests', () => {
  it('names the public path of a product and an article', () => {
    expect(pagePath({ kind: 'product', id: 7 })).toBe('/products/7');
    expect(pagePath({ kind: 'news', id: 12 })).toBe('/news/12');
    expect(pagePath({ kind: 'news', id: 12, locale: 'zh-CN' })).toBe('/news/12');
    expect(pagePath({ kind: 'news', id: 12, locale: 'en' })).toBe('/en/news/12');
  });

  it('sends Baidu only Chinese addresses and IndexNow every language, among the engines switched on', () => {
    const both = { baidu: true, indexnow: true };
    expect(enginesFor({ kind: 'news', id: 1 }, both)).toEqual(['baidu', 'indexnow']);
    expect(enginesFor({ kind: 'news', id: 1, locale: 'zh-CN' }, both)).toEqual(['baidu', 'indexnow']);
    expect(enginesFor({ kind: 'news', id: 1, locale: 'en' }, both)).toEqual(['indexnow']);
    expect(enginesFor({ kind: 'news', id: 1, locale: 'en' }, { baidu: true, indexnow: false })).toEqual([]);
    expect(enginesFor({ kind: 'product', id: 1 }, { baidu: false, indexnow: true })).toEqual(['indexnow']);
  });

  it('posts to Baidu /urls to add and /del to remove, the addresses one per line as text/plain', () => {
    const push = { site: 'https://www.zhiheng-auto.cn', token: 'AbC123' };
    const urls = ['https://www.zhiheng-auto.cn/products/1', 'https://www.zhiheng-auto.cn/news/2'];
    const add = baiduRequest('http://data.zz.baidu.com/', push, 'update', urls);
    expect(add.url).toBe('http://data.zz.baidu.com/urls?site=https%3A%2F%2Fwww.zhiheng-auto.cn&token=AbC123');
    expect(add.headers['content-type']).toBe('text/plain');
    expect(add.body).toBe(urls.join('\n'));
    const del = baiduRequest('http://127.0.0.1:9/base', push, 'delete', urls.slice(0, 1));
    expect(new URL(del.url).pathname).toBe('/base/del');
    expect(del.body).toBe(urls[0]);
  });

  it('posts IndexNow JSON with the host, the key and where the key file is', () => {
    const request = indexNowRequest(
      'https://api.indexnow.org/indexnow',
      { siteUrl: 'https://www.zhiheng-auto.cn', key: 'a1b2c3d4-key' },
      ['https://www.zhiheng-auto.cn/news/3'],
    );
    expect(request.url).toBe('https://api.indexnow.org/indexnow');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({
      host: 'www.zhiheng-auto.cn',
      key: 'a1b2c3d4-key',
      keyLocation: 'https://www.zhiheng-auto.cn/a1b2c3d4-key.txt',
      urlList: ['https://www.zhiheng-auto.cn/news/3'],
    });
  });

  it('counts 2xx as sent, 429 and 5xx as worth a retry, any other answer as failed', () => {
    expect(outcomeOf(200, '{"remain":99,"success":1}')).toEqual({
      kind: 'sent',
      result: 'HTTP 200 {"remain":99,"success":1}',
    });
    expect(outcomeOf(202, '').kind).toBe('sent');
    expect(outcomeOf(429, '').kind).toBe('retry');
    expect(outcomeOf(503, 'busy').kind).toBe('retry');
    expect(outcomeOf(401, '{"error":401,"message":"token is not valid"}')).toMatchObject({ kind: 'failed' });
    expect(outcomeOf(422, '').kind).toBe('failed');
    expect(outcomeOf(200, 'x'.repeat(1000)).result.length).toBeLessThan(320);
  });

  it('retries after 10 s, then further apart, and gives up after the schedule', () => {
    expect(backoffDelayMs(PUSH_RETRY_DELAYS_MS, 1)).toBe(10_000);
    for (let i = 1; i < PUSH_RETRY_DELAYS_MS.length; i++) {
      expect(PUSH_RETRY_DELAYS_MS[i]).toBeGreaterThan(PUSH_RETRY_DELAYS_MS[i - 1]);
    }
    expect(backoffDelayMs(PUSH_RETRY_DELAYS_MS, PUSH_RETRY_DELAYS_MS.length + 1)).toBeNull();
  });
});
