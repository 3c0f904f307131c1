// `npm run bench -- pages`: the server-rendered pages /, /about, /technology (drawn from their sections),
// /products, /products/{id} and /news/{id}
// through the gateway, from its page cache and rendered on every request (cache off), each against
// one Fastify process sending a static copy of the same HTML: the limit on this machine.
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
  const product = ((await (await fetchOk(`${stack.url}/api/products?page=1&limit=1`)).json()) as { id: number }[])[0];
  const article = (
    (await (await fetchOk(`${stack.url}/api/news?page=1&limit=1`)).json()) as { items: { id: number }[] }
  ).items[0];
  const paths = ['/', '/about', '/technology', '/products', `/products/${product.id}`, `/news/${article.id}`];
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
