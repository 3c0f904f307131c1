import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { freePort, type Stack } from '@site/dev-stack';
import { eventually, repoRoot, startTestStack, stopTestStack } from '../support/test-stack';

// Traces and request ids: what an operator follows from an incoming request to the service lines
// it caused.
let stack: Stack;
/** A stand-in OTLP/HTTP collector: the JSON bodies the apps export. */
const exported: string[] = [];
let collector: Server;
let metricsPort: number;
/** The catalog's health port, which also serves its metrics. */
let catalogHealthPort: number;
const logOf = (app: string) =>
  readFileSync(join(repoRoot, '.data', 'test-logs', stack.dbPrefix.replace(/_$/, ''), `${app}.log`), 'utf8');

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      exported.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const port = (collector.address() as AddressInfo).port;
  metricsPort = await freePort();
  catalogHealthPort = await freePort();
  stack = await startTestStack({
    env: {
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    appEnv: {
      identity: { LOG_LEVEL: 'debug' },
      gateway: { METRICS_PORT: String(metricsPort) },
      catalog: { HEALTH_PORT: String(catalogHealthPort) },
    },
  });
});

afterAll(async () => {
  await stopTestStack(stack);
  collector?.close();
});

describe('tracing', () => {
  it("carries an incoming traceparent and the request id to the service's log line for that request", async () => {
    const traceId = randomBytes(16).toString('hex');
    const parent = randomBytes(8).toString('hex');
    const requestId = `trace-test-${randomBytes(4).toString('hex')}`;
    const answer = await fetch(`${stack.url}/api/settings?tab=general`, {
      headers: { traceparent: `00-${traceId}-${parent}-01`, 'x-request-id': requestId },
    });
    // A 401 (no session) still asked identity nothing; the public settings do.
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    const settings = await fetch(`${stack.url}/api/settings`, {
      headers: { traceparent: `00-${traceId}-${parent}-01`, 'x-request-id': requestId },
    });
    expect(settings.status).toBe(200);
    const line = await eventually(() => {
      const found = logOf('identity')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { msg?: string; trace_id?: string; span_id?: string })
        .find((l) => l.msg?.startsWith('identity.public-settings.get handled'));
      return Promise.resolve(found?.trace_id === traceId && found);
    });
    expect(line).toMatchObject({ trace_id: traceId, req_id: requestId, service: 'identity' });
    // The gateway's line for the refused request carries the same ids.
    const refusal = logOf('gateway')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number } })
      .find((l) => l.msg === 'request completed' && l.req?.url === '/api/settings?tab=general');
    expect(refusal).toMatchObject({
      trace_id: traceId,
      req_id: requestId,
      service: 'gateway',
      res: { statusCode: 401 },
    });
    // The service's span is a child of the gateway's, not the caller's span itself.
    expect(line.span_id).not.toBe(parent);
    // Both apps exported their spans of that trace to the collector the OTEL_* variables name.
    await eventually(() => {
      const spans = exported.filter((body) => body.includes(traceId)).join('\n');
      return Promise.resolve(spans.includes('"gateway"') && spans.includes('"identity"'));
    }, 10_000);
  });

  it('gives a request without one a random id, different every time', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await fetch(`${stack.url}/api/health/live`)).headers.get('x-request-id')),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  /** One series' value from the Prometheus text (0 when it is not there yet), its labels in any order. */
  const value = (text: string, name: string, labels: Record<string, string>) => {
    const pairs = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && pairs.every((p) => l.includes(p)));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };
  const scrape = async (port = metricsPort) => {
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('serves Prometheus text on the metrics port only, and the named series move with traffic', async () => {
    const settings = (text: string) =>
      value(text, 'site_http_request_duration_seconds_count', { route: '/api/settings', status: '200' });
    const hits = (text: string) => value(text, 'site_cache_lookups_total', { result: 'hit' });
    const calls = (text: string) =>
      value(text, 'site_nats_request_duration_seconds_count', { subject: 'catalog.category.list', outcome: 'ok' });
    const before = await scrape();
    expect(before).toContain('process_cpu_user_seconds_total');
    expect(before).toContain('site_cache_bytes');
    for (let i = 0; i < 3; i++) expect((await fetch(`${stack.url}/api/settings`)).status).toBe(200);
    expect((await fetch(`${stack.url}/api/categories?type=product`)).status).toBe(200);
    const after = await scrape();
    expect(settings(after) - settings(before)).toBe(3);
    expect(hits(after)).toBeGreaterThan(hits(before));
    expect(calls(after)).toBeGreaterThan(calls(before));
    // Never on the public port (there, /metrics is just another page path).
    expect(await (await fetch(`${stack.url}/metrics`)).text()).not.toContain('process_cpu_user_seconds_total');
  });

  it("serves a service's metrics on its health port: handler durations by subject move with traffic", async () => {
    const handled = (text: string) =>
      value(text, 'site_nats_handler_duration_seconds_count', { subject: 'catalog.product.list', outcome: 'ok' });
    const before = await scrape(catalogHealthPort);
    expect(before).toMatch(/^process_cpu_seconds_total\{app="catalog"\} /m);
    // Distinct searches, so the gateway's cache cannot answer them.
    for (const search of ['metrics-a', 'metrics-b']) {
      expect((await fetch(`${stack.url}/api/products?search=${search}`)).status).toBe(200);
    }
    const after = await scrape(catalogHealthPort);
    expect(handled(after) - handled(before)).toBeGreaterThanOrEqual(2);
    expect(after).toContain('site_db_pool');
  });
});
