import type { Stack } from '@site/dev-stack';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ADMIN, ApiClient } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// The editor's SEO title and description on products and news (API, validation, OpenAPI, the
// server-rendered head), and the sitemap index past the URL limit, here lowered to a few URLs
// (docs/seo.md). Runs the built gateway and web app (node scripts/build.mjs).
const SITEMAP_MAX_URLS = 4;
/** /, /about, /technology, /products, /news, /download, /contact. */
const STATIC_PAGES = 7;

let stack: Stack;
let admin: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

interface SeoView {
  id: number;
  seo_title: string;
  seo_description: string;
}
type ProductAnswer = SeoView & { name: string };
type NewsAnswer = SeoView & { title: string };

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** Every `<meta>` of the head by its name, property or itemprop (the first of each). */
function metaOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(/<meta (?:name|property|itemprop)="([^"]+)" content="([^"]*)">/g)) {
    tags[key] ??= decode(value);
  }
  return tags;
}

async function page(path: string): Promise<string> {
  const answer = await fetch(`${stack.url}${path}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

async function newCategory(type: 'product' | 'news') {
  const answer = await admin.post('/api/categories', { name: uniq('SEO覆盖分类'), type });
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
}

let productCategory: number;
let newsCategory: number;

const productBody = (extra: Record<string, unknown> = {}) => ({
  name: uniq('覆盖产品'),
  category: productCategory,
  status: '已发布',
  price: '¥10',
  stock: 5,
  description: '<p>产品描述的正文文字</p>',
  ...extra,
});

const newsBody = (extra: Record<string, unknown> = {}) => ({
  title: uniq('覆盖新闻'),
  category: newsCategory,
  content: '<p>新闻正文内容</p>',
  summary: '新闻摘要文字',
  ...extra,
});

beforeAll(async () => {
  stack = await startTestStack({ appEnv: { gateway: { SITEMAP_MAX_URLS: String(SITEMAP_MAX_URLS) } } });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  const current = await admin.get('/api/settings?tab=general');
  const saved = await admin.post('/api/settings', {
    tab: 'general',
    settings: { ...current.body, siteName: '覆盖测试站', siteDescription: '站点描述' },
  });
  expect(saved.status).toBe(200);
  productCategory = await newCategory('product');
  newsCategory = await newCategory('news');
});

afterAll(async () => {
  await stopTestStack(stack);
});

describe.each([
  { kind: 'products', body: productBody },
  { kind: 'news', body: newsBody },
])('SEO fields of $kind through the API', ({ kind, body }) => {
  const path = `/api/${kind}`;
  // The working copy (a new record is a draft, docs/publishing.md): the admin's read.
  const read = async (id: number) => {
    const answer = await admin.get<SeoView>(`/api/admin/${kind}/${id}`);
    expect(answer.status).toBe(200);
    return { seo_title: answer.body.seo_title, seo_description: answer.body.seo_description };
  };

  // Stored trimmed, kept when left out, cleared with null or '': products.medium-spec.ts (catalog) and
  // news.medium-spec.ts (content). Here, the refusal as the browser gets it, and OpenAPI.
  it('refuses 61 / 161 characters with a Chinese message, on create and on edit, and saves nothing', async () => {
    const name = uniq('超长');
    const fields = kind === 'news' ? { title: name } : { name };
    const tooLongTitle = await admin.post(path, body({ ...fields, seo_title: '题'.repeat(61) }));
    expect(tooLongTitle.status).toBe(400);
    expect(tooLongTitle.body).toEqual({ error: 'SEO标题不能超过60个字符' });
    const tooLongDescription = await admin.post(path, body({ ...fields, seo_description: '述'.repeat(161) }));
    expect(tooLongDescription.status).toBe(400);
    expect(tooLongDescription.body).toEqual({ error: 'SEO描述不能超过160个字符' });
    const search = await admin.get<unknown>(`${path}?search=${encodeURIComponent(name)}`);
    const found = Array.isArray(search.body) ? search.body : (search.body as { items: unknown[] }).items;
    expect(found).toEqual([]);

    const saved = await admin.post<SeoView>(path, body({ seo_title: '原标题', seo_description: '原描述' }));
    const id = saved.body.id;
    const edit = await admin.put(`${path}/${id}`, body({ seo_title: '题'.repeat(61), seo_description: '新描述' }));
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual({ error: 'SEO标题不能超过60个字符' });
    const editDescription = await admin.put(`${path}/${id}`, body({ seo_description: '述'.repeat(161) }));
    expect(editDescription.status).toBe(400);
    expect(editDescription.body).toEqual({ error: 'SEO描述不能超过160个字符' });
    expect(await read(id)).toEqual({ seo_title: '原标题', seo_description: '原描述' });
    expect((await admin.put(`${path}/${id}`, body({ seo_title: 42 }))).status).toBe(400);
  });

  it('declares them in the OpenAPI document, with their limits', async () => {
    type Schema = { properties?: Record<string, { maxLength?: number }>; required?: string[] };
    const doc = (await admin.get<{ paths: Record<string, Record<string, any>> }>('/api/docs/openapi.json')).body;
    const schema = doc.paths[path].post.requestBody.content['application/json'].schema as Schema;
    expect(schema.properties?.seo_title?.maxLength).toBe(60);
    expect(schema.properties?.seo_description?.maxLength).toBe(160);
    expect(schema.required).not.toContain('seo_title');
  });
});

describe('server-rendered head', () => {
  it('uses a product’s SEO title and description when set, and the name and its text when not', async () => {
    const overridden = (
      await admin.post<ProductAnswer>(
        '/api/products?publish=true',
        productBody({ seo_title: '工业网关 & 边缘计算', seo_description: '为工厂设计的 "边缘" 网关' }),
      )
    ).body;
    const html = await page(`/products/${overridden.id}`);
    expect(titleOf(html)).toBe('工业网关 & 边缘计算 - 覆盖测试站');
    expect(metaOf(html)).toMatchObject({
      description: '为工厂设计的 "边缘" 网关',
      'og:title': '工业网关 & 边缘计算 - 覆盖测试站',
      'og:description': '为工厂设计的 "边缘" 网关',
      'twitter:title': '工业网关 & 边缘计算 - 覆盖测试站',
      'twitter:description': '为工厂设计的 "边缘" 网关',
      name: '工业网关 & 边缘计算 - 覆盖测试站',
    });
    expect(html).toContain('<meta itemprop="description" content="为工厂设计的 &#34;边缘&#34; 网关">');
    expect(titleOf(html)).not.toContain(overridden.name);

    const plain = (await admin.post<ProductAnswer>('/api/products?publish=true', productBody())).body;
    const plainHtml = await page(`/products/${plain.id}`);
    expect(titleOf(plainHtml)).toBe(`${plain.name} - 覆盖测试站`);
    expect(metaOf(plainHtml)).toMatchObject({
      description: '产品描述的正文文字',
      'og:title': `${plain.name} - 覆盖测试站`,
      'og:description': '产品描述的正文文字',
    });

    // Cleared: the page (cached or not) falls back at once.
    await admin.put(
      `/api/products/${overridden.id}?publish=true`,
      productBody({ name: overridden.name, seo_title: '', seo_description: '' }),
    );
    const cleared = await page(`/products/${overridden.id}`);
    expect(titleOf(cleared)).toBe(`${overridden.name} - 覆盖测试站`);
    expect(metaOf(cleared).description).toBe('产品描述的正文文字');
  });

  it('uses an article’s SEO title and description when set, and its title and summary when not', async () => {
    const overridden = (
      await admin.post<NewsAnswer>(
        '/api/news?publish=true',
        newsBody({ seo_title: '新闻SEO标题', seo_description: '新闻SEO描述' }),
      )
    ).body;
    const html = await page(`/news/${overridden.id}`);
    expect(titleOf(html)).toBe('新闻SEO标题 - 覆盖测试站');
    expect(metaOf(html)).toMatchObject({
      description: '新闻SEO描述',
      'og:title': '新闻SEO标题 - 覆盖测试站',
      'og:description': '新闻SEO描述',
      'twitter:description': '新闻SEO描述',
    });
    // WeChat's share card reads the itemprop tags.
    expect(html).toContain('<meta itemprop="description" content="新闻SEO描述">');

    const plain = (await admin.post<NewsAnswer>('/api/news?publish=true', newsBody())).body;
    const plainHtml = await page(`/news/${plain.id}`);
    expect(titleOf(plainHtml)).toBe(`${plain.title} - 覆盖测试站`);
    expect(metaOf(plainHtml)).toMatchObject({
      description: '新闻摘要文字',
      'og:title': `${plain.title} - 覆盖测试站`,
      'og:description': '新闻摘要文字',
    });
  });
});

describe('sitemap index', () => {
  const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });
  const parse = (body: string) => {
    expect(XMLValidator.validate(body)).toBe(true);
    return parser.parse(body) as Record<string, any>;
  };

  it(`becomes an index of parts of at most ${SITEMAP_MAX_URLS} URLs, together listing every URL once`, async () => {
    const origin = stack.url.replace(/\/$/, '');
    // Enough records for several parts (the tests above added some too).
    for (let i = 0; i < 3; i++) await admin.post('/api/products?publish=true', productBody());
    await admin.post('/api/products?publish=true', productBody({ status: '开发中' }));
    const published = (await admin.get<unknown[]>(`/api/products?status=${encodeURIComponent('已发布')}`)).body.length;
    const newsTotal = (await admin.get<{ total: number }>('/api/news?limit=1')).body.total;
    const expected = STATIC_PAGES + published + newsTotal;

    const index = await fetch(`${stack.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const children = (parse(await index.text()).sitemapindex.sitemap as { loc: string; lastmod?: string }[]).map(
      (s) => s.loc,
    );
    expect(children).toEqual(
      Array.from({ length: Math.ceil(expected / SITEMAP_MAX_URLS) }, (_, i) => `${origin}/sitemap-${i + 1}.xml`),
    );

    const locs: string[] = [];
    for (const child of children) {
      const answer = await fetch(child);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const urls = parse(await answer.text()).urlset.url as { loc: string }[];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      locs.push(...urls.map((u) => u.loc));
    }
    expect(locs).toHaveLength(expected);
    expect(new Set(locs).size).toBe(expected);
    expect(locs).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/products`, `${origin}/news`]));

    // Parts come from the page cache, and the same writes drop them: a new article is listed at once.
    expect((await fetch(children[0])).headers.get('x-cache')).toBe('HIT');
    const article = (await admin.post<NewsAnswer>('/api/news?publish=true', newsBody())).body;
    const after = parse(await (await fetch(`${stack.url}/sitemap.xml`)).text()).sitemapindex.sitemap as {
      loc: string;
    }[];
    const all: string[] = [];
    for (const child of after) {
      const urls = parse(await (await fetch(child.loc)).text()).urlset.url as { loc: string }[];
      all.push(...urls.map((u) => u.loc));
    }
    expect(all).toHaveLength(expected + 1);
    expect(all).toContain(`${origin}/news/${article.id}`);
  });

  it('answers 404 for a part that does not exist', async () => {
    const count = (parse(await (await fetch(`${stack.url}/sitemap.xml`)).text()).sitemapindex.sitemap as unknown[])
      .length;
    for (const part of [String(count + 1), '0', '01', 'abc', '-1', '99999999999']) {
      const answer = await fetch(`${stack.url}/sitemap-${part}.xml`);
      expect({ part, status: answer.status }).toEqual({ part, status: 404 });
    }
  });
});
