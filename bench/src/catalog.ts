// `npm run bench -- catalog`: 1,000 products in a bench stack's catalog database, then GET /api/products
// (the whole array, and a page of 12) and GET /api/products/{id} through the full path (gateway ->
// NATS -> catalog -> PostgreSQL), against one Fastify process running the same queries straight from pg.
import { join } from 'node:path';
import { freePort } from '@site/dev-stack';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { benchStack, load, repoRoot, stopBenchStack } from './bench-stack';
import { measure, printComparison } from './measure';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);

/** The catalog's own queries and row mapping, from its build, so the baseline does exactly the same work. */
interface CatalogSql {
  LIST_SQL: string;
  DETAIL_SQL: string;
}
interface CatalogView {
  toProductView(row: unknown): unknown;
  toProductDetailView(row: unknown): unknown;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sql = require(join(repoRoot, 'services/catalog/dist/products/products.sql.js')) as CatalogSql;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const view = require(join(repoRoot, 'services/catalog/dist/products/product-view.js')) as CatalogView;

const STATUSES = ['已发布', '已发布', '已发布', '测试中', '开发中', '已停产'];
const MOTIFS = ['plc', 'edge-gateway', 'controller', 'sensor', 'camera', 'kiosk', 'vending', 'robot'];

/** A description like the demo ones (overview, features, parameters): about 1 KB of HTML. */
function description(i: number): { html: string; text: string } {
  const features = [`第${i}代高速处理器，响应时间低至 0.1 ms`, '支持 Modbus、EtherCAT 与 MQTT', '远程升级与集中运维'];
  const specs = [
    ['型号', `ZH-${1000 + i}`],
    ['供电', 'DC 24V'],
    ['工作温度', '-20 ℃ ~ 60 ℃'],
  ];
  const summary = `面向智能制造场景的第${i}号自动化产品，帮助企业降低人工成本、持续稳定地创造收益。`;
  const html =
    `<h3>产品概述</h3><p>${summary}</p><h3>核心特性</h3><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>` +
    `<h3>技术参数</h3><table><tbody>${specs.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
  return { html, text: [summary, ...features, ...specs.flat()].join(' ') };
}

/** Straight into the stack's catalog database (the service has migrated it): 4×3×3 categories, products, 3 images each. */
async function seed(databaseUrl: string): Promise<number[]> {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const leaves: number[] = [];
    for (let a = 1; a <= 4; a++) {
      const [top] = (
        await pool.query<{ id: number }>(
          "INSERT INTO categories (name, slug, type) VALUES ($1, $2, 'product') RETURNING id",
          [`产品线${a}`, `line-${a}`],
        )
      ).rows;
      for (let b = 1; b <= 3; b++) {
        const [mid] = (
          await pool.query<{ id: number }>(
            "INSERT INTO categories (name, slug, parent_id, type) VALUES ($1, $2, $3, 'product') RETURNING id",
            [`系列${a}-${b}`, `series-${a}-${b}`, top.id],
          )
        ).rows;
        for (let c = 1; c <= 3; c++) {
          const [leaf] = (
            await pool.query<{ id: number }>(
              "INSERT INTO categories (name, slug, parent_id, type) VALUES ($1, $2, $3, 'product') RETURNING id",
              [`型号组${a}-${b}-${c}`, `group-${a}-${b}-${c}`, mid.id],
            )
          ).rows;
          leaves.push(leaf.id);
        }
      }
    }
    const rows = Array.from({ length: PRODUCTS }, (_, i) => ({ i, ...description(i + 1) }));
    const { rows: inserted } = await pool.query<{ id: number }>(
      // Published: public reads see published products only (docs/publishing.md).
      `INSERT INTO products (name, category_id, status, price, stock, description, description_text, state)
       SELECT *, 'published' FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])
       RETURNING id`,
      [
        rows.map((r) => `智衡自动化产品 ${r.i + 1} 型`),
        rows.map((r) => leaves[r.i % leaves.length]),
        rows.map((r) => STATUSES[r.i % STATUSES.length]),
        rows.map((r) => (r.i % 9 === 0 ? '' : `¥${999 + r.i * 7}`)),
        rows.map((r) => [0, 5, 50][r.i % 3]),
        rows.map((r) => r.html),
        rows.map((r) => r.text),
      ],
    );
    const ids = inserted.map((r) => r.id);
    const images = ids.flatMap((id, n) =>
      ['front', 'angle', 'detail'].map((v, order) => ({
        id,
        url: `/uploads/images/demo/${MOTIFS[n % MOTIFS.length]}-${v}.webp`,
        order,
      })),
    );
    await pool.query(
      `INSERT INTO product_images (product_id, image_url, image_order, is_primary, alt_text)
       SELECT id, url, ord, ord = 0, '' FROM unnest($1::int[], $2::text[], $3::int[]) AS t(id, url, ord)`,
      [images.map((i) => i.id), images.map((i) => i.url), images.map((i) => i.order)],
    );
    await pool.query('ANALYZE');
    return ids;
  } finally {
    await pool.end();
  }
}

/** One process, one pool: the same statements and mapping as the catalog, answered by Fastify directly. */
async function startBaseline(databaseUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get('/api/products', async (request, reply) => {
    const query = request.query as { page?: string; limit?: string };
    const paged = query.page !== undefined || query.limit !== undefined;
    const limit = paged ? Number(query.limit ?? 12) : 1_000_000;
    const offset = paged ? (Number(query.page ?? 1) - 1) * limit : 0;
    // Prepared, as the catalog runs them (preparedQuery in service-kit).
    const { rows } = await pool.query({
      name: 'list',
      text: sql.LIST_SQL,
      values: [null, null, null, null, limit, offset],
    });
    if (paged) {
      const { rows: count } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      void reply
        .header('X-Total-Count', String(count[0].n))
        .header('X-Total-Pages', String(Math.ceil(count[0].n / limit)));
    }
    return rows.map((row) => view.toProductView(row));
  });
  app.get('/api/products/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const { rows } = await pool.query({ name: 'detail', text: sql.DETAIL_SQL, values: [id] });
    if (!rows[0]) return reply.status(404).send({ error: '产品不存在' });
    return view.toProductDetailView(rows[0]);
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

async function main(): Promise<void> {
  const stack = benchStack(false);
  console.log(`catalog benchmark: ${PRODUCTS} products, ${load.connections} connections, ${load.seconds} s per run`);
  await stack.start();
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  let uncached: { url: string; stop(): Promise<void> } | undefined;
  try {
    const ids = await seed(stack.databaseUrl('catalog'));
    baseline = await startBaseline(stack.databaseUrl('catalog'));
    const one = ids[Math.floor(ids.length / 2)];
    const sizes = await Promise.all(
      [`${stack.url}/api/products`, `${baseline.url}/api/products`].map(async (url) => {
        const res = await fetch(url);
        const body = (await res.json()) as unknown[];
        return `${body.length} products, ${(Number(res.headers.get('content-length') ?? 0) / 1024).toFixed(0)} KiB`;
      }),
    );
    console.log(`  GET /api/products answers: full path ${sizes[0]}; baseline ${sizes[1]}`);

    const cases: [string, string][] = [
      ['GET /api/products (the whole array)', '/api/products'],
      ['GET /api/products?page=1&limit=12', '/api/products?page=1&limit=12'],
      [`GET /api/products/{id} (id ${one}, 3 images)`, `/api/products/${one}`],
    ];
    // The same services behind a second gateway with its read cache off: every read crosses NATS.
    uncached = await stack.startGatewayReplica({ CACHE_ENABLED: 'false' });
    for (const [title, path] of cases) {
      console.log(`\n${title}`);
      const cached = await measure('cached (gateway memory)', `${stack.url}${path}`, load);
      const full = await measure('uncached (gateway -> NATS -> catalog -> pg)', `${uncached.url}${path}`, load);
      const direct = await measure('baseline (one Fastify + pg process)', `${baseline.url}${path}`, load);
      printComparison(`${title}, cached`, cached, direct, 'cached');
      printComparison(`${title}, uncached`, full, direct, 'uncached');
    }
  } finally {
    await uncached?.stop();
    await baseline?.close();
    await stopBenchStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
