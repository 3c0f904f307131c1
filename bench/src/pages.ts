// `npm run bench -- pages`: the server-rendered pages /, /about, /technology (drawn from their sections),
// /products, /products/{id}, /news and /news/{id}, and the same pages in English under /en (the demo's
// English records), through the gateway, from its page cache and rendered on every request (cache off),
// each against one Fastify process sending a static copy of the same HTML: the limit on this machine.
// The uncached renders are also measured at 10 connections, where the goal is p99 <= 50 ms.
import { freePort } from '@site/dev-stack';
import Fastify from 'fastify';
import { benchStack, load, stopBenchStack } from './bench-stack';
import { measure, printComparison } from './measure';

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/** The first record a list names, asked again while the demo news is seeded (in the background). */
async function firstId(url: string, items: (body: unknown) => unknown): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const [first] = items(await (await fetchOk(url)).json()) as { id: number }[];
    if (first) return first.id;
    if (attempt === 60) throw new Error(`GET ${url} listed nothing`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The same HTML as static answers, one route per page. */
async function startStatic(pages: Map<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  for (const [path, html] of pages) {
    app.get(path, (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  }
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

async function main(): Promise<void> {
  const stack = benchStack(true);
  console.log(`pages benchmark: ${load.connections} connections, ${load.seconds} s per run`);
  await stack.start();
  const uncached = await stack.startGatewayReplica({ CACHE_ENABLED: 'false' });
  // Each language's first product and article: the English pages show only records live in English.
  const product = (query: string) => firstId(`${stack.url}/api/products?page=1&limit=1${query}`, (body) => body);
  const article = (query: string) =>
    firstId(`${stack.url}/api/news?page=1&limit=1${query}`, (body) => (body as { items: unknown }).items);
  const pagesOf = (prefix: string, productId: number, articleId: number) => [
    prefix || '/',
    ...['/about', '/technology', '/products', `/products/${productId}`, '/news', `/news/${articleId}`].map(
      (path) => prefix + path,
    ),
  ];
  const paths = [
    ...pagesOf('', await product(''), await article('')),
    ...pagesOf('/en', await product('&locale=en'), await article('&locale=en')),
  ];
  const copies = new Map<string, string>();
  for (const path of paths) copies.set(path, await (await fetchOk(`${stack.url}${path}`)).text());
  const baseline = await startStatic(copies);
  const quiet = { ...load, connections: 10 };
  try {
    for (const path of paths) {
      console.log(`\n${path} (${copies.get(path)!.length} bytes of HTML)`);
      const cached = await measure('cached (page cache)', `${stack.url}${path}`, load);
      const rendered = await measure('uncached (rendered)', `${uncached.url}${path}`, load);
      const direct = await measure('static copy', `${baseline.url}${path}`, load);
      const renderedQuiet = await measure('uncached, 10 connections', `${uncached.url}${path}`, quiet);
      printComparison(`GET ${path}, cached`, cached, direct, 'cached');
      printComparison(`GET ${path}, uncached`, rendered, direct, 'uncached');
      const p99 = Math.min(...renderedQuiet.map((f) => f.p99Ms));
      console.log(`  uncached at 10 connections: p99 ${p99.toFixed(1)} ms (goal <= 50 ms)`);
    }
  } finally {
    await uncached.stop();
    await baseline.close();
    await stopBenchStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
