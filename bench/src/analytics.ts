// `npm run bench -- analytics`: visit ingestion through the gateway (JetStream -> analytics -> pg),
// with and without the analytics service killed in the middle, then the five analytics calls over
// 1,000,000 generated visits, beside the same questions asked of the raw table.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import type { Stack } from '@site/dev-stack';
import { BENCH_ADMIN, benchStack, stopBenchStack } from './bench-stack';

const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 60);
const INGEST_CONNECTIONS = Number(process.env.BENCH_INGEST_CONNECTIONS ?? 200);
const TARGET_RATE = Number(process.env.BENCH_RATE ?? 5000);
/** Offered a little above the target, so the rate achieved (answers over the whole time) can show it. */
const OFFERED_RATE = Math.round(TARGET_RATE * 1.05);
const KILL_AFTER_S = Number(process.env.BENCH_KILL_AFTER ?? 20);
const KILL_FOR_S = 10;
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const QUERY_ROUNDS = 20;
const QUERY_BUDGET_MS = 50;

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN',
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
];
const REFERERS = [null, 'https://www.baidu.com/s?wd=x', 'https://weibo.com/u/1', 'https://blog.example.org/p'];

const count = async (pool: Pool, sql: string) => Number((await pool.query<{ n: string }>(sql)).rows[0].n);

interface IngestFigures {
  sent: number;
  accepted: number;
  refused: number;
  errors: number;
  seconds: number;
  minRate: number;
  p99Ms: number;
}

/**
 * Autocannon offering OFFERED_RATE visits/s (a mix of pages, agents and referrers) for `seconds`: a fixed
 * number of requests, every one of them answered and counted, so 202s and stored rows compare exactly.
 */
async function postVisits(stack: Stack, seconds: number, during?: () => Promise<void>): Promise<IngestFigures> {
  const requests = Array.from({ length: 64 }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/log-visit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      page_url: `/products/${i % 40}`,
      referer: REFERERS[i % REFERERS.length],
      user_agent: AGENTS[i % AGENTS.length],
      timestamp: new Date().toISOString(),
    }),
  }));
  const amount = OFFERED_RATE * seconds;
  const run = autocannon({
    url: stack.url,
    connections: INGEST_CONNECTIONS,
    amount,
    overallRate: OFFERED_RATE,
    timeout: 30,
    requests,
  });
  const side = during?.();
  const result = await run;
  await side;
  return {
    sent: amount,
    accepted: result.statusCodeStats?.['202']?.count ?? 0,
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
    minRate: result.requests.min,
    p99Ms: result.latency.p99,
  };
}

/** Waits until the stored rows stop growing at `expected`; answers the count and how long it took. */
async function drain(pool: Pool, expected: number, timeoutMs = 120_000): Promise<{ stored: number; ms: number }> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await count(pool, 'SELECT count(*) AS n FROM visit_log')) >= expected) break;
    await sleep(250);
  }
  // A little longer, to see that nothing arrives twice.
  await sleep(1500);
  const stored = await count(pool, 'SELECT count(*) AS n FROM visit_log');
  return { stored, ms: Date.now() - started };
}

/** `paced`: the run must also reach the target rate (the fault run must only lose nothing). */
function printIngest(
  title: string,
  f: IngestFigures,
  d: { stored: number; ms: number },
  before: number,
  paced: boolean,
): boolean {
  const stored = d.stored - before;
  const rate = f.accepted / f.seconds;
  const lossless = f.accepted === f.sent && stored === f.accepted;
  const ok = lossless && (!paced || rate >= TARGET_RATE);
  console.log(`\n${title}`);
  console.log(`  offered             ${f.sent} visits at ${OFFERED_RATE}/s`);
  console.log(`  202 answered        ${f.accepted} in ${f.seconds.toFixed(1)} s = ${rate.toFixed(0)} visits/s`);
  console.log(`  rows stored         ${stored}  (drained ${(d.ms / 1000).toFixed(1)} s after the load ended)`);
  console.log(`  refused / errors    ${f.refused} / ${f.errors}`);
  console.log(`  slowest second      ${f.minRate} visits; p99 latency ${f.p99Ms} ms`);
  console.log(
    `  ratio               ${(rate / TARGET_RATE).toFixed(3)} of the ${TARGET_RATE}/s target; stored / answered ${(stored / Math.max(1, f.accepted)).toFixed(4)}`,
  );
  const pace = paced ? `${rate >= TARGET_RATE ? 'at least' : 'below'} ${TARGET_RATE}/s; ` : '';
  console.log(
    `  ${ok ? 'PASS' : 'FAIL'}: ${pace}${lossless ? 'every visit answered 202 and stored once' : 'rows and 202s differ'}`,
  );
  return ok;
}

/**
 * 1,000,000 visits over the past 365 days straight into the raw table (as the consumer would have
 * written them), then the rollups built from it with the same grouping the consumer applies. Every
 * generated page is on the Chinese site (no `/en` prefix), so every visit is zh-CN.
 */
