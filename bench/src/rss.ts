// `npm run bench -- rss`: the resident memory of every app of a seeded stack, idle and under a short
// mixed load (public reads, visit beacons, back-office reads). The figures size the memory
// requests and limits in docker-compose.yml and k8s/base.
import autocannon from 'autocannon';
import { memoryOf, SERVICES, type StackApp } from '@site/dev-stack';
import { BENCH_ADMIN, benchStack, stopBenchStack, signIn } from './bench-stack';

const APPS: StackApp[] = [...SERVICES, 'gateway'];

async function main(): Promise<void> {
  const stack = benchStack(true, { identity: { ADMIN_PASSWORD: BENCH_ADMIN.password } });
  const seconds = Number(process.env.BENCH_SECONDS ?? 30);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  console.log(`rss benchmark: ${connections} connections per kind of load, ${seconds} s`);
  await stack.start();
  try {
    // Let the demo seeds (a year of visits, pictures) finish before the idle reading.
    await new Promise((r) => setTimeout(r, 15_000));
    const pids = Object.fromEntries(APPS.map((app) => [app, stack.pidOf(app)!])) as Record<StackApp, number>;
    const idle = Object.fromEntries(APPS.map((app) => [app, memoryOf(pids[app]).rss]));
    const cookie = await signIn(stack.url);
    const peak: Record<string, number> = Object.fromEntries(APPS.map((app) => [app, 0]));
    const sampler = setInterval(() => {
      for (const app of APPS) peak[app] = Math.max(peak[app], memoryOf(pids[app]).rss);
    }, 250);
    const run = (requests: autocannon.Request[], headers: Record<string, string> = {}) =>
      autocannon({ url: stack.url, connections, duration: seconds, requests, headers });
    const visit = JSON.stringify({
      page_url: 'https://example.com/products',
      referer: 'https://www.baidu.com/s?wd=x',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      timestamp: new Date().toISOString(),
    });
    const results = await Promise.all([
      run(
        [
          '/api/products',
          '/api/products?page=1&limit=12',
          '/api/products/1',
          '/api/categories',
          '/api/news',
          '/api/news/1',
          '/api/settings',
          '/api/app-downloads',
        ].map((path) => ({ method: 'GET', path })),
      ),
      run([{ method: 'POST', path: '/api/log-visit', body: visit, headers: { 'content-type': 'application/json' } }]),
      run(
        ['/api/dashboard', '/api/visitor-stats?days=30', '/api/top-pages?days=365', '/api/contacts', '/api/users'].map(
          (path) => ({ method: 'GET', path }),
        ),
        { cookie },
      ),
    ]);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 2000));
    const kinds = ['public reads', 'visit beacons', 'back-office reads'];
    results.forEach((result, i) =>
      console.log(
        `  ${kinds[i].padEnd(18)} ${result.requests.total} requests, ${result.non2xx} non-2xx, p99 ${result.latency.p99} ms`,
      ),
    );
    console.log(
      `\n  ${'app'.padEnd(10)}${'idle MiB'.padStart(10)}${'peak MiB'.padStart(10)}${'after MiB'.padStart(11)}`,
    );
    for (const app of APPS) {
      const after = memoryOf(pids[app]);
      console.log(
        `  ${app.padEnd(10)}${idle[app].toFixed(0).padStart(10)}${Math.max(peak[app], after.rss).toFixed(0).padStart(10)}${after.rss.toFixed(0).padStart(11)}`,
      );
    }
  } finally {
    await stopBenchStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
