// `npm run bench -- publishing` (docs/publishing.md):
// 1. 500 news drafts scheduled for the same minute, with two replicas of the content service polling at the
//    default 15 s: how late each was published (goal: all within 30 s), and that each was published exactly once;
// 2. p99 of a save (PUT through the gateway) of an article with 1,000 revisions (goal <= 50 ms), against the same
//    save of an article with a handful, the two in turn; after a warm-up series, so neither pays for compiling;
// 3. the public read path (GET /api/news, uncached) with the 500 drafts present, against the same before them.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pool } from 'pg';
import { BENCH_ADMIN, benchStack, load, signIn, stopBenchStack } from './bench-stack';
import { measure, printComparison } from './measure';

const SCHEDULED = 500;
/** `PUBLISHING_BENCH=saves` runs the saves alone (to try a change to the save path quickly). */
const SAVES_ONLY = process.env.PUBLISHING_BENCH === 'saves';
/** Per series: 1,000 so that the p99 is the tenth slowest, not one stall of the machine's. */
const SAVES = 1000;
const WARM_UP = 100;
const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

async function api<T>(base: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...HEADERS, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Lets a burst's follow-up work (events, pushes) finish before the next figure. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10_000));

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

type Article = { id: number; publication: { version: number } };

/**
 * Saves each article `count` times in a row, the articles taking turns, so that both series see the same
 * moments of the machine; answers each article's times, sorted.
 */
async function saveTimes(
  base: string,
  cookie: string,
  articles: Article[],
  body: Record<string, unknown>,
  count = SAVES,
) {
  const times = articles.map((): number[] => []);
  const versions = articles.map((a) => a.publication.version);
  for (let i = 0; i < count; i++) {
    for (const [n, article] of articles.entries()) {
      const started = performance.now();
      const saved = await api<Article>(base, cookie, 'PUT', `/api/news/${article.id}`, {
        ...body,
        title: `保存测试 ${i}`,
        version: versions[n],
      });
      times[n].push(performance.now() - started);
      versions[n] = saved.publication.version;
    }
  }
  return times.map((t) => t.sort((a, b) => a - b));
}

/** 1 and 3: the 500 schedules' lateness, and the public list before and beside the drafts. */
async function schedulesAndReads(
  base: string,
  uncachedBase: string,
  cookie: string,
  body: Record<string, unknown>,
  db: Pool,
): Promise<void> {
  const listPath = '/api/news?page=1&limit=10';
  const before = await measure('GET /api/news, uncached, before the drafts', `${uncachedBase}${listPath}`, load);

  // 1. Drafts, all scheduled for the start of one minute at least 40 s away.
  const drafts: number[] = [];
  await inParallel(
    Array.from({ length: SCHEDULED }, (_, i) => i),
    8,
    async (i) => {
      drafts.push((await api<Article>(base, cookie, 'POST', '/api/news', { ...body, title: `定时 ${i}` })).id);
    },
  );
  const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  await inParallel(drafts, 8, async (id) => {
    await api(base, cookie, 'POST', `/api/news/${id}/schedule`, { publish_at: at.toISOString() });
  });
  console.log(`\n${SCHEDULED} drafts scheduled for ${at.toISOString()}`);

  // The drafts' creation left work behind (events, cache drops, usage reports); the figure is of drafts at rest.
  await settle();
  const after = await measure('GET /api/news, uncached, with the drafts', `${uncachedBase}${listPath}`, load);
  printComparison('GET /api/news with 500 drafts beside the published news', after, before, 'with drafts');

  const deadline = at.getTime() + 120_000;
  for (;;) {
    const [{ n }] = (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE id = ANY($1) AND state = 'published'`, [
        drafts,
      ])
    ).rows;
    if (n === SCHEDULED || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const { rows } = await db.query<{ record_id: number; publishes: number; first: Date }>(
    `SELECT record_id, count(*)::int AS publishes, min(created_at) AS first FROM revisions
       WHERE record_type = 'news' AND action = 'publish' AND record_id = ANY($1) GROUP BY record_id`,
    [drafts],
  );
  const late = rows.map((r) => (r.first.getTime() - at.getTime()) / 1000).sort((a, b) => a - b);
  const twice = rows.filter((r) => r.publishes !== 1).length;
  console.log(`\nscheduled publishing (two content replicas, PUBLISH_POLL_MS default 15 s)`);
  console.log(`  published: ${rows.length} of ${SCHEDULED}; published more than once: ${twice}`);
  console.log(
    `  lateness: min ${late[0].toFixed(1)} s, p50 ${quantile(late, 0.5).toFixed(1)} s, p99 ${quantile(late, 0.99).toFixed(1)} s, max ${late[late.length - 1].toFixed(1)} s (goal: all <= 30 s)`,
  );
}

async function main(): Promise<void> {
  const stack = benchStack(true, {
    identity: { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password },
  });
  console.log(`publishing benchmark: ${SCHEDULED} schedules on two content replicas; ${SAVES} saves`);
  await stack.start();
  const replica = await stack.startServiceReplica('content');
  const uncached = await stack.startGatewayReplica({ CACHE_ENABLED: 'false' });
  const db = new Pool({ connectionString: stack.databaseUrl('content'), max: 2 });
  try {
    const cookie = await signIn(stack.url);
    const categories = await api<{ id: number; type: string }[]>(stack.url, cookie, 'GET', '/api/categories');
    const category = categories.find((c) => c.type === 'news')!.id;
    const body = { title: '定时发布测试', category, content: '<p>定时发布的正文。</p>' };

    if (!SAVES_ONLY) await schedulesAndReads(stack.url, uncached.url, cookie, body, db);

    // 2. Saves at 1,000 revisions against saves at a handful.
    // Likewise after the 500 publishes (search push, cache drops): saves on a stack at rest.
    if (!SAVES_ONLY) await settle();
    const few = await api<Article>(stack.url, cookie, 'POST', '/api/news', body);
    const many = await api<Article>(stack.url, cookie, 'POST', '/api/news', body);
    await db.query(
      `INSERT INTO revisions (record_type, record_id, action, version, fields, actor_name, created_at)
       SELECT 'news', $1, 'save', g, $2::jsonb, 'bench', now() - make_interval(mins => 1000 - g)
       FROM generate_series(1, 999) g`,
      [many.id, JSON.stringify(body)],
    );
    const warm = await api<Article>(stack.url, cookie, 'POST', '/api/news', body);
    await saveTimes(stack.url, cookie, [warm], body, WARM_UP);
    // The bench's own event loop, idle between answers: how long the machine itself stalls meanwhile.
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const [fewTimes, manyTimes] = await saveTimes(stack.url, cookie, [few, many], body);
    stalls.disable();
    const p99Few = quantile(fewTimes, 0.99);
    const p99Many = quantile(manyTimes, 0.99);
    console.log(
      `\nsave (PUT /api/news/{id} with its version), ${SAVES} each, the two articles in turn, after ${WARM_UP} to warm up`,
    );
    console.log(`  a handful of revisions: p50 ${quantile(fewTimes, 0.5).toFixed(1)} ms, p99 ${p99Few.toFixed(1)} ms`);
    console.log(
      `  1,000 revisions:        p50 ${quantile(manyTimes, 0.5).toFixed(1)} ms, p99 ${p99Many.toFixed(1)} ms (goal <= 50 ms); ratio ${(p99Many / p99Few).toFixed(2)}x`,
    );
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(
      `  meanwhile the bench's own event loop was late by p99 ${ms(stalls.percentile(99))} ms, max ${ms(stalls.max)} ms (the machine's stalls, in every figure above)`,
    );
  } finally {
    await db.end();
    await uncached.stop();
    await replica.stop();
    await stopBenchStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
