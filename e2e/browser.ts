import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's chromium package; npm cannot download browsers on our machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** This worker's stack, as the global setup started it (one per jest worker); null under E2E_BASE_URL. */
export function workerStack(): { url: string; analyticsDb: string } | null {
  if (process.env.E2E_BASE_URL || !process.env.E2E_STACKS) return null;
  const stacks = JSON.parse(process.env.E2E_STACKS) as { url: string; analyticsDb: string }[];
  return stacks[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % stacks.length];
}

/** The stack under test (gateway serving web/dist plus the real API), without a trailing slash. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? workerStack()?.url;
  if (!url) throw new Error('E2E_BASE_URL is not set: start the stack and point it at the gateway');
  return url.replace(/\/+$/, '');
}

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(baseUrl() + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Opens `path` the way a visitor clicking through does: a client-side navigation from a loaded page,
 * so the browser fetches the page's data itself (a direct load finds it in the server-rendered HTML).
 * For tests that intercept those fetches.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const base = baseUrl();
  if (!page.url().startsWith(`${base}/`)) await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for the tab title, then asserts it, so a mismatch fails with a readable diff. */
export async function expectTitle(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((title) => document.title === title, expected, { timeout: 10_000 }).catch(() => undefined);
  expect(await page.title()).toBe(expected);
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** One Chromium per test file; a fresh context (cookies, storage) and page for every test. */
export function useBrowser(contextOptions: BrowserContextOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
      ...contextOptions,
    });
    session.page = await session.context.newPage();
    session.page.setDefaultTimeout(10_000);
  });
  afterEach(async () => {
    await session.context?.close();
  });
  return session;
}
