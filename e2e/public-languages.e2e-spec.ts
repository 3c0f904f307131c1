import { spawn } from 'node:child_process';
import type { NewsListAnswer, ProductDetailView, ProductView } from '@site/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, CHROMIUM_PATH, getJson, useBrowser } from './browser';
import { allNews } from './news';

/**
 * Lighthouse's SEO score (0–100) of a page, from its command line in a process of its own (it is an ES
 * module, which jest cannot load), on Debian's Chromium as `npm run bench -- lighthouse` runs it.
 */
function lighthouseSeo(url: string): Promise<{ score: number; failing: string[] }> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--only-categories=seo',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} ended with ${code}: ${err}`));
      const lhr = JSON.parse(out) as {
        categories: { seo: { score: number; auditRefs: { id: string; weight: number }[] } };
        audits: Record<string, { score: number | null; title: string; details?: { items?: unknown[] } }>;
      };
      // Each audit that cost points, with what it found (a link's text, a tag), to say what to fix.
      const failing = lhr.categories.seo.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => {
          const { title, details } = lhr.audits[ref.id];
          return `${ref.id} (${title}) ${JSON.stringify(details?.items?.slice(0, 3) ?? [])}`;
        });
      resolve({ score: Math.round(lhr.categories.seo.score * 100), failing });
    });
  });
}

// The site in English (issue 36, docs/languages.md): the demo publishes its pages, five products and three
// articles in English, so the site offers English. The browser prefers Chinese (e2e/browser.ts).
describe('the public site in English', () => {
  const session = useBrowser({ colorScheme: 'light', reducedMotion: 'reduce' });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const switchTo = (name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });
  const lang = () => page.locator('html').getAttribute('lang');
  const englishProduct = async () => {
    const [first] = await getJson<ProductView[]>('/api/products?page=1&limit=1&locale=en');
    expect(first).toBeDefined();
    return first;
  };

  it("switches a product page to English with the header's switch, landing on the same product, and back", async () => {
    const english = await englishProduct();
    const chinese = await getJson<ProductDetailView>(`/api/products/${english.id}`);
    expect(english.name).not.toBe(chinese.name);

    await page.goto(`${base}/products/${english.id}`);
    await h1(chinese.name).waitFor();
    expect(await lang()).toBe('zh-CN');
    // A Chinese visitor on a Chinese page is offered nothing.
    expect(await page.getByRole('complementary', { name: 'View in English' }).count()).toBe(0);

    await switchTo('English').click();
    await page.waitForURL(`${base}/en/products/${english.id}`);
    await h1(english.name).waitFor();
    expect(await lang()).toBe('en');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).innerText()).toContain('Products');

    await switchTo('中文').click();
    await page.waitForURL(`${base}/products/${english.id}`);
    await h1(chinese.name).waitFor();
    expect(await lang()).toBe('zh-CN');
  });

  it('answers /en/news/{id} of an article without an English version with the 404 page in English', async () => {
    const english = await getJson<NewsListAnswer>('/api/news?locale=en&limit=100');
    const translated = new Set(english.items.map((item) => item.id));
    const untranslated = (await allNews()).find((item) => !translated.has(item.id));
    expect(untranslated).toBeDefined();

    const response = await page.goto(`${base}/en/news/${untranslated!.id}`);
    expect(response?.status()).toBe(404);
    await h1('Article not found').waitFor();
    await page.getByText('This article does not exist', { exact: true }).waitFor();
    expect(await lang()).toBe('en');
    expect(await page.getByRole('main').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).innerText()).toContain('Products');
    // The Chinese page of the same article is there.
    expect((await fetch(`${base}/news/${untranslated!.id}`)).status).toBe(200);
  });

  it('scores 100 for SEO in Lighthouse on /en and on an English product page', async () => {
    const english = await englishProduct();
    for (const path of ['/en', `/en/products/${english.id}`]) {
      const { score, failing } = await lighthouseSeo(base + path);
      expect({ path, score, failing }).toEqual({ path, score: 100, failing: [] });
    }
  });
});
