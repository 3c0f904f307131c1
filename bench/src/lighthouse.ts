// `npm run bench -- lighthouse`: Lighthouse (the npm package, with Debian's Chromium) on the public
// pages of a seeded stack (and two in English), with the mobile and desktop presets. Prints the four category scores plus
// LCP, TBT and CLS per page, what kept a category below 100, and a summary against the goals of
// docs/server-rendering.md. Scores depend on the machine: performance on a loaded one says little.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { benchStack, stopBenchStack } from './bench-stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const GOALS = { mobilePerformance: 95, desktopPerformance: 98, otherCategories: 100, cls: 0.05 };

interface PageResult {
  preset: 'mobile' | 'desktop';
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost accessibility, best practices or SEO points: `category: audit id (title)`. */
  failing: string[];
}

async function ok<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function audit(chrome: LaunchedChrome, url: string, preset: PageResult['preset']): Promise<PageResult> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item.score !== null && item.score < 1) failing.push(`${id}: ${ref.id} (${item.title})`);
    }
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    preset,
    path: new URL(url).pathname,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  };
}

function print(results: PageResult[]): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`\n${'preset'.padEnd(8)}${'page'.padEnd(20)}  perf  a11y    bp   seo   LCP ms   TBT ms    CLS`);
  for (const r of results) {
    const { performance, accessibility, seo } = r.scores;
    console.log(
      `${r.preset.padEnd(8)}${r.path.padEnd(20)}${pad(performance, 6)}${pad(accessibility, 6)}` +
        `${pad(r.scores['best-practices'], 6)}${pad(seo, 6)}${pad(Math.round(r.lcpMs), 9)}` +
        `${pad(Math.round(r.tbtMs), 9)}${pad(r.cls.toFixed(3), 7)}`,
    );
    for (const failure of r.failing) console.log(`${' '.repeat(10)}below 100 by ${failure}`);
  }
  const missed: string[] = [];
  for (const r of results) {
    const perfGoal = r.preset === 'mobile' ? GOALS.mobilePerformance : GOALS.desktopPerformance;
    if (r.scores.performance < perfGoal)
      missed.push(`${r.preset} ${r.path}: performance ${r.scores.performance} < ${perfGoal}`);
    for (const id of CATEGORIES) {
      if (id !== 'performance' && r.scores[id] < GOALS.otherCategories)
        missed.push(`${r.preset} ${r.path}: ${id} ${r.scores[id]}`);
    }
    if (r.cls > GOALS.cls) missed.push(`${r.preset} ${r.path}: CLS ${r.cls.toFixed(3)} > ${GOALS.cls}`);
  }
  console.log(
    `\nGoals: mobile performance >= ${GOALS.mobilePerformance}, desktop >= ${GOALS.desktopPerformance}, ` +
      `accessibility / best practices / SEO ${GOALS.otherCategories}, CLS <= ${GOALS.cls}.`,
  );
  if (missed.length === 0) console.log('All goals met.');
  else for (const line of missed) console.log(`  missed: ${line}`);
}

async function main(): Promise<void> {
  const stack = benchStack(true);
  await stack.start();
  let chrome: LaunchedChrome | undefined;
  try {
    const product = (await ok<{ id: number }[]>(`${stack.url}/api/products?page=1&limit=1`))[0];
    const article = (await ok<{ items: { id: number }[] }>(`${stack.url}/api/news?page=1&limit=1`)).items[0];
    const english = (await ok<{ id: number }[]>(`${stack.url}/api/products?page=1&limit=1&locale=en`))[0];
    const paths = ['/', '/products', `/products/${product.id}`, '/news', `/news/${article.id}`, '/contact'];
    paths.push('/en', `/en/products/${english.id}`);
    // Warm the page cache: Lighthouse measures what a visitor gets, not the first render after start.
    for (const path of paths) await fetch(stack.url + path).then((response) => response.text());
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const results: PageResult[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const path of paths) {
        process.stdout.write(`${preset} ${path} … `);
        const result = await audit(chrome, stack.url + path, preset);
        console.log(`performance ${result.scores.performance}`);
        results.push(result);
      }
    }
    print(results);
  } finally {
    chrome?.kill();
    await stopBenchStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
