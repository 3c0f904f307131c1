import { request as httpRequest } from 'node:http';
import type { Stack } from '@site/dev-stack';
import { uniquePng } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { runImagesCli } from '../support/images-cli';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

// Issue 32 #4, #5, #6, #9, junk query strings and the logo/favicon settings: what a request's
// Host header may put into pages and files, what rich text may make readers load, which uploads
// the file cleanup keeps, and what the caches answer right after a rename or with tracking
// parameters. Runs the built gateway and web app (node scripts/build.mjs).

const INJECTED_HOST = 'x"><meta http-equiv=refresh content="0;url=https://evil.example/">';
const INVALID_HOST = '请求的主机名（Host）无效';

let stack: Stack;
let admin: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw GET with the headers as given (fetch will not send a Host of our choosing). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${stack.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varyOf = (answer: Answer) =>
  String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim());

async function saveSettings(tab: string, change: Record<string, unknown>) {
  const current = await admin.get(`/api/settings?tab=${tab}`);
  expect(current.status).toBe(200);
  return admin.post('/api/settings', { tab, settings: { ...current.body, ...change } });
}

async function newCategory(type: 'product' | 'news') {
  const answer = await admin.post('/api/categories', { name: uniq('主机分类'), type });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string };
}

async function newArticle(category: number, extra: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/news?publish=true', {
    title: uniq('主机新闻'),
    category,
    content: '<p>正文</p>',
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; title: string; content: string };
}

async function upload(): Promise<string> {
  const data = new FormData();
  // A new picture each time: the library answers the same bytes with the same file.
  data.append('image', new Blob([new Uint8Array(await uniquePng())], { type: 'application/octet-stream' }), 'logo.png');
  const answer = await admin.request<{ url: string }>('POST', '/api/upload', data);
  expect(answer.status).toBe(200);
  return answer.body.url;
}

const served = async (url: string) => (await fetch(`${stack.url}${url}`)).status;

beforeAll(async () => {
  stack = await startTestStack({ appEnv: { gateway: { UPLOAD_SWEEP_INTERVAL_MINUTES: '0' } } });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
});

afterAll(async () => {
  await stopTestStack(stack);
});

describe('issue 32 #4: the Host header', () => {
  it.each(['/about', '/news', '/robots.txt', '/sitemap.xml', '/rss.xml', '/api/news'])(
    'refuses an injected Host or X-Forwarded-Host on %s with a Chinese 400, and writes nothing of it',
    async (path) => {
      const variants: Record<string, string>[] = [
        { host: INJECTED_HOST },
        { host: 'a.example', 'x-forwarded-host': INJECTED_HOST },
        { host: 'a.example', 'x-forwarded-host': 'a.example, b.example/x' },
        { host: 'a.example:99999' },
      ];
      for (const headers of variants) {
        const answer = await get(path, headers);
        expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
          status: 400,
          body: { error: INVALID_HOST },
        });
        expect(answer.body).not.toContain('evil.example');
      }
    },
  );

  it('takes plain host names with a port, and varies host-dependent answers and their ETags by host', async () => {
    for (const path of ['/about', '/robots.txt', '/sitemap.xml', '/rss.xml']) {
      const a = await get(path, { host: 'a.example:8080' });
      const b = await get(path, { host: 'b.example' });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toContain('http://a.example:8080/');
      expect(b.body).toContain('http://b.example/');
      expect(b.body).not.toContain('a.example');
      expect(varyOf(a)).toContain('host');
      expect(varyOf(b)).toContain('host');
      expect(a.headers.etag).toBeTruthy();
      expect(a.headers.etag).not.toBe(b.headers.etag);
      // One host's validator never answers for another's copy.
      const revalidated = await get(path, { host: 'b.example', 'if-none-match': String(a.headers.etag) });
      expect(revalidated.status).toBe(200);
      expect(revalidated.body).toContain('http://b.example/');
      expect((await get(path, { host: 'a.example:8080', 'if-none-match': String(a.headers.etag) })).status).toBe(304);
    }
    expect((await get('/about', { host: '[::1]:3000' })).status).toBe(200);
  });

  it('uses only the site address once it is set, whatever the Host', async () => {
    expect((await saveSettings('general', { siteUrl: 'https://www.site.example' })).status).toBe(200);
    try {
      await eventually(async () => (await get('/about', { host: 'other.example' })).body.includes('www.site.example'));
      for (const path of ['/about', '/robots.txt', '/sitemap.xml', '/rss.xml']) {
        const answer = await get(path, { host: 'other.example' });
        expect(answer.status).toBe(200);
        expect(answer.body).toContain('https://www.site.example/');
        expect(answer.body).not.toContain('other.example');
      }
    } finally {
      expect((await saveSettings('general', { siteUrl: '' })).status).toBe(200);
    }
  });
});

