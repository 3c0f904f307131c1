import type { Page } from 'playwright-core';
import { XSS_VECTORS } from '../test/fixtures/xss-vectors';
import type { ApiClient } from '../test/support/api-client';
import { baseUrl, navigateInApp, useBrowser } from './browser';
import { runTag } from './catalog';
import { adminApi, createArticle, deleteArticles, leafCategory } from './news';

/** Every way the corpus says "run": each becomes a call of the trap with the vector's number. */
const CALL = /alert\(1\)|alert`1`|msgbox\(1\)/g;

/** The vector with its payload (base64 data: URLs included) calling `__xss(n)` instead of alert. */
function armed(vector: string, n: number): string {
  const call = `__xss(${n})`;
  return vector
    .replace(/base64,([A-Za-z0-9+/=]+)/g, (_m, b64: string) => {
      const decoded = Buffer.from(b64, 'base64').toString('utf8').replace(CALL, call);
      return `base64,${Buffer.from(decoded).toString('base64')}`;
    })
    .replace(CALL, call);
}

/**
 * Each vector between two paragraphs that name it, so the page shows that it was there. Its
 * pictures are marked decorative (alt=""): an article with a picture lacking alt text is refused.
 */
const body = (numbers: readonly number[]) =>
  numbers
    .map((n) => `<p>向量${n}前</p>${armed(XSS_VECTORS[n], n).replace(/<img\b/gi, '<img alt=""')}<p>向量${n}后</p>`)
    .join('');

const BATCH = 8;

describe('news content rendered in Chromium', () => {
  // The sanitiser on its own: the site's CSP would also stop most vectors and hide a sanitiser
  // that lets them through. The last test checks the CSP alone.
  const session = useBrowser({ bypassCSP: true });
  let page: Page;
  const base = baseUrl();
  let api: ApiClient;
  const batches: { id: number; numbers: number[] }[] = [];
  /** What ran: vector numbers from the trap, dialogs, and requests to the attacker's host. */
  let hits: string[];

  beforeAll(async () => {
    api = await adminApi();
    const leaf = await leafCategory();
    const tag = runTag();
    for (let start = 0; start < XSS_VECTORS.length; start += BATCH) {
      const numbers = XSS_VECTORS.slice(start, start + BATCH).map((_v, i) => start + i);
      const news = await createArticle(api, {
        title: `XSS 语料 ${start + 1}-${start + numbers.length} ${tag}`,
        category: leaf.id,
        content: body(numbers),
      });
      batches.push({ id: news.id, numbers });
    }
  });
  afterAll(async () => {
    await deleteArticles(
      api,
      batches.map((b) => b.id),
    );
  });

  /** The trap: installed in every frame, before any of the page's scripts. */
  async function arm(target: Page): Promise<void> {
    await target.exposeFunction('__xss', (n: number) => hits.push(`vector ${n}`));
    target.on('dialog', (dialog) => {
      hits.push(`dialog ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await target.route(/evil\.example/, (route) => {
      hits.push(`request ${route.request().url()}`);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '__xss(-1)' });
    });
  }

  beforeEach(async () => {
    ({ page } = session);
    hits = [];
    await arm(page);
  });

  /** Opens an article and does what a reader might: hover, focus and click everything in the body. */
  async function readArticle(id: number, title: string | RegExp, { inApp = false } = {}): Promise<void> {
    // In the app, the browser fetches the article (and meets an intercepted answer); directly, the server renders it.
    if (inApp) await navigateInApp(page, `/news/${id}`);
    else await page.goto(`${base}/news/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const content = page.getByTestId('news-content');
    await content.waitFor();
    await content.evaluate((root) => {
      // Safe links stay on the page; anything else (a javascript: URL) is left to do what it does.
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element).closest('a');
          if (link && /^(?:https?:|mailto:|tel:|\/|#|$)/i.test(link.getAttribute('href') ?? '')) event.preventDefault();
        },
        true,
      );
      for (const element of Array.from(root.querySelectorAll('*'))) {
        for (const type of [
          'pointerover',
          'pointerenter',
          'mouseover',
          'mouseenter',
          'mousemove',
          'focus',
          'focusin',
        ]) {
          element.dispatchEvent(new Event(type, { bubbles: true }));
        }
        (element as HTMLElement).focus?.();
        (element as HTMLElement).click?.();
      }
    });
    // Handlers that fire later (media errors, animations, marquee, toggles) get their chance.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe(`/news/${id}`);
  }

  it('runs none of the corpus vectors stored through the API', async () => {
    expect(batches.length).toBe(Math.ceil(XSS_VECTORS.length / BATCH));
    for (const batch of batches) {
      await readArticle(batch.id, /^XSS 语料/);
      // Every vector of the batch reached the page: its closing paragraph is there.
      const text = await page.getByTestId('news-content').innerText();
      for (const n of batch.numbers) expect(text).toContain(`向量${n}后`);
    }
    expect(hits).toEqual([]);
  });

  /** Vectors the trap must catch when nothing stops them. */
  const CONTROL = [
    '<img src="x" onerror="alert(1)">',
    '<details open ontoggle=alert(1)>',
    '<p onclick="alert(1)" onmouseover="alert(1)">点击</p>',
    '<a href="javascript:alert(1)">链接</a>',
    '<input autofocus onfocus=alert(1)>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ].map((vector) => XSS_VECTORS.indexOf(vector));

  /** The first batch's article, answered with the raw control vectors as if nothing had sanitised them. */
  async function serveUnsanitised(): Promise<number> {
    const first = batches[0];
    const raw = await api.get(`/api/news/${first.id}?count_view=false`);
    expect(CONTROL).not.toContain(-1);
    await page.route(
      (url) => url.pathname === `/api/news/${first.id}`,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ ...raw.body, content: body(CONTROL) }),
        }),
    );
    return first.id;
  }

  it('would catch them if the body were not sanitised', async () => {
    // The same page given raw vectors: the trap must fire, or the test above proves nothing.
    await readArticle(await serveUnsanitised(), /^XSS 语料/, { inApp: true });
    expect([...new Set(hits)].sort()).toEqual(CONTROL.map((n) => `vector ${n}`).sort());
  });

  it("and the site's CSP alone stops the same unsanitised vectors", async () => {
    const context = await session.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    try {
      page = await context.newPage();
      await arm(page);
      await readArticle(await serveUnsanitised(), /^XSS 语料/, { inApp: true });
      expect(hits).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
