// `npm run bench -- soak [--minutes N]`: a steady mixed load on one seeded stack for 30 minutes (or N):
// public pages and API reads, back-office writes, visit beacons and contact messages. Prints, minute
// by minute, each kind's requests, unexpected answers (anything not 2xx) and p99, and every app's RSS.
// Goals: no unexpected answer, and each app's RSS at the end within 10 % of its RSS after 5 minutes.
import { randomUUID } from 'node:crypto';
import type { ContactFormTokenReply } from '@site/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { memoryOf, SERVICES, type StackApp } from '@site/dev-stack';
import { BENCH_ADMIN, benchStack, stopBenchStack } from './bench-stack';

const APPS: StackApp[] = [...SERVICES, 'gateway'];
const flag = process.argv.indexOf('--minutes');
const MINUTES = Number(flag > 0 ? process.argv[flag + 1] : (process.env.BENCH_SOAK_MINUTES ?? 30));
/** The reading the end is compared with: after 5 minutes, or halfway through a shorter run. */
const SETTLED_MINUTE = Math.max(1, Math.min(5, Math.floor(MINUTES / 2)));

interface Tally {
  count: number;
  unexpected: number;
  statuses: Map<number, number>;
  latencies: number[];
}
const newTally = (): Tally => ({ count: 0, unexpected: 0, statuses: new Map(), latencies: [] });
const KINDS = ['pages', 'api', 'writes', 'visits', 'contacts'] as const;
type Kind = (typeof KINDS)[number];
let tallies = Object.fromEntries(KINDS.map((k) => [k, newTally()])) as Record<Kind, Tally>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let stopped = false;

/** Sends one request, timing it and counting anything but 2xx as unexpected. */
async function send(kind: Kind, url: string, init: RequestInit = {}): Promise<{ status: number; body: string } | null> {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    record(kind, res.status, performance.now() - started);
    if (res.status >= 400 && res.status < 500)
      lastRefusal.set(kind, `${init.method ?? 'GET'} ${url}: ${body.slice(0, 200)}`);
    return { status: res.status, body };
  } catch {
    record(kind, 0, performance.now() - started);
    return null;
  }
}

function record(kind: Kind, status: number, ms: number): void {
  const t = tallies[kind];
  t.count++;
  t.latencies.push(ms);
  t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
  if (status < 200 || status >= 300) t.unexpected++;
}

/** Runs `task` about `perSecond` times a second until the soak ends. */
async function steady(perSecond: number, task: (i: number) => Promise<unknown>): Promise<void> {
  const interval = 1000 / perSecond;
  const pending = new Set<Promise<unknown>>();
  for (let i = 0; !stopped; i++) {
    const started = Date.now();
    const run = task(i).finally(() => pending.delete(run));
    pending.add(run);
    await sleep(Math.max(0, interval - (Date.now() - started)));
  }
  await Promise.all(pending);
}

