import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogRpc, IdentityRpc } from '@site/contracts';
import type { Stack, StackApp } from '@site/dev-stack';
import { NATS_APPS, natsAuthOptions, natsPasswordVariable, RpcClient } from '@site/service-kit';
import { connect, type NatsConnection } from 'nats';
import { ADMIN, ApiClient } from '../support/api-client';
import { startNatsServer } from '../support/nats-server';
import { eventually, queryDb, repoRoot, startTestStack } from '../support/test-stack';

/**
 * The product on a NATS server of its own that runs the real permission file (deploy/nats/nats.conf,
 * the one compose and k8s use): every app works with its own user, and no user can do what its
 * permissions leave out.
 */
describe('NATS users and permissions (deploy/nats/nats.conf)', () => {
  const passwords = Object.fromEntries(NATS_APPS.map((app) => [app, `p${randomBytes(18).toString('base64url')}`]));
  const credentials = (app: StackApp) => ({ NATS_USER: app, NATS_PASSWORD: passwords[app] });
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let stack: Stack;
  let admin: ApiClient;
  const id = `np${process.pid}${Date.now().toString(36)}`;
  /** Lines of the server's log that report a permission violation. */
  const violations = () =>
    readFileSync(nats.logFile, 'utf8')
      .split('\n')
      .filter((line) => /(publish|subscription) violation/i.test(line));

  beforeAll(async () => {
    nats = await startNatsServer({
      config: join(repoRoot, 'deploy/nats/nats.conf'),
      env: Object.fromEntries(NATS_APPS.map((app) => [natsPasswordVariable(app), passwords[app]])),
    });
    stack = await startTestStack({
      // The permission file names the subjects without a namespace: this NATS server is the test's alone.
      natsPrefix: '',
      natsUrl: nats.url,
      appEnv: {
        ...Object.fromEntries(NATS_APPS.map((app) => [app, credentials(app)])),
        identity: { ...credentials('identity'), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
      },
    });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
  });

  afterAll(async () => {
    // Its streams go with this NATS server, and its databases with the run's teardown.
    await stack?.stop();
    await nats?.stop();
  });

  const connectAs = (app: StackApp | null, password?: string): Promise<NatsConnection> =>
    connect({
      servers: nats.url,
      timeout: 3000,
      maxReconnectAttempts: 0,
      ...(app ? natsAuthOptions({ NATS_USER: app, NATS_PASSWORD: password ?? passwords[app] }) : {}),
    });

  it('runs every app with its own user: calls, events, durable consumers and the visit stream work', async () => {
    // gateway → catalog; catalog's event → content's and the gateway's caches.
    const category = await admin.post<{ id: number }>('/api/categories', { name: `权限${id}`, type: 'news' });
    expect(category.status).toBe(201);
    // gateway → content → catalog (the category's name).
    const news = await admin.post<{ id: number; category_name: string }>('/api/news?publish=true', {
      title: '权限测试',
      category: category.body.id,
      content: '<p>x</p>',
    });
    expect(news.status).toBe(201);
    expect(news.body.category_name).toBe(`权限${id}`);
    // The gateway publishes the views; content's durable consumer counts them and announces the count.
    expect((await fetch(`${stack.url}/api/news/${news.body.id}`)).status).toBe(200);
    await eventually(
      async () => (await admin.get<{ views: number }>(`/api/news/${news.body.id}?count_view=false`)).body.views === 1,
      15_000,
    );
    // catalog → content (is the category in use?).
    expect((await admin.delete(`/api/categories/${category.body.id}`)).status).toBe(409);
    // The gateway's visit stream → analytics' durable consumer.
    const page = `/nats-permissions-${id}`;
    const visit = await fetch(`${stack.url}/api/log-visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        page_url: page,
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
      }),
    });
    expect(visit.status).toBe(202);
    await eventually(
      async () =>
        (await queryDb(stack, 'analytics', 'SELECT 1 FROM visit_log WHERE page_path = $1', [page])).length > 0,
      15_000,
    );
    // contact → identity (the mail settings), as the contact service calls it.
    const contact = await connectAs('contact');
    try {
      const rpc = new RpcClient(contact, { prefix: '', timeoutMs: 3000, checkReplies: true });
      expect(await rpc.call(IdentityRpc.mailSettingsGet, {})).toBeDefined();
    } finally {
      await contact.close();
    }
    // identity → catalog (is a changed product published, for the search-engine pushes).
    const identity = await connectAs('identity');
    try {
      const rpc = new RpcClient(identity, { prefix: '', timeoutMs: 3000, checkReplies: true });
      await expect(rpc.call(CatalogRpc.productGet, { id: 999999 })).rejects.toMatchObject({ status: 404 });
    } finally {
      await identity.close();
    }
    // Every durable consumer exists, and nothing any app did was refused.
    const jsz = (await (await fetch(`${nats.monitorUrl}/jsz?consumers=true`)).json()) as {
      account_details: { stream_detail: { name: string; consumer_detail?: { name: string }[] }[] }[];
    };
    const consumers = jsz.account_details.flatMap((a) =>
      a.stream_detail.flatMap((s) => (s.consumer_detail ?? []).map((c) => `${s.name}/${c.name}`)),
    );
    expect(consumers.sort()).toEqual([
      'EVENTS/content-media-usage',
      'EVENTS/content-views',
      'EVENTS/identity-search-push',
      'VISITS/analytics-visits',
    ]);
    expect(violations()).toEqual([]);
  });

  it('refuses the catalog’s user a call to identity.user.create: no reply, a permissions error, no user', async () => {
    const catalog = await connectAs('catalog');
    const errors: string[] = [];
    void (async () => {
      for await (const status of catalog.status()) errors.push(JSON.stringify(status.data));
    })();
    try {
      const payload = {
        actor: { id: 1, username: 'admin', role: 'admin' },
        input: { username: 'intruder', password: 'Intruder-Pass-2026', role: 'admin' },
      };
      const refused = await catalog
        .request(IdentityRpc.userCreate.subject, JSON.stringify(payload), { timeout: 2000 })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(String(refused)).toMatch(/permissions violation for publish to "identity\.user\.create"/i);
      // The client hears of it too (nats.js reports the server's -ERR as a status).
      await eventually(() => Promise.resolve(errors.some((e) => /permissions[ _]violation/i.test(e))));
    } finally {
      await catalog.close();
    }
    expect(violations().filter((line) => /User "catalog".*"identity\.user\.create"/.test(line))).toHaveLength(1);
    const users = await queryDb(stack, 'identity', 'SELECT 1 FROM users WHERE username = $1', ['intruder']);
    expect(users).toEqual([]);
  });

  it('refuses a connection without credentials or with another app’s password', async () => {
    await expect(connectAs(null)).rejects.toThrow(/authorization/i);
    await expect(connectAs('identity', passwords.catalog)).rejects.toThrow(/authorization/i);
  });

  it('refuses a user another app’s inbox and another service’s request subjects', async () => {
    const content = await connectAs('content');
    const errors: string[] = [];
    try {
      for (const subject of ['_INBOX_gateway.>', 'identity.mail-settings.get']) {
        content.subscribe(subject, { callback: (error) => errors.push(`${subject}: ${error?.message}`) });
      }
      await content.flush();
      await eventually(() => Promise.resolve(errors.length >= 2));
      expect(errors.every((e) => /permissions violation for subscription/i.test(e))).toBe(true);
    } finally {
      await content.close();
    }
  });
});
