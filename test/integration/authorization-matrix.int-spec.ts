import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';
import { CALLERS, type Caller, MATRIX } from './authorization-matrix';

const ACCOUNTS = { viewer: VIEWER, editor: EDITOR, admin: ADMIN } as const;

describe('authorization matrix: every gateway route × anonymous, viewer, editor, admin', () => {
  let stack: Stack;
  const clients = {} as Record<Caller, ApiClient>;

  const clientFor = async (caller: Caller, fresh: boolean): Promise<ApiClient> => {
    if (caller === 'anonymous') return new ApiClient(stack.url);
    return fresh ? ApiClient.signedIn(stack.url, ACCOUNTS[caller]) : clients[caller];
  };

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    clients.anonymous = new ApiClient(stack.url);
    for (const caller of ['viewer', 'editor', 'admin'] as const) {
      clients[caller] = await ApiClient.signedIn(stack.url, ACCOUNTS[caller]);
    }
  });
  afterAll(() => stopTestStack(stack));

  it('has an entry for every route the gateway registers, and no entry for a route it does not', async () => {
    const doc = (
      await clients.anonymous.get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/openapi.json')
    ).body;
    const registered = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${route}`),
    );
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    expect(registered.filter((key) => !covered.has(key))).toEqual([]);
    expect([...covered].filter((key) => !registered.includes(key))).toEqual([]);
  });

  describe.each(MATRIX)('$method $path', (row) => {
    it.each(CALLERS)('%s gets the expected status', async (caller) => {
      const client = await clientFor(caller, row.endsSession === true);
      const answer = await client.request(row.method, row.path, row.body);
      expect({ caller, status: answer.status }).toEqual({ caller, status: row.expect[caller] });
    });
  });

  it('refuses every write without the CSRF header, even from an admin, before it does anything', async () => {
    const writes = MATRIX.filter((row) => row.method !== 'GET' && row.path !== '/api/log-visit');
    for (const row of writes) {
      const answer = await clients.admin.request(row.method, row.path, row.body, { csrf: false });
      expect({ route: `${row.method} ${row.path}`, status: answer.status }).toEqual({
        route: `${row.method} ${row.path}`,
        status: 403,
      });
    }
  });

  it('changes nothing when a write is refused, even with a valid payload', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          clients.admin.get('/api/users').then((a) => a.body),
          ...['general', 'security', 'email', 'system'].map((tab) =>
            clients.admin.get(`/api/settings?tab=${tab}`).then((a) => a.body),
          ),
        ]),
      );
    const users = (await clients.admin.get<{ id: number; username: string }[]>('/api/users')).body;
    const viewerId = users.find((u) => u.username === 'viewer')!.id;
    const valid = [
      {
        method: 'POST',
        path: '/api/users',
        body: {
          username: 'intruder',
          name: '入侵者',
          email: 'x@example.com',
          role: 'admin',
          password: 'Intruder-Pass-1',
        },
      },
      {
        method: 'PUT',
        path: `/api/users/${viewerId}`,
        body: { username: 'viewer', name: '改名', email: 'v@example.com', role: 'admin' },
      },
      { method: 'PATCH', path: `/api/users/${viewerId}/status`, body: { status: 'disabled' } },
      { method: 'POST', path: `/api/users/${viewerId}/reset-password`, body: { newPassword: 'Another-Pass-99' } },
      { method: 'DELETE', path: `/api/users/${viewerId}` },
      { method: 'POST', path: '/api/settings', body: { tab: 'general', settings: { siteName: '被篡改' } } },
    ] as const;
    const before = await snapshot();
    for (const caller of ['anonymous', 'viewer', 'editor'] as const) {
      for (const write of valid) {
        const answer = await clients[caller].request(
          write.method,
          write.path,
          'body' in write ? write.body : undefined,
        );
        expect([401, 403]).toContain(answer.status);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