describe('issue 32 #5: rich text never loads the API by an absolute URL', () => {
  it('drops images into /api/ on the site (by its own address or any host), keeps links to it', async () => {
    const category = await newCategory('news');
    const site = new URL(stack.url);
    const sources = [
      `${stack.url}/api/contacts/2`,
      `http://localhost:${site.port}/api/contacts/2`,
      `https://www.site.example/API/users`,
      `${stack.url}/uploads/../api/logout`,
    ];
    const content =
      `<p>前${sources.map((src) => `<img src="${src}" alt="图">`).join('')}后</p>` +
      `<p><a href="${stack.url}/api/news">接口链接</a><img src="https://cdn.example.com/x.png" alt="图"></p>`;
    const article = await newArticle(category.id, { content });
    const stored = await admin.get(`/api/news/${article.id}`);
    expect(stored.status).toBe(200);
    const html = stored.body.content as string;
    expect(html).not.toMatch(/<img[^>]*\/api/i);
    expect(html).toContain(`<a href="${stack.url}/api/news">接口链接</a>`);
    expect(html).toContain('<img src="https://cdn.example.com/x.png" alt="图" />');
    // The public page shows the same: no picture there calls the API.
    const page = await get(`/news/${article.id}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<img[^>]*\/api\//i);
  });
});

describe('issue 32 #6: uploads the settings show', () => {
  it('keeps the site logo in the sweep after an article that showed the same upload goes', async () => {
    const category = await newCategory('news');
    const logo = await upload();
    expect((await saveSettings('general', { logoUrl: logo, faviconUrl: logo })).status).toBe(200);
    const withLogo = await newArticle(category.id, { cover_image: logo, cover_alt: '标志' });
    expect((await admin.delete(`/api/news/${withLogo.id}`)).status).toBe(204);
    // The settings' report has reached the media library's usage index (issue 33).
    const key = logo.slice('/uploads/'.length);
    await eventually(
      async () =>
        (await queryDb(stack, 'content', `SELECT 1 FROM media_usage WHERE key = $1 AND service = 'identity'`, [key]))
          .length === 2,
    );

    const swept = await runImagesCli(stack, ['sweep', '--min-age-hours', '0']);
    expect(swept.stdout).not.toContain(`removed ${logo}`);
    expect(swept.stdout).toMatch(/ 0 undecided/);
    expect(await served(logo)).toBe(200);
    expect((await saveSettings('general', { logoUrl: '', faviconUrl: '' })).status).toBe(200);
  });
});

describe('issue 32 #9: renaming a category is read-your-writes', () => {
  it('shows the new name in /api/news and /api/products right after the rename answers, every time', async () => {
    const category = await newCategory('news');
    const article = await newArticle(category.id);
    const productCategory = await newCategory('product');
    const product = await admin.post('/api/products?publish=true', {
      name: uniq('主机产品'),
      category: productCategory.id,
      status: '已发布',
      price: '¥1',
      stock: 1,
    });
    expect(product.status).toBe(201);
    const newsName = async () =>
      ((await admin.get('/api/news?limit=100')).body.items as { id: number; category_name: string }[]).find(
        (item) => item.id === article.id,
      )?.category_name;
    const visitor = new ApiClient(stack.url);
    const productCategoryName = async () => {
      const list = await visitor.get(`/api/products?page=1&limit=12&category=${productCategory.id}`);
      return JSON.stringify(list.body);
    };
    expect(await newsName()).toBe(category.name);
    for (let round = 1; round <= 6; round++) {
      // Warm the caches with the current name, then rename and read at once.
      await visitor.get('/api/news?limit=100');
      await productCategoryName();
      const name = uniq(`改名${round}`);
      expect((await admin.put(`/api/categories/${category.id}`, { name, type: 'news' })).status).toBe(200);
      const read = await visitor.get('/api/news?limit=100');
      const item = (read.body.items as { id: number; category_name: string }[]).find((i) => i.id === article.id);
      expect(item?.category_name).toBe(name);
      const productName = uniq(`产品改名${round}`);
      expect(
        (await admin.put(`/api/categories/${productCategory.id}`, { name: productName, type: 'product' })).status,
      ).toBe(200);
      expect(await productCategoryName()).toContain(productName);
    }
  });
});

describe('junk query strings', () => {
  it('answers a page from the cache whatever tracking parameters it carries, keeping the ones it reads', async () => {
    const category = await newCategory('news');
    await newArticle(category.id);
    const plain = `/news?category=${category.id}`;
    const first = await get(plain);
    expect(first.status).toBe(200);
    const junk = [
      'utm_source=wechat&utm_medium=social&utm_campaign=x',
      'from=singlemessage&isappinstalled=0',
      'bd_vid=123&hmsr=baidu&hmpl=a&hmcu=b&hmkw=c&hmci=d',
      `whatever=${uniq('j')}`,
    ];
    for (const extra of junk) {
      const answer = await get(`${plain}&${extra}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(answer.headers.etag).toBe((await get(plain)).headers.etag);
    }
    // A parameter the page reads still makes a page of its own.
    const searched = await get(`${plain}&search=${encodeURIComponent(uniq('无此词'))}&utm_source=x`);
    expect(searched.headers['x-cache']).toBe('MISS');
    expect(searched.headers.etag).not.toBe(first.headers.etag);
    const products = `/products?category=${category.id}`;
    await get(products);
    expect((await get(`${products}&utm_source=x&from=timeline`)).headers['x-cache']).toBe('HIT');
    expect((await get(`/about?from=singlemessage&isappinstalled=0`)).body).not.toContain('singlemessage');
  });
});

