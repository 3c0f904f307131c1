// @long-running: 200 hostile requests per route (about 80 s)
import type { Stack } from '@site/dev-stack';
import fc from 'fast-check';
import { ADMIN, ApiClient } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

/**
 * Property-based fuzzing of every route in the OpenAPI document, in every role: arbitrary path
 * parameters, query strings and JSON bodies (strings, numbers, unicode, deep objects, prototype
 * keys). No answer may be a 5xx, and none may hang. FUZZ_RUNS cases per route (200 by default).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const REQUEST_TIMEOUT_MS = 10_000;
/** Ends the caller's own session: every later case of that role would only test the 401. */
const SKIPPED = new Set(['POST /api/logout']);
const ROLES = ['anonymous', 'viewer', 'editor', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Operation {
  method: string;
  path: string;
  query: string[];
  bodyKeys: string[];
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '0x10',
  '00001',
  '1e3',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '\u0000',
  'a\u0000b',
  '\ud83d',
  '😀',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '%',
  '\r\nX-Injected: 1',
  'x'.repeat(5000),
);
const text = fc.oneof(nasty, fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1, 2147483647, 2147483648),
);
/** A lone surrogate cannot be percent-encoded: it goes as the replacement character, as a browser sends it. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%EF%BF%BD';
  }
}
/** Path segments are what a URL can carry: well-formed text, percent-encoded. */
const segment = fc
  .oneof(fc.integer({ min: -5, max: 40 }).map(String), nasty, fc.string({ unit: 'grapheme', minLength: 1 }))
  .filter((s) => s.length > 0)
  .map(encode);

function body(keys: string[]): fc.Arbitrary<unknown> {
  const value = fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(scalar, { maxLength: 5 }),
    fc.object({ maxDepth: 4, key: fc.oneof(fc.string(), fc.constantFrom(...PROTO_KEYS)) }),
  );
  const known = fc.dictionary(fc.constantFrom(...keys, ...PROTO_KEYS), value, { maxKeys: keys.length + 3 });
  return fc.oneof(known, fc.jsonValue({ maxDepth: 6 }), scalar, fc.constant(undefined));
}

function query(names: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...names, ...PROTO_KEYS, 'x'), fc.oneof(segment, nasty.map(encode))), {
      maxLength: 4,
    })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}

describe('API fuzzing (fast-check): no route answers 5xx or hangs, whatever it is sent', () => {
  let stack: Stack;
  const clients = {} as Record<Role, ApiClient>;
  let operations: Operation[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    const admin = await ApiClient.signedIn(stack.url, ADMIN);
    for (const role of ['viewer', 'editor'] as const) {
      const account = { username: `fuzz-${role}`, password: 'Fuzz-Pass-2026' };
      const created = await admin.post('/api/users', { ...account, name: role, email: `${role}@example.com`, role });
      expect(created.status).toBe(201);
      clients[role] = await ApiClient.signedIn(stack.url, account);
    }
    clients.admin = admin;
    clients.anonymous = new ApiClient(stack.url);
    // Something for ids to find.
    const category = await admin.post('/api/categories', { name: '模糊测试', type: 'product' });
    await admin.post('/api/products?publish=true', {
      name: '样品',
      category: category.body.id,
      status: '已发布',
      stock: 1,
    });

    const document = (await clients.anonymous.get('/api/docs/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = (
          operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined
        )?.content?.['application/json']?.schema;
        operations.push({
          method: method.toUpperCase(),
          path,
          query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          bodyKeys: Object.keys(schema?.properties ?? {}),
        });
      }
    }
    operations = operations.filter((o) => !SKIPPED.has(`${o.method} ${o.path}`));
  }, 120_000);
  afterAll(() => stopTestStack(stack));

  it('finds the routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/products/{id}',
        'POST /api/login',
        'POST /api/settings',
        'POST /api/log-visit',
      ]),
    );
  });

  it(`survives ${RUNS} hostile requests per route`, async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const params = operation.path.match(/\{[^}]+\}/g) ?? [];
      const request = fc.record({
        role: fc.constantFrom(...ROLES),
        segments: fc.array(segment, { minLength: params.length, maxLength: params.length }),
        query: query(operation.query),
        body: body(operation.bodyKeys),
      });
      try {
        await fc.assert(
          fc.asyncProperty(request, async ({ role, segments, query: search, body: payload }) => {
            let i = 0;
            const path = operation.path.replace(/\{[^}]+\}/g, () => segments[i++]);
            const url = `${path}${search ? `?${search}` : ''}`;
            const client = clients[role];
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (client.cookie) headers.cookie = client.cookie;
            if (operation.method !== 'GET') headers['x-requested-with'] = 'XMLHttpRequest';
            const res = await fetch(`${stack.url}${url}`, {
              method: operation.method,
              headers,
              body: operation.method === 'GET' || payload === undefined ? undefined : JSON.stringify(payload),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            await res.arrayBuffer();
            if (res.status >= 500) throw new Error(`${operation.method} ${url} as ${role} answered ${res.status}`);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      } catch (error) {
        failures.push((error as Error).message.split('\n').slice(0, 6).join('\n'));
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
