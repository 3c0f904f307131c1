import { request as httpRequest } from 'node:http';
import type { Stack } from '@site/dev-stack';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ADMIN, ApiClient } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// Search-engine and share metadata in the server-rendered head, robots.txt, sitemap.xml and the
// RSS feed (docs/seo.md). Runs the built gateway and web app (node scripts/build.mjs).
let stack: Stack;
let admin: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

interface Answer {
  status: number;
  type: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A raw GET (node:http, so the Host header can be another one). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${stack.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every `<meta>` of the head by its name, property or itemprop (the first of each). */
function metaOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(/<meta (?:name|property|itemprop)="([^"]+)" content="([^"]*)">/g)) {
    tags[key] ??= decode(value);
  }
  return tags;
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? null;

async function saveSettings(tab: string, change: Record<string, unknown>) {
  const current = await admin.get(`/api/settings?tab=${tab}`);
  const saved = await admin.post('/api/settings', { tab, settings: { ...current.body, ...change } });
  expect(saved.status).toBe(200);
}

async function newCategory(type: 'product' | 'news') {
  const answer = await admin.post('/api/categories', { name: uniq('SEO分类'), type });
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
}

async function newProduct(extra: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/products?publish=true', {
    name: uniq('SEO产品'),
    category: await newCategory('product'),
    status: '已发布',
    price: '¥10',
    stock: 5,
    description: `<p>${'精密传动 &amp; 控制'.repeat(20)}</p>`,
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string; date: string };
}

async function newArticle(extra: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/news?publish=true', {
    title: uniq('SEO新闻'),
    category: await newCategory('news'),
    content: '<p>新闻正文内容</p>',
    summary: '这是新闻摘要 <不是标签>',
    cover_image: null,
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; title: string; date: string; updated_at: string };
}

beforeAll(async () => {
  stack = await startTestStack();
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  await saveSettings('general', {
    siteName: 'SEO测试站',
    siteDescription: '站点描述文字',
    logoUrl: '/uploads/site/logo.png',
  });
});

afterAll(async () => {
  await stopTestStack(stack);
});