describe('logo and favicon settings', () => {
  it.each([
    ['logoUrl', 'javascript:alert(1)', 'Logo 地址'],
    ['logoUrl', ' JavaScript:alert(1)', 'Logo 地址'],
    ['faviconUrl', 'data:image/png;base64,AAAA', '图标地址'],
    ['faviconUrl', '//evil.example/x.ico', '图标地址'],
    ['faviconUrl', 'vbscript:x', '图标地址'],
    ['faviconUrl', '/uploads/../api/logout', '图标地址'],
    ['logoUrl', '/api/logout', 'Logo 地址'],
  ])('refuses %s = %s with a Chinese 400', async (field, value, label) => {
    const answer = await saveSettings('general', { [field]: value });
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toContain(`${label}只能是以 http:// 或 https:// 开头的网址`);
    const stored = await admin.get('/api/settings?tab=general');
    expect(stored.body[field]).not.toBe(value);
  });

  it('takes http(s) addresses and own uploads, and /favicon.ico redirects only to those', async () => {
    expect(
      (
        await saveSettings('general', {
          logoUrl: '/uploads/site/logo.png',
          faviconUrl: 'https://cdn.example.com/f.ico?v=2',
        })
      ).status,
    ).toBe(200);
    const favicon = await get('/favicon.ico');
    expect(favicon.status).toBe(302);
    expect(favicon.headers.location).toBe('https://cdn.example.com/f.ico?v=2');
    expect((await saveSettings('general', { faviconUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await get('/favicon.ico')).headers.location).toBe('https://cdn.example.com/f.ico?v=2');
    expect((await saveSettings('general', { logoUrl: '', faviconUrl: '' })).status).toBe(200);
  });
});