const p99 = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
};
const mib = (value: number) => Math.round(value);
/** A client address of its own per call, through the gateway's trusted proxy (so limits see many visitors). */
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function main(): Promise<void> {
  const stack = benchStack(true, {
    identity: { ADMIN_PASSWORD: BENCH_ADMIN.password },
    gateway: { TRUSTED_PROXIES: '127.0.0.1' },
  });
  console.log(`soak benchmark: ${MINUTES} min of mixed load on one stack; RSS compared with minute ${SETTLED_MINUTE}`);
  await stack.start();
  const base = stack.url;
  try {
    await sleep(15_000); // the demo seeds
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}`;
    const admin = { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const products = (await (await fetch(`${base}/api/products?limit=20&page=1`)).json()) as { id: number }[];
    const news = ((await (await fetch(`${base}/api/news?limit=20`)).json()) as { items: { id: number }[] }).items;
    const newsCategory = ((await (await fetch(`${base}/api/categories?type=news`)).json()) as { id: number }[])[0];
    const pick = <T>(list: T[], i: number) => list[i % list.length];

    const pages = ['/', '/products', '/news', '/download', '/contact'];
    const api = ['/api/settings', '/api/categories', '/api/products?page=1&limit=12', '/api/news?page=1&limit=3'];
    const loads = [
      steady(10, (i) => send('pages', `${base}${i % 3 === 0 ? `/products/${pick(products, i).id}` : pick(pages, i)}`)),
      steady(40, (i) =>
        send(
          'api',
          `${base}${i % 4 === 0 ? `/api/products/${pick(products, i).id}` : i % 4 === 1 ? `/api/news/${pick(news, i).id}` : pick(api, i)}`,
        ),
      ),
      steady(1, async (i) => {
        const product = (await (await fetch(`${base}/api/products/${pick(products, i).id}`)).json()) as Record<
          string,
          unknown
        >;
        await send('writes', `${base}/api/products/${product.id as number}`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ ...product, stock: (i % 50) + 1 }),
        });
        if (i % 5 === 0) {
          const created = await send('writes', `${base}/api/news`, {
            method: 'POST',
            headers: admin,
            body: JSON.stringify({ title: `浸泡测试 ${i}`, category: newsCategory.id, content: '<p>正文</p>' }),
          });
          const id = created?.status === 201 ? (JSON.parse(created.body) as { id: number }).id : null;
          if (id)
            await send('writes', `${base}/api/news/${id}`, {
              method: 'DELETE',
              headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
            });
        }
      }),
      steady(20, (i) =>
        send('visits', `${base}/api/log-visit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
          body: JSON.stringify({ page_url: pick(pages, i), referer: null, timestamp: new Date().toISOString() }),
        }),
      ),
      steady(0.2, async (i) => {
        const from = { 'x-forwarded-for': address(100_000 + i) };
        const token = await send('contacts', `${base}/api/contacts/form-token`, { headers: from });
        const form = token?.status === 200 ? (JSON.parse(token.body) as ContactFormTokenReply) : undefined;
        // The page solves the form's proof of work while the person types.
        const solution = form && (await solveChallenge({ challenge: form.challenge, deriveKey }));
        const proof = solution
          ? Buffer.from(JSON.stringify({ challenge: form.challenge, solution })).toString('base64')
          : undefined;
        await sleep(3500); // a person needs time to fill the form in
        await send('contacts', `${base}/api/contacts`, {
          method: 'POST',
          headers: {
            ...from,
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            name: '测试',
            email: 'soak@example.com',
            subject: `浸泡 ${i}`,
            message: '稳定负载测试的留言',
            formToken: form?.token,
            proof,
          }),
        });
      }),
    ];

    const rssAt: Record<string, number>[] = [];
    console.log(`\n  min  ${KINDS.map((k) => `${k.padStart(8)} n/bad/p99ms`).join('')}   RSS MiB (${APPS.join(', ')})`);
    for (let minute = 1; minute <= MINUTES; minute++) {
      await sleep(60_000);
      const now = tallies;
      tallies = Object.fromEntries(KINDS.map((k) => [k, newTally()])) as Record<Kind, Tally>;
      const rss = Object.fromEntries(APPS.map((app) => [app, memoryOf(stack.pidOf(app)!).rss]));
      rssAt[minute] = rss;
      const cells = KINDS.map((k) =>
        `${now[k].count}/${now[k].unexpected}/${p99(now[k].latencies).toFixed(0)}`.padStart(20),
      );
      console.log(`  ${String(minute).padStart(3)}  ${cells.join('')}   ${APPS.map((a) => mib(rss[a])).join(', ')}`);
      for (const k of KINDS) {
        if (now[k].unexpected) {
          const bad = [...now[k].statuses].filter(([s]) => s < 200 || s >= 300);
          console.log(`       ${k}: unexpected ${bad.map(([s, n]) => `${s || 'network'}×${n}`).join(', ')}`);
          if (lastRefusal.has(k)) console.log(`         last refused: ${lastRefusal.get(k)}`);
        }
      }
      globalUnexpected += KINDS.reduce((sum, k) => sum + now[k].unexpected, 0);
    }
    stopped = true;
    await Promise.all(loads);

    const settled = rssAt[SETTLED_MINUTE];
    const end = rssAt[MINUTES];
    console.log(`\n  RSS growth from minute ${SETTLED_MINUTE} to ${MINUTES}:`);
    let grew = false;
    for (const app of APPS) {
      const ratio = end[app] / settled[app];
      if (ratio > 1.1) grew = true;
      console.log(
        `    ${app.padEnd(10)} ${mib(settled[app])} → ${mib(end[app])} MiB (${((ratio - 1) * 100).toFixed(1)} %)`,
      );
    }
    console.log(`  unexpected answers: ${globalUnexpected}`);
    const ok = globalUnexpected === 0 && !grew;
    console.log(ok ? '\n  goals met' : '\n  GOAL MISSED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    stopped = true;
    await stopBenchStack(stack);
  }
}

let globalUnexpected = 0;
/** The last refusal of each kind, printed with the minute's figures. */
const lastRefusal = new Map<Kind, string>();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