async function generate(pool: Pool): Promise<void> {
  await pool.query(
    `TRUNCATE visit_log, daily_visits, daily_locale_visits, daily_page_views, monthly_page_views, daily_sources,
              daily_devices`,
  );
  await pool.query(
    `INSERT INTO visit_log (id, page_url, page_path, locale, referer, user_agent, host, visited_at, received_at, day,
                            source, source_name, device, browser, os, is_bot, visitor_hash)
     SELECT gen_random_uuid(), p, p, 'zh-CN', NULL, 'bench', 'example.cn', t, t,
            (t AT TIME ZONE 'Asia/Shanghai')::date,
            (ARRAY['direct','search','social','referral','internal'])[1 + (i % 5)],
            (ARRAY['','Baidu','WeChat','blog.example.org',''])[1 + (i % 5)],
            (ARRAY['desktop','mobile','mobile','tablet','other'])[1 + (i % 7 % 5)],
            'Chrome', 'Windows', i % 50 = 0,
            CASE WHEN i % 50 = 0 THEN NULL ELSE decode(lpad(to_hex(i % 40000), 32, '0'), 'hex') END
     FROM (
       SELECT i,
              now() - (random() * interval '364 days') AS t,
              CASE WHEN i % 3 = 0 THEN '/products/' || (i % 34 + 1)
                   WHEN i % 3 = 1 THEN '/news/' || (i % 22 + 1)
                   ELSE (ARRAY['/','/products','/news','/about','/contact','/download','/technology'])[1 + i % 7] END AS p
       FROM generate_series(1, $1) AS i
     ) g`,
    [VISITS],
  );
  await pool.query(`
    INSERT INTO daily_visits (day, visits, unique_visitors, bot_visits)
    SELECT day, count(*) FILTER (WHERE NOT is_bot), count(DISTINCT visitor_hash) FILTER (WHERE NOT is_bot),
           count(*) FILTER (WHERE is_bot)
    FROM visit_log GROUP BY day`);
  await pool.query(`
    INSERT INTO daily_locale_visits (day, locale, visits, unique_visitors, bot_visits)
    SELECT day, locale, count(*) FILTER (WHERE NOT is_bot), count(DISTINCT visitor_hash) FILTER (WHERE NOT is_bot),
           count(*) FILTER (WHERE is_bot)
    FROM visit_log GROUP BY day, locale`);
  await pool.query(`
    INSERT INTO daily_page_views (day, locale, page_path, views)
    SELECT day, locale, page_path, count(*) FROM visit_log WHERE NOT is_bot GROUP BY day, locale, page_path`);
  await pool.query(`
    INSERT INTO monthly_page_views (month, locale, page_path, views)
    SELECT date_trunc('month', day)::date, locale, page_path, sum(views) FROM daily_page_views GROUP BY 1, 2, 3`);
  await pool.query(`
    INSERT INTO daily_sources (day, locale, source, name, visits)
    SELECT day, locale, source, source_name, count(*) FROM visit_log WHERE NOT is_bot
    GROUP BY day, locale, source, source_name`);
  await pool.query(`
    INSERT INTO daily_devices (day, locale, device, visits)
    SELECT day, locale, device, count(*) FROM visit_log WHERE NOT is_bot GROUP BY day, locale, device`);
  await pool.query('VACUUM ANALYZE');
}

