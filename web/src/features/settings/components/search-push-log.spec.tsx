/**
 * @jest-environment jest-fixed-jsdom
 */
import type { SearchPushView } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { SearchPushLog } from './search-push-log';

const push = (fields: Partial<SearchPushView> & Pick<SearchPushView, 'id'>): SearchPushView => ({
  engine: 'baidu',
  action: 'update',
  url: `https://www.example.com/news/${fields.id}`,
  state: 'sent',
  attempts: 1,
  result: 'HTTP 200 {"remain":99,"success":1}',
  created_at: '2026-03-02T08:30:00.000Z',
  finished_at: '2026-03-02T08:30:01.000Z',
  ...fields,
});

const rowOf = (text: string) => screen.getByText(text, { selector: 'td' }).closest('tr')!;

describe('SearchPushLog', () => {
  listenDuringTests();

  it('lists each push with engine, action, address, state, attempts and result', async () => {
    server.use(
      http.get('/api/settings/search-pushes', () =>
        HttpResponse.json([
          push({ id: 3, engine: 'indexnow', action: 'delete', url: 'https://www.example.com/products/9' }),
          push({ id: 2, state: 'pending', attempts: 2, result: 'HTTP 500 internal error' }),
          push({ id: 1, state: 'skipped', attempts: 0, url: '/news/1', result: '未设置网站地址，未推送' }),
        ]),
      ),
    );
    renderAdmin(<SearchPushLog />);
    await screen.findByText('https://www.example.com/products/9', { selector: 'td' });

    const deleted = rowOf('https://www.example.com/products/9');
    expect(within(deleted).getByText('IndexNow')).toBeTruthy();
    expect(within(deleted).getByText('删除')).toBeTruthy();
    expect(within(deleted).getByText('成功')).toBeTruthy();

    const retrying = rowOf('https://www.example.com/news/2');
    expect(within(retrying).getByText('百度')).toBeTruthy();
    expect(within(retrying).getByText('等待重试')).toBeTruthy();
    expect(within(retrying).getByText('2', { selector: 'td' })).toBeTruthy();
    expect(within(retrying).getByText('HTTP 500 internal error')).toBeTruthy();

    const skipped = rowOf('/news/1');
    expect(within(skipped).getByText('未推送')).toBeTruthy();
    expect(within(skipped).getByText('未设置网站地址，未推送')).toBeTruthy();
  });

  it('shows a failed load with a retry, then an empty list', async () => {
    let calls = 0;
    server.use(
      http.get('/api/settings/search-pushes', () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ error: '服务暂时不可用' }, { status: 503 }) : HttpResponse.json([]);
      }),
    );
    const { user } = renderAdmin(<SearchPushLog />);
    await screen.findByText('加载推送记录失败');
    await user.click(screen.getByText('重试', { selector: 'button span' }));
    await screen.findByText('暂无数据');
    expect(calls).toBe(2);
  });
});
