import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { stepTimeout } from '../test/support/patience';

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

/**
 * Records the text of every toast (antd notification) a page shows, as it appears, in `window.__toasts`: a toast
 * leaves after 3 s, and on a busy machine the test may look for it later than that (`toast()` in admin.ts).
 */
function recordToasts(): void {
  const seen: string[] = [];
  (window as unknown as { __toasts: string[] }).__toasts = seen;
  const recorded = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const notice of document.querySelectorAll('.ant-notification-notice')) {
      if (recorded.has(notice) || !notice.textContent) continue;
      recorded.add(notice);
      seen.push(notice.textContent);
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Every browser step of the suite has one default timeout, `stepTimeout()` (30 s, more while the machine is
 * loaded), set on each context: a step waits for what the user would wait for, and the limit only ends a hang.
 * Each context also records the toasts its pages show.
 */
async function prepared<T extends BrowserContext>(context: T): Promise<T> {
  context.setDefaultTimeout(stepTimeout());
  await context.addInitScript(recordToasts);
  return context;
}

/**
 * The browser's language in every context unless a test names another: the demo site offers English too,
 * and a browser preferring another language than the page's is offered it in a banner (language-offer.tsx).
 */
export const BROWSER_LOCALE = 'zh-CN';

/**
 * A plain Chromium; its contexts (and `browser.newPage()`, which makes one) get the suite's step timeout and
 * prefer Chinese.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => prepared(await newContext({ locale: BROWSER_LOCALE, ...options }));
  return browser;
}

/** This worker's stack, as the global setup started it (one per jest worker); null under E2E_BASE_URL. */
export function workerStack(): { url: string; analyticsDb: string; identityDb: string } | null {
  if (process.env.E2E_BASE_URL || !process.env.E2E_STACKS) return null;
  const stacks = JSON.parse(process.env.E2E_STACKS) as { url: string; analyticsDb: string; identityDb: string }[];
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
  await page.waitForFunction((title) => document.title === title, expected).catch(() => undefined);
  expect(await page.title()).toBe(expected);
}

export interface BrowserSession {
  /** The file's browser context, kept for all its tests and reset between them (see `useBrowser`). */
  context: BrowserContext;
  /** A fresh page for the test. */
  page: Page;
  /** A context of its own (another visitor, another device), closed by the caller. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * A Chromium context on the worker's profile, kept from file to file, so scripts come from its cache already
 * compiled. The profile holds one context at a time; the caller closes it.
 */
async function launchWorkerContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const root = process.env.E2E_PROFILES ?? mkdtempSync(join(tmpdir(), 'site-e2e-profile-'));
  const dir = join(root, `worker-${process.env.JEST_WORKER_ID ?? '1'}`);
  mkdirSync(join(dir, 'Default'), { recursive: true });
  // No saved passwords or autofill: a later test must see the login form as a first visitor does.
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({
      credentials_enable_service: false,
      profile: { password_manager_enabled: false },
      autofill: { profile_enabled: false, credit_card_enabled: false },
    }),
  );
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: BROWSER_LOCALE,
    viewport: { width: 1280, height: 800 },
    // A visitor who asks for less motion: no transitions to draw or wait for. The screens check keeps motion on.
    reducedMotion: 'reduce',
    ...options,
  });
  return prepared(context);
}

/** Makes a kept context a first visitor's again: no cookies, permissions or storage of the site. */
async function forgetVisitor(context: BrowserContext, page: Page): Promise<void> {
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl()).origin,
    storageTypes: 'local_storage,indexeddb,websql,service_workers,cache_storage,file_systems',
  });
  await cdp.detach();
}

/**
 * One Chromium context per test file, on a profile kept by the worker, and a new page for every test.
 * A fresh context per test compiled the admin's scripts again each time: ten admin sign-ins cost Chromium
 * 34–37 CPU-seconds that way, 24–28 with the cache. Between tests the context forgets what a visitor
 * leaves behind: cookies, the site's storage, permissions, routes and the test's pages. A test that
 * changes anything else on `session.context` undoes it itself.
 */
export function useBrowser(contextOptions: BrowserContextOptions = {}): BrowserSession {
  let browser: Promise<Browser> | null = null;
  const session = {
    newContext: (options?: BrowserContextOptions) => {
      browser ??= launchBrowser();
      return browser.then((b) => b.newContext(options));
    },
  } as BrowserSession;
  let blank: Page;
  beforeAll(async () => {
    session.context = await launchWorkerContext(contextOptions);
    // The page the context opens with stays open (and blank), so closing a test's pages never closes the browser.
    blank = session.context.pages()[0] ?? (await session.context.newPage());
  });
  afterAll(async () => {
    await session.context?.close();
    await (await browser)?.close();
  });
  beforeEach(async () => {
    await forgetVisitor(session.context, blank);
    // A new step limit per test: the machine's load may have changed since the file began.
    session.context.setDefaultTimeout(stepTimeout());
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(
      session.context
        .pages()
        .filter((page) => page !== blank)
        .map((page) => page.close()),
    );
  });
  return session;
}