/** The same five questions, asked of the raw log (what the calls would cost without rollups). */
function rawQuestions(days: number): [string, unknown[]][] {
  const from = `(now() AT TIME ZONE 'Asia/Shanghai')::date - ${days - 1}`;
  const period = `visited_at >= (${from})::timestamp AT TIME ZONE 'Asia/Shanghai'`;
  return [
    [
      `SELECT count(*) FILTER (WHERE NOT is_bot) AS visits,
              count(DISTINCT (day, visitor_hash)) FILTER (WHERE NOT is_bot) AS uniques,
              count(*) FILTER (WHERE is_bot) AS bots
       FROM visit_log WHERE ${period}`,
      [],
    ],
    [
      `SELECT day, count(*), count(DISTINCT visitor_hash) FROM visit_log WHERE ${period} AND NOT is_bot GROUP BY day`,
      [],
    ],
    [
      `SELECT source, count(*) FROM visit_log WHERE ${period} AND NOT is_bot AND source <> 'internal' GROUP BY source`,
      [],
    ],
    [`SELECT device, count(*) FROM visit_log WHERE ${period} AND NOT is_bot GROUP BY device`, []],
    [
      `SELECT page_path, count(*) AS v FROM visit_log WHERE ${period} AND NOT is_bot GROUP BY page_path
       ORDER BY v DESC LIMIT 10`,
      [],
    ],
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeQueries(stack: Stack, pool: Pool, cookie: string): Promise<boolean> {
  const calls = (days: number) => [
    `/api/visitor-stats?days=${days}`,
    `/api/visitor-trends?days=${days}`,
    `/api/traffic-sources?days=${days}`,
    `/api/device-stats?days=${days}`,
    `/api/top-pages?limit=10&days=${days}`,
  ];
  const get = async (path: string) => {
    const res = await fetch(stack.url + path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  /** The rollups must answer what the raw log answers: same totals, same top-page counts. */
  const agrees = async (days: number) => {
    const [stats, top] = (await Promise.all([calls(days)[0], calls(days)[4]].map(get))) as [
      { total_visits: number; unique_visitors: number },
      { views: number }[],
    ];
    const [totals, pages] = [rawQuestions(days)[0], rawQuestions(days)[4]];
    const rawTotals = (await pool.query<{ visits: string }>(totals[0], totals[1])).rows[0];
    const rawTop = (await pool.query<{ v: string }>(pages[0], pages[1])).rows.map((r) => Number(r.v));
    return (
      stats.total_visits === Number(rawTotals.visits) &&
      JSON.stringify(top.map((t) => t.views)) === JSON.stringify(rawTop)
    );
  };
  console.log(
    `\nQueries: the five analytics calls over ${VISITS.toLocaleString('en')} visits (median of ${QUERY_ROUNDS} rounds)`,
  );
  console.log(
    `  ${'days'.padEnd(6)}${'one after another'.padStart(20)}${'all at once'.padStart(14)}${'raw table'.padStart(12)}${'raw / rollups'.padStart(15)}`,
  );
  let ok = true;
  for (const days of [1, 7, 30, 365]) {
    for (const path of calls(days)) await get(path); // warm
    const sequential: number[] = [];
    const parallel: number[] = [];
    const raw: number[] = [];
    for (let round = 0; round < QUERY_ROUNDS; round++) {
      let t = performance.now();
      for (const path of calls(days)) await get(path);
      sequential.push(performance.now() - t);
      t = performance.now();
      await Promise.all(calls(days).map(get));
      parallel.push(performance.now() - t);
      if (round < 5) {
        t = performance.now();
        for (const [sql, params] of rawQuestions(days)) await pool.query(sql, params);
        raw.push(performance.now() - t);
      }
    }
    const seq = median(sequential);
    const same = await agrees(days);
    ok &&= seq <= QUERY_BUDGET_MS && same;
    if (!same) console.log(`  ${days} days: the rollups' answers differ from the raw log's`);
    console.log(
      `  ${String(days).padEnd(6)}${`${seq.toFixed(1)} ms`.padStart(20)}${`${median(parallel).toFixed(1)} ms`.padStart(14)}${`${median(raw).toFixed(0)} ms`.padStart(12)}${`${(median(raw) / seq).toFixed(0)}x`.padStart(15)}`,
    );
  }
  console.log(
    `  ${ok ? 'PASS' : 'FAIL'}: every period within ${QUERY_BUDGET_MS} ms (one after another, through the gateway), with the raw log's totals and top pages`,
  );
  return ok;
}

async function main(): Promise<void> {
  const stack = benchStack(false, {
    // Retention above a year, so the generated year of raw visits stays for the comparison.
    analytics: { ANALYTICS_RAW_RETENTION_DAYS: '400' },
    identity: { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password },
    // All the load comes from one address: the per-address visit limit would drop most of it.
    gateway: { VISIT_RATE_PER_ADDRESS: '0' },
  });
  console.log(
    `analytics benchmark: ${OFFERED_RATE} visits/s offered for ${INGEST_SECONDS} s over ${INGEST_CONNECTIONS} connections (target ${TARGET_RATE}/s), twice (the second with a fault), then queries`,
  );
  await stack.start();
  const pool = new Pool({ connectionString: stack.databaseUrl('analytics'), max: 2 });
  let ok = true;
  try {
    // 1. Sustained ingestion.
    await postVisits(stack, 10); // warm-up: the JIT and the pools settle
    let before = await count(pool, 'SELECT count(*) AS n FROM visit_log');
    before = (await drain(pool, before, 10_000)).stored;
    const steady = await postVisits(stack, INGEST_SECONDS);
    ok =
      printIngest('Ingestion: sustained load', steady, await drain(pool, before + steady.accepted), before, true) && ok;

    // 2. The same load with analytics killed (SIGKILL) for 10 s in the middle.
    before = await count(pool, 'SELECT count(*) AS n FROM visit_log');
    const faulted = await postVisits(stack, INGEST_SECONDS, async () => {
      await sleep(KILL_AFTER_S * 1000);
      await stack.stopApp('analytics', 'SIGKILL');
      await sleep(KILL_FOR_S * 1000);
      stack.startApp('analytics');
    });
    ok =
      printIngest(
        `Ingestion under a fault: analytics killed at ${KILL_AFTER_S} s for ${KILL_FOR_S} s`,
        faulted,
        await drain(pool, before + faulted.accepted),
        before,
        false,
      ) && ok;

    // 3. Queries over a generated year.
    process.stdout.write(`\nGenerating ${VISITS.toLocaleString('en')} visits over 365 days and their rollups…`);
    const t = performance.now();
    await generate(pool);
    console.log(` ${((performance.now() - t) / 1000).toFixed(0)} s`);
    const login = await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`login failed: ${login.status}`);
    ok = (await timeQueries(stack, pool, cookie)) && ok;
  } finally {
    await pool.end();
    await stopBenchStack(stack);
  }
  console.log(`\n${ok ? 'all targets met' : 'some targets missed'}`);
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
