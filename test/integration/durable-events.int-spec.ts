import { CatalogRpc, eventStreamName } from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { RpcClient } from '@site/service-kit';
import { connect, type NatsConnection } from 'nats';
import { images as fixtures } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

// Domain events live on a JetStream stream: a consumer that is down finds, when it comes back,
// what happened meanwhile, and handles each event once.
let stack: Stack;
let admin: ApiClient;
let visitor: ApiClient;
let nc: NatsConnection;
let rpc: RpcClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  visitor = new ApiClient(stack.url);
  nc = await connect({ servers: stack.natsUrl });
  rpc = new RpcClient(nc, { prefix: stack.natsPrefix, timeoutMs: 5000, checkReplies: true });
});

afterAll(async () => {
  await nc?.close();
  await stopTestStack(stack);
});

async function consumerInfo(name: string) {
  const jsm = await nc.jetstreamManager();
  return jsm.consumers.info(eventStreamName(stack.natsPrefix), name);
}

async function upload(): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(fixtures.png)], { type: 'image/png' }), 'p.png');
  const answer = await admin.post<{ url: string }>('/api/upload', form);
  expect(answer.status).toBe(200);
  return answer.body.url;
}

it('usage reports sent while the media library (content) is down are applied once it is back, each once', async () => {
  const category = (await admin.post('/api/categories', { name: uniq('事件分类'), type: 'product' })).body;
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const product = (
      await admin.post('/api/products?publish=true', {
        name: uniq('事件产品'),
        category: category.id,
        status: '已发布',
        stock: 1,
      })
    ).body;
    expect((await admin.post(`/api/products/${product.id}/images`, { image_url: await upload() })).status).toBe(201);
    ids.push(String(product.id));
  }
  const indexed = () =>
    queryDb(stack, 'content', `SELECT record_id FROM media_usage WHERE service = 'catalog' AND record_id = ANY($1)`, [
      ids,
    ]);
  await eventually(async () => (await indexed()).length === 3);
  const before = await consumerInfo('content-media-usage');

  await stack.stopApp('content');
  // With the library down, the deletes go on; each announces that its product shows nothing now.
  for (const id of ids) await rpc.call(CatalogRpc.productDelete, { id: Number(id) });
  stack.startApp('content');
  await stack.waitUntilHealthy();

  await eventually(async () => (await indexed()).length === 0, 15_000);
  const after = await eventually(async () => {
    const info = await consumerInfo('content-media-usage');
    return info.num_pending === 0 && info.num_ack_pending === 0 && info;
  });
  // Each report delivered and acked once: none lost while content was down, none twice.
  expect(after.delivered.stream_seq).toBeGreaterThan(before.delivered.stream_seq);
  expect(after.num_redelivered).toBe(0);
  expect(after.ack_floor.stream_seq).toBe(after.delivered.stream_seq);
});

it('views read while the content service is down are counted once it is back, each once', async () => {
  const category = (await admin.post('/api/categories', { name: uniq('事件新闻分类'), type: 'news' })).body;
  const article = (
    await admin.post('/api/news?publish=true', { title: uniq('事件新闻'), category: category.id, content: '<p>x</p>' })
  ).body;
  // Read once (cached by the gateway), then take the content service away.
  expect((await visitor.get(`/api/news/${article.id}`)).status).toBe(200);
  await eventually(
    async () =>
      (await queryDb<{ views: number }>(stack, 'content', 'SELECT views FROM news WHERE id = $1', [article.id]))[0]
        .views === 1,
  );
  await stack.stopApp('content');
  try {
    for (let i = 0; i < 5; i++) {
      const answer = await visitor.get(`/api/news/${article.id}`);
      expect(answer.status).toBe(200);
      // Fresh, or (its views having changed since) kept to serve while content is down.
      expect(['HIT', 'STALE']).toContain(answer.headers.get('x-cache'));
    }
  } finally {
    stack.startApp('content');
    await stack.waitUntilHealthy();
  }
  const views = async () =>
    (await queryDb<{ views: number }>(stack, 'content', 'SELECT views FROM news WHERE id = $1', [article.id]))[0].views;
  await eventually(async () => (await views()) === 6, 10_000);
  // Counted once: a second later nothing more has arrived.
  await new Promise((r) => setTimeout(r, 1500));
  expect(await views()).toBe(6);
  const info = await consumerInfo('content-views');
  expect(info.num_pending).toBe(0);
  expect(info.num_redelivered).toBe(0);
});

it('news shows a category renamed while the content service was down', async () => {
  const category = (await admin.post('/api/categories', { name: uniq('旧名'), type: 'news' })).body;
  await admin.post('/api/news?publish=true', { title: uniq('改名新闻'), category: category.id, content: '<p>x</p>' });
  expect((await visitor.get(`/api/news?category=${category.id}`)).body.items[0].category_name).toBe(category.name);
  await stack.stopApp('content');
  const name = uniq('新名');
  try {
    expect((await admin.put(`/api/categories/${category.id}`, { name })).status).toBe(200);
  } finally {
    stack.startApp('content');
    await stack.waitUntilHealthy();
  }
  await eventually(
    async () => (await visitor.get(`/api/news?category=${category.id}`)).body.items?.[0]?.category_name === name,
    10_000,
  );
});