describe('siteUrl setting', () => {
  it('takes an absolute http(s) address, stored without its trailing slash, and refuses anything else in Chinese', async () => {
    const current = (await admin.get('/api/settings?tab=general')).body as Record<string, unknown>;
    expect(current.siteUrl).toBe('');
    for (const bad of ['www.example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'https://a b.com']) {
      const answer = await admin.post('/api/settings', { tab: 'general', settings: { ...current, siteUrl: bad } });
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(JSON.stringify(answer.body)).toContain('网站地址必须是以 http:// 或 https:// 开头的完整网址');
    }
    await saveSettings('general', { siteUrl: 'https://www.example.cn/' });
    expect(((await admin.get('/api/settings?tab=general')).body as { siteUrl: string }).siteUrl).toBe(
      'https://www.example.cn',
    );
    expect(((await (await fetch(`${stack.url}/api/settings`)).json()) as { siteUrl: string }).siteUrl).toBe(
      'https://www.example.cn',
    );
    await saveSettings('general', { siteUrl: '' });
  });
});

describe('head of the public pages', () => {
  it('has title, description, canonical, Open Graph, Twitter, itemprop and Baidu tags on home, product and article', async () => {
    const product = await newProduct();
    const article = await newArticle();
    const origin = stack.url.replace(/\/$/, '');

    // While siteUrl is empty the request's host is used (each host has its own cached page).
    const home = await get('/?utm_source=x');
    expect(home.status).toBe(200);
    expect(titleOf(home.body)).toBe('SEO测试站 - 站点描述文字');
    expect(canonicalOf(home.body)).toBe(`${origin}/`);
    const homeMeta = metaOf(home.body);
    expect(homeMeta).toMatchObject({
      description: '站点描述文字',
      'applicable-device': 'pc,mobile',
      'og:type': 'website',
      'og:title': 'SEO测试站 - 站点描述文字',
      'og:description': '站点描述文字',
      'og:url': `${origin}/`,
      'og:image': `${origin}/uploads/site/logo.png`,
      'og:site_name': 'SEO测试站',
      'og:locale': 'zh_CN',
      'twitter:card': 'summary_large_image',
      name: 'SEO测试站 - 站点描述文字',
      image: `${origin}/uploads/site/logo.png`,
    });
    expect(home.body).toContain('<meta http-equiv="Cache-Control" content="no-transform">');
    const otherHost = await get('/', { host: 'other.example:8080' });
    expect(canonicalOf(otherHost.body)).toBe('http://other.example:8080/');

    await saveSettings('general', { siteUrl: 'https://www.example.cn' });
    const productPage = await get(`/products/${product.id}`);
    expect(titleOf(productPage.body)).toBe(`${product.name} - SEO测试站`);
    expect(canonicalOf(productPage.body)).toBe(`https://www.example.cn/products/${product.id}`);
    const productMeta = metaOf(productPage.body);
    // The description's text, entities decoded, cut at 120 characters.
    const text = '精密传动 & 控制'.repeat(20);
    expect(productMeta.description).toBe(`${Array.from(text).slice(0, 120).join('').trimEnd()}…`);
    expect(productMeta).toMatchObject({
      'og:type': 'product',
      'og:title': `${product.name} - SEO测试站`,
      'og:url': `https://www.example.cn/products/${product.id}`,
      'og:image': 'https://www.example.cn/uploads/site/logo.png',
      'twitter:card': 'summary_large_image',
      name: `${product.name} - SEO测试站`,
    });

    const articlePage = await get(`/news/${article.id}`);
    expect(titleOf(articlePage.body)).toBe(`${article.title} - SEO测试站`);
    expect(canonicalOf(articlePage.body)).toBe(`https://www.example.cn/news/${article.id}`);
    expect(metaOf(articlePage.body)).toMatchObject({
      description: '这是新闻摘要 <不是标签>',
      'og:type': 'article',
      'og:description': '这是新闻摘要 <不是标签>',
    });
    expect(articlePage.body).not.toContain('<不是标签>');

    // Lists keep only the parameters that name different content.
    const news = await get('/news?page=2&utm_source=x');
    expect(canonicalOf(news.body)).toBe('https://www.example.cn/news?page=2');
    expect(titleOf((await get('/about')).body)).toMatch(/ - SEO测试站$/);

    // Pages that are not found are not indexed.
    const missing = await get('/products/999999');
    expect(missing.status).toBe(404);
    expect(canonicalOf(missing.body)).toBeNull();
    expect(metaOf(missing.body).robots).toBe('noindex');
    await saveSettings('general', { siteUrl: '' });
  });
});

describe('files for crawlers', () => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item'].includes(name) });
  const parse = (body: string) => {
    expect(XMLValidator.validate(body)).toBe(true);
    return parser.parse(body) as Record<string, any>;
  };

  it('serves robots.txt as text: everything public allowed, the back office and API not, and the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    const lines = robots.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        `Sitemap: ${stack.url.replace(/\/$/, '')}/sitemap.xml`,
      ]),
    );
    await saveSettings('general', { siteUrl: 'https://www.example.cn' });
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://www.example.cn/sitemap.xml');
    await saveSettings('general', { siteUrl: '' });
  });

  it('lists every static page, published product and article in the sitemap, a new article at once', async () => {
    const product = await newProduct();
    const hidden = await newProduct({ status: '开发中' });
    const first = parse((await get('/sitemap.xml')).body);
    const urlsOf = (doc: Record<string, any>) => doc.urlset.url as { loc: string; lastmod?: string }[];
    const origin = stack.url.replace(/\/$/, '');
    const locs = urlsOf(first).map((u) => u.loc);
    expect(locs).toContain(`${origin}/products/${product.id}`);
    expect(locs).not.toContain(`${origin}/products/${hidden.id}`);
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/about', '/products', '/news', '/contact'].map((p) => origin + p)),
    );

    const published = (await admin.get<unknown[]>(`/api/products?status=${encodeURIComponent('已发布')}`)).body.length;
    const newsTotal = (await admin.get<{ total: number }>('/api/news?limit=1')).body.total;
    expect(locs).toHaveLength(7 + published + newsTotal);
    const productEntry = urlsOf(first).find((u) => u.loc === `${origin}/products/${product.id}`);
    expect(new Date(productEntry!.lastmod!).toISOString()).toBe(productEntry!.lastmod);

    const article = await newArticle();
    const second = await get('/sitemap.xml');
    expect(second.type).toBe('application/xml; charset=utf-8');
    const entry = urlsOf(parse(second.body)).find((u) => u.loc === `${origin}/news/${article.id}`);
    expect(entry?.lastmod).toBe(new Date(article.updated_at).toISOString());
    // Served from the cache until something it lists changes.
    expect((await get('/sitemap.xml')).headers['x-cache']).toBe('HIT');
  });

  it('has an RSS 2.0 feed of the newest articles, linked from every page', async () => {
    const article = await newArticle({ summary: '摘要 & <特殊> 字符' });
    const feed = await get('/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('application/rss+xml; charset=utf-8');
    const doc = parse(feed.body);
    expect(doc.rss['@_version']).toBe('2.0');
    const items = doc.rss.channel.item as {
      title: string;
      link: string;
      guid: { '#text': string };
      pubDate: string;
      description: string;
    }[];
    expect(items.length).toBeLessThanOrEqual(20);
    const origin = stack.url.replace(/\/$/, '');
    const item = items.find((i) => i.link === `${origin}/news/${article.id}`);
    expect(item).toMatchObject({ title: article.title, description: '摘要 & <特殊> 字符' });
    expect(item?.guid['#text']).toBe(`${origin}/news/${article.id}`);
    expect(Date.parse(item!.pubDate) / 1000).toBe(Math.floor(Date.parse(article.date) / 1000));
    expect((await get('/about')).body).toContain(
      `<link rel="alternate" type="application/rss+xml" title="SEO测试站 - 新闻动态" href="${origin}/rss.xml">`,
    );
  });

  it('has no English feed while the site offers only Chinese', async () => {
    const feed = await get('/en/rss.xml');
    expect(feed.status).toBe(404);
    expect(feed.body).not.toContain('<rss');
  });
});

