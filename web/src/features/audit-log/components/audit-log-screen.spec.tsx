/**
 * @jest-environment jest-fixed-jsdom
 */
import type { AuditEntry } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { AuditLogScreen } from './audit-log-screen';

/** An entry at a local time (the screen shows times in the browser's zone). */
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'action'>): AuditEntry => ({
  at: new Date(2026, 2, 2, 8, 30, fields.id % 60).toISOString(),
  userId: 1,
  username: 'admin',
  role: 'admin',
  method: 'POST',
  path: '/api/news',
  status: 201,
  ip: '203.0.113.7',
  userAgent: null,
  ...fields,
});

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const ENTRIES = [
  entry({ id: 3, action: '删除产品', method: 'DELETE', path: '/api/products/9', status: 204, userAgent: CHROME }),
  entry({
    id: 2,
    action: '修改设置',
    username: 'editor1',
    role: 'editor',
    method: 'PUT',
    path: '/api/settings',
    status: 403,
    ip: null,
  }),
  entry({
    id: 1,
    action: '登录失败',
    userId: null,
    username: '',
    role: '',
    method: 'POST',
    path: '/api/login',
    status: 401,
  }),
];

/** The audit-log API over `entries`: the server's search and paging; records each call's query. */
function auditApi(entries: AuditEntry[] = ENTRIES) {
  const asked: string[] = [];
  server.use(
    http.get('/api/audit-logs', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const term = query.get('search') ?? '';
      const found = entries.filter((e) => [e.username, e.action, e.path].some((field) => field.includes(term)));
      return HttpResponse.json({
        items: found.slice((page - 1) * limit, page * limit),
        total: found.length,
        page,
        totalPages: Math.ceil(found.length / limit),
      });
    }),
  );
  return asked;
}

// Text queries: role queries over antd's table are slow in jsdom.
const tableBody = () => document.querySelector<HTMLElement>('.ant-table-tbody')!;
const cellsOf = (action: string) =>
  Array.from(
    within(tableBody()).getByText(action, { selector: 'td' }).closest('tr')!.querySelectorAll('td'),
    (cell) => cell.textContent,
  );
const spinning = () => document.querySelector('.ant-table-wrapper .ant-spin-spinning') !== null;

/** Types a search into the box and presses 搜索. */
async function searchFor(u: UserEvent, text: string): Promise<void> {
  const box = screen.getByLabelText('搜索操作日志');
  await u.clear(box);
  await u.click(box);
  await u.paste(text);
  await u.click(within(box.closest<HTMLElement>('.ant-input-search')!).getByText('搜索', { selector: 'button span' }));
}

describe('AuditLogScreen', () => {
  listenDuringTests();

  it('shows the table loading, then each entry: time, user, role, action, method, path, status, IP and browser', async () => {
    const gate = responseGate();
    const asked = auditApi();
    server.use(
      http.get('/api/audit-logs', async () => {
        await gate.opened;
        return undefined;
      }),
    );
    renderAdmin(<AuditLogScreen />);
    await waitFor(() => expect(spinning()).toBe(true));
    expect(within(tableBody()).queryByText('删除产品')).toBeNull();

    gate.open();
    await within(tableBody()).findByText('删除产品', { selector: 'td' });
    await waitFor(() => expect(spinning()).toBe(false));
    expect(cellsOf('删除产品')).toEqual([
      '2026-03-02 08:30:03',
      'admin',
      '管理员',
      '删除产品',
      'DELETE',
      '/api/products/9',
      '204',
      '203.0.113.7',
      'Chrome 120 · Windows',
    ]);
    // The whole User-Agent is there to read (the tooltip's text, and for screen readers).
    expect(within(tableBody()).getByLabelText(`浏览器：${CHROME}`).textContent).toBe('Chrome 120 · Windows');
    // No address: a dash; the role's Chinese name.
    expect(cellsOf('修改设置')).toEqual([
      '2026-03-02 08:30:02',
      'editor1',
      '编辑',
      '修改设置',
      'PUT',
      '/api/settings',
      '403',
      '—',
      '—',
    ]);
    // A failed login has no user and no role.
    expect(cellsOf('登录失败').slice(1, 3)).toEqual(['—', '—']);
    expect(screen.getByText('共 3 条')).toBeTruthy();
    // The first page of twenty, newest first as the server sends them.
    expect(asked).toEqual(['page=1&limit=20']);
  });

  it('says 加载操作日志失败 with the server’s reason, and loads on 重试', async () => {
    auditApi();
    let failing = true;
    server.use(
      http.get('/api/audit-logs', () =>
        failing ? HttpResponse.json({ error: '审计服务暂时不可用' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderAdmin(<AuditLogScreen />);
    const alert = (await screen.findByText('加载操作日志失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('审计服务暂时不可用')).toBeTruthy();
    expect(within(tableBody()).getByText('暂无数据')).toBeTruthy();

    failing = false;
    await user.click(within(alert).getByText('重试', { selector: 'button span' }));
    await within(tableBody()).findByText('删除产品', { selector: 'td' });
    expect(screen.queryByText('加载操作日志失败')).toBeNull();
  });

  it('says 暂无数据 when nothing was logged', async () => {
    auditApi([]);
    renderAdmin(<AuditLogScreen />);
    await waitFor(() => expect(spinning()).toBe(false));
    expect(await within(tableBody()).findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText(/^共 \d+ 条$/)).toBeNull();
  });

  it('searches on the server from the first page, and says 没有找到数据 when nothing matches', async () => {
    const asked = auditApi();
    const { user } = renderAdmin(<AuditLogScreen />);
    await within(tableBody()).findByText('删除产品', { selector: 'td' });

    await searchFor(user, ' editor1 ');
    await waitFor(() => expect(within(tableBody()).queryByText('删除产品')).toBeNull());
    expect(within(tableBody()).getByText('修改设置', { selector: 'td' })).toBeTruthy();
    expect(asked.at(-1)).toBe('page=1&limit=20&search=editor1');
    expect(screen.getByText('共 1 条')).toBeTruthy();

    await searchFor(user, '不存在');
    expect(await within(tableBody()).findByText('没有找到数据')).toBeTruthy();
    expect(asked.at(-1)).toBe(`page=1&limit=20&search=${encodeURIComponent('不存在')}`);
  });

  it('pages on the server, and a new search starts again at the first page', async () => {
    const many = Array.from({ length: 45 }, (_, i) => entry({ id: 45 - i, action: `操作${45 - i}` }));
    const asked = auditApi(many);
    const { user } = renderAdmin(<AuditLogScreen />);
    await within(tableBody()).findByText('操作45', { selector: 'td' });
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(tableBody().querySelectorAll('tr[data-row-key]')).toHaveLength(20);

    await user.click(screen.getByText('3', { selector: '.ant-pagination-item a' }));
    await within(tableBody()).findByText('操作5', { selector: 'td' });
    expect(tableBody().querySelectorAll('tr[data-row-key]')).toHaveLength(5);
    expect(asked.at(-1)).toBe('page=3&limit=20');

    await searchFor(user, '操作');
    await within(tableBody()).findByText('操作45', { selector: 'td' });
    expect(asked.at(-1)).toBe(`page=1&limit=20&search=${encodeURIComponent('操作')}`);
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');
  });
});
