// @long-running: every screen in four viewport and theme pairs (about 100 s)
import { appendFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logIn } from './admin';
import { baseUrl, launchBrowser } from './browser';
import { products } from './catalog';
import { allNews } from './news';
import {
  axeViolations,
  firstRowActionsOutside,
  settled,
  sidewaysOverflow,
  trackRequests,
  validationMessages,
} from './screens';

/**
 * Every screen, on a phone and a laptop, light and dark: axe-core finds nothing (WCAG 2.1 AA), the page never
 * scrolls sideways, and a table's first-row actions are on screen. One browser; one context per viewport and theme.
 */
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;
const THEMES = ['light', 'dark'] as const;

const PUBLIC = ['/', '/about', '/technology', '/products', '/products/:id', '/news', '/news/:id', '/download'];
const PUBLIC_MORE = ['/contact', '/categories', '/no-such-page', '/admin/login'];
const ADMIN = [
  '/admin/dashboard',
  '/admin/products',
  '/admin/news',
  '/admin/news/edit',
  '/admin/schedules',
  '/admin/pages',
  '/admin/media',
  '/admin/categories',
  '/admin/contacts',
  '/admin/app-downloads',
  '/admin/analytics',
  '/admin/users',
  '/admin/settings',
  '/admin/audit-logs',
  '/admin/profile',
];

interface Findings {
  axe: string[];
  overflow: number;
  actionsOutside: string[];
  untouchedErrors: string[];
}

let browser: Browser;
const ids = { product: 0, news: 0 };

beforeAll(async () => {
  browser = await launchBrowser();
  ids.product = (await products())[0].id;
  ids.news = (await allNews())[0].id;
});
afterAll(async () => {
  await browser?.close();
});

async function inspect(page: Page, label: string, path: string): Promise<Findings> {
  const url = baseUrl() + path.replace(':id', String(path.startsWith('/products') ? ids.product : ids.news));
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  const violations = await axeViolations(page);
  const findings = {
    axe: violations.map((v) => `${v.id} ×${v.nodes}: ${v.targets.join(' | ')}`),
    overflow: await sidewaysOverflow(page),
    actionsOutside: await firstRowActionsOutside(page),
    untouchedErrors: await validationMessages(page),
  };
  // SCREENS_REPORT=file collects one line per screen for the before/after table.
  if (process.env.SCREENS_REPORT) {
    const axeCount = violations.reduce((sum, v) => sum + v.nodes, 0);
    appendFileSync(
      process.env.SCREENS_REPORT,
      `${label}\t${path}\t${axeCount}\t${violations.map((v) => v.id).join(',')}\t${findings.overflow}\t${findings.actionsOutside.length}\t${findings.untouchedErrors.length}\n`,
    );
  }
  return findings;
}

const CLEAN: Findings = { axe: [], overflow: 0, actionsOutside: [], untouchedErrors: [] };

describe.each(VIEWPORTS.flatMap((vp) => THEMES.map((theme) => ({ ...vp, theme }))))(
  '$name $theme',
  ({ name, viewport, isMobile, hasTouch, theme }) => {
    const label = `${name} ${theme}`;
    const contexts: BrowserContext[] = [];
    let visitor: Page;
    let admin: Page;

    beforeAll(async () => {
      for (let i = 0; i < 2; i++) {
        // bypassCSP: the site's CSP refuses inline scripts, and axe-core is injected as one.
        const options = { locale: 'zh-CN', viewport, isMobile, hasTouch, colorScheme: theme, bypassCSP: true };
        contexts.push(await browser.newContext(options));
      }
      visitor = await contexts[0].newPage();
      admin = await contexts[1].newPage();
      for (const page of [visitor, admin]) trackRequests(page);
      await logIn(admin, 'admin');
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
    });

    it.each([...PUBLIC, ...PUBLIC_MORE])('%s', async (path) => {
      expect(await inspect(visitor, label, path)).toEqual(CLEAN);
    });

    it.each(ADMIN)('%s', async (path) => {
      expect(await inspect(admin, label, path)).toEqual(CLEAN);
    });
  },
);