describe('structured data', () => {
  type Node = Record<string, unknown> & { '@type': string };
  /** The page's one JSON-LD script, parsed. */
  function graphOf(html: string): Node[] {
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const doc = JSON.parse(scripts[0][1]) as { '@context': string; '@graph': Node[] };
    expect(doc['@context']).toBe('https://schema.org');
    return doc['@graph'];
  }
  const ofType = (graph: Node[], type: string) => graph.find((node) => node['@type'] === type);

  it('has Organization and WebSite everywhere, breadcrumbs, Product with offers and NewsArticle, escaped', async () => {
    await saveSettings('general', { contactPhone: '400-000-0000', contactEmail: 'seo@example.com' });
    const home = graphOf((await get('/')).body);
    expect(ofType(home, 'Organization')).toMatchObject({
      name: 'SEO测试站',
      logo: expect.stringMatching(/^http.*\/uploads\/site\/logo\.png$/),
      url: expect.stringMatching(/^http/),
      contactPoint: { telephone: '400-000-0000', email: 'seo@example.com' },
    });
    expect(ofType(home, 'WebSite')).toMatchObject({ name: 'SEO测试站' });
    expect(ofType(home, 'BreadcrumbList')).toBeUndefined();

    const product = await newProduct({ name: uniq('</script><b>产品'), price: '¥1,280.50', stock: 0 });
    const productPage = (await get(`/products/${product.id}`)).body;
    expect(productPage).not.toContain('</script><b>');
    const productGraph = graphOf(productPage);
    expect(ofType(productGraph, 'Product')).toMatchObject({
      name: product.name,
      description: expect.any(String),
      image: [expect.stringMatching(/^http/)],
      offers: { price: '1280.50', priceCurrency: 'CNY', availability: 'https://schema.org/OutOfStock' },
    });
    const crumbs = ofType(productGraph, 'BreadcrumbList')?.itemListElement as { position: number; name: string }[];
    expect(crumbs.map((c) => [c.position, c.name])).toEqual([
      [1, '首页'],
      [2, '产品中心'],
      [3, product.name],
    ]);

    const article = await newArticle();
    const articleGraph = graphOf((await get(`/news/${article.id}`)).body);
    expect(ofType(articleGraph, 'NewsArticle')).toMatchObject({
      headline: article.title,
      image: [expect.stringMatching(/^http/)],
      datePublished: article.date,
      dateModified: article.updated_at,
      author: { name: expect.any(String) },
    });
    expect(ofType(graphOf((await get('/about')).body), 'BreadcrumbList')).toBeDefined();
  });
});
