import type { Stack } from '@site/dev-stack';
import { SETTINGS_DEFAULTS } from '@site/contracts';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

// The footer's link groups (issue 34, docs/pages.md): a general setting, saved under its rules,
// in the public settings answer and in every server-rendered page as soon as the save answers.
// Runs the built gateway and web app (node scripts/build.mjs).
let stack: Stack;
let admin: ApiClient;
let visitor: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36).slice(-4)}${++n}`;

type Groups = typeof SETTINGS_DEFAULTS.general.footerLinks;

/** The page as served, and what it shows inside #root (the footer is part of it). */
async function page(path: string) {
  const answer = await fetch(`${stack.url}${path}`);
  const html = await answer.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state"/.exec(html)?.[1];
  return { status: answer.status, cache: answer.headers.get('x-cache'), root: root ?? '' };
}

async function generalTab(): Promise<Record<string, unknown>> {
  const tab = await admin.get<Record<string, unknown>>('/api/settings?tab=general');
  expect(tab.status).toBe(200);
  return tab.body;
}

async function storedGeneral(): Promise<Record<string, unknown>> {
  const [row] = await queryDb<{ values: Record<string, unknown> }>(
    stack,
    'identity',
    "SELECT values FROM settings WHERE tab = 'general'",
  );
  return row?.values;
}

beforeAll(async () => {
  stack = await startTestStack({ appEnv: { gateway: { CACHE_TTL_MS: '60000' } } });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  visitor = new ApiClient(stack.url);
});

afterAll(() => stopTestStack(stack));

describe('footer link groups', () => {
  it('start as the footer was: 快速链接 with six site pages, in the settings and on the page', async () => {
    expect((await generalTab()).footerLinks).toEqual(SETTINGS_DEFAULTS.general.footerLinks);
    expect((await visitor.get<{ footerLinks: Groups }>('/api/settings')).body.footerLinks).toEqual(
      SETTINGS_DEFAULTS.general.footerLinks,
    );
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.root).toContain('>快速链接</h2>');
    expect(home.root).toContain('<a href="/technology" data-route="">核心技术</a>');
  });

  it('are saved, answered to visitors and shown by a cached page at once (read-your-writes)', async () => {
    // Both the page and the settings answer held in the gateway's caches before the save.
    await page('/products');
    expect((await page('/products')).cache).toBe('HIT');
    await visitor.get('/api/settings');

    const partner = uniq('伙伴');
    const groups: Groups = [
      { title: '合作', links: [{ label: partner, href: 'https://partner.example.com/join' }] },
      {
        title: '服务',
        links: [
          { label: '售后支持', href: '/contact#form' },
          { label: '产品一', href: '/products/1' },
        ],
      },
    ];
    const current = await generalTab();
    const saved = await admin.post<{ updatedSettings: Record<string, unknown> }>('/api/settings', {
      tab: 'general',
      settings: { ...current, footerLinks: groups },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedSettings.footerLinks).toEqual(groups);
    expect((await storedGeneral()).footerLinks).toEqual(groups);

    expect((await visitor.get<{ footerLinks: Groups }>('/api/settings')).body.footerLinks).toEqual(groups);
    const products = await page('/products');
    expect(products.cache).toBe('MISS');
    expect(products.root).toContain('>合作</h2>');
    expect(products.root).toContain(
      `<a href="https://partner.example.com/join" target="_blank" rel="noopener noreferrer">${partner}</a>`,
    );
    expect(products.root).toContain('<a href="/contact#form" data-route="">售后支持</a>');
    expect(products.root).not.toContain('>快速链接</h2>');
  });

  it('refuse a link the site does not accept with a Chinese 400 naming it, and change nothing', async () => {
    const before = await generalTab();
    const stored = await storedGeneral();
    const groups = [
      { title: '一', links: [{ label: '首页', href: '/' }] },
      {
        title: '二',
        links: [
          { label: '产品', href: '/products' },
          { label: '新闻', href: '/news' },
          { label: '后门', href: 'javascript:alert(1)' },
        ],
      },
    ];
    const refused = await admin.post<{ error: string }>('/api/settings', {
      tab: 'general',
      settings: { ...before, siteName: uniq('不应保存'), footerLinks: groups },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      '第 2 组第 3 个链接：链接必须是本站页面（如 /products、/news/12）或以 http(s):// 开头的网址',
    );
    const five = Array.from({ length: 5 }, (_, i) => ({ title: `组${i}`, links: [{ label: '首页', href: '/' }] }));
    const tooMany = await admin.post<{ error: string }>('/api/settings', {
      tab: 'general',
      settings: { ...before, footerLinks: five },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('页脚链接最多4组');

    expect(await storedGeneral()).toEqual(stored);
    expect(await generalTab()).toEqual(before);
    expect((await page('/')).root).not.toContain('后门');
  });

  it('read a general tab stored before the groups existed with the default groups, keeping its other fields', async () => {
    const siteName = uniq('旧站名');
    await queryDb(
      stack,
      'identity',
      "UPDATE settings SET values = (values - 'footerLinks') || jsonb_build_object('siteName', $1::text) WHERE tab = 'general'",
      [siteName],
    );
    // The identity service holds a tab for 2 s.
    const tab = await eventually(async () => {
      const body = await generalTab();
      return body.siteName === siteName ? body : undefined;
    });
    expect(tab.footerLinks).toEqual(SETTINGS_DEFAULTS.general.footerLinks);
  });
});
