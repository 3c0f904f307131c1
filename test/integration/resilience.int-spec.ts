import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { APP_ENTRY, freePort, type Stack } from '@site/dev-stack';
import { eventually, queryDb, repoRoot, startTestStack, stopTestStack } from '../support/test-stack';

interface Health {
  status: string;
  services: Record<string, { up: boolean; error?: string }>;
}

describe('a service going down and coming back', () => {
  let stack: Stack;
  let metricsPort: number;
  // The details are on the metrics port: /api/health tells anonymous callers only { status }, and an
  // admin's session cannot be checked while identity is down.
  const health = async () => (await fetch(`http://127.0.0.1:${metricsPort}/health`)).json() as Promise<Health>;

  beforeAll(async () => {
    metricsPort = await freePort();
    stack = await startTestStack({ appEnv: { gateway: { METRICS_PORT: String(metricsPort) } } });
  });
  afterAll(() => stopTestStack(stack));

  it('shows a killed service down, answers its calls with 503 at once (no wait for the timeout), and recovers without a gateway restart', async () => {
    await stack.stopApp('identity', 'SIGKILL');

    const report = await health();
    expect(report.status).toBe('degraded');
    expect(await (await fetch(`${stack.url}/api/health`)).json()).toEqual({ status: 'degraded' });
    expect(report.services.identity.up).toBe(false);
    expect(report.services.catalog.up).toBe(true);

    const res = await fetch(`${stack.url}/api/settings`);
    expect(res.status).toBe(503);
    // SERVICE_UNAVAILABLE, not SERVICE_TIMEOUT: NATS said no one listens, so the gateway did not wait out
    // its request timeout. How soon it answers is `npm run bench -- hop`'s to measure.
    expect(await res.json()).toEqual({ error: '用户与设置服务暂不可用，请稍后重试', code: 'SERVICE_UNAVAILABLE' });

    stack.startApp('identity');
    await stack.waitUntilHealthy(30_000);
    expect((await fetch(`${stack.url}/api/settings`)).status).toBe(200);
  });

  it('stops a service gracefully on SIGTERM (exit code 0)', async () => {
    expect(await stack.stopApp('contact', 'SIGTERM')).toBe(0);
    expect((await health()).services.contact.up).toBe(false);
    stack.startApp('contact');
    await stack.waitUntilHealthy(30_000);
  });

  it('still answers 202 to visits while analytics is down, and stores them once it is back', async () => {
    const visit = (page: string) =>
      fetch(`${stack.url}/api/log-visit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page_url: page }),
      });
    await stack.stopApp('analytics', 'SIGTERM');
    expect((await visit('/while-down')).status).toBe(202);

    stack.startApp('analytics');
    await stack.waitUntilHealthy(30_000);
    expect((await visit('/after-restart')).status).toBe(202);
    // The visit sent while analytics was down waited on the JetStream stream.
    const rows = await eventually(async () => {
      const found = await queryDb<{ page_url: string }>(
        stack,
        'analytics',
        "SELECT page_url FROM visit_log WHERE page_url IN ('/while-down', '/after-restart') ORDER BY page_url",
      );
      return found.length === 2 ? found : undefined;
    }, 15_000);
    expect(rows.map((r) => r.page_url)).toEqual(['/after-restart', '/while-down']);
  });
});

describe('configuration checked at start-up', () => {
  const runService = (env: Record<string, string>) =>
    spawnSync(process.execPath, [APP_ENTRY], {
      cwd: join(repoRoot, 'services', 'catalog'),
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('stops a service whose DATABASE_URL is missing, naming the variable', () => {
    const result = runService({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL');
  });

  it('stops a service with a bad NATS_URL, naming the variable and the value', () => {
    const result = runService({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x', NATS_URL: 'http://nats' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('NATS_URL');
    expect(result.stderr).toContain('"http://nats"');
  });

  it('stops the gateway without object storage settings, naming them', () => {
    const result = spawnSync(process.execPath, [APP_ENTRY], {
      cwd: join(repoRoot, 'gateway'),
      env: { PATH: process.env.PATH ?? '', PORT: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('MINIO_ENDPOINT');
    expect(result.stderr).toContain('MINIO_ACCESS_KEY');
  });
});
