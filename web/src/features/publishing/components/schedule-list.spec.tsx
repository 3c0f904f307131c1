/**
 * @jest-environment jest-fixed-jsdom
 */
import type { ScheduledItem, SchedulesAnswer } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { ScheduleList } from './schedule-list';

const item = (over: Partial<ScheduledItem>): ScheduledItem => ({
  type: 'news',
  id: 1,
  title: '新品发布会',
  state: 'scheduled',
  publish_at: null,
  unpublish_at: null,
  updated_by: '王编辑',
  ...over,
});

// Soonest first, as the gateway answers. 17:30 UTC is 01:30 the next day in Shanghai.
const ITEMS: ScheduledItem[] = [
  item({ id: 5, title: '年终促销', publish_at: '2098-03-01T17:30:00.000Z' }),
  item({
    type: 'product',
    id: 12,
    title: '智能网关',
    publish_at: '2098-03-02T02:00:00.000Z',
    unpublish_at: '2098-03-05T01:00:00.000Z',
    updated_by: '李编辑',
  }),
  item({ type: 'page', id: 3, title: '关于我们', state: 'published', unpublish_at: '2098-03-04T23:00:00.000Z' }),
];

const answer = (over: Partial<SchedulesAnswer> = {}) =>
  server.use(http.get('/api/admin/schedules', () => HttpResponse.json({ items: ITEMS, unavailable: [], ...over })));

const editorPath = (i: ScheduledItem) =>
  i.type === 'news' ? `/admin/news/edit/${i.id}` : i.type === 'product' ? `/admin/products?edit=${i.id}` : null;

const show = (timeZone = 'Asia/Shanghai') =>
  renderAdmin(
    <MemoryRouter>
      <ScheduleList timeZone={timeZone} editorPath={editorPath} />
    </MemoryRouter>,
  );

/** Each day's heading and its rows' cells. */
const days = () =>
  screen.getAllByRole('region').map((day) => [
    day.getAttribute('aria-label'),
    within(day)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
  ]);

describe('ScheduleList', () => {
  listenDuringTests();

  it('marks an English version’s schedule 英文, a row of its own beside the record’s, linked to its editor', async () => {
    const when = '2098-03-01T17:30:00.000Z';
    answer({
      items: [
        item({ id: 5, title: '年终促销', publish_at: when }),
        item({ id: 5, title: 'Year-end sale', publish_at: when, locale: 'en' }),
      ],
    });
    renderAdmin(
      <MemoryRouter>
        <ScheduleList
          timeZone="Asia/Shanghai"
          editorPath={(i) => `/admin/news/edit/${i.id}${i.locale ? `?lang=${i.locale}` : ''}`}
        />
      </MemoryRouter>,
    );
    await screen.findByText('Year-end sale');
    expect(days()).toEqual([
      [
        '2098-03-02 星期日',
        [
          ['01:30', '发布', '新闻', '年终促销', '定时发布', '王编辑'],
          ['01:30', '发布', '新闻英文', 'Year-end sale', '定时发布', '王编辑'],
        ],
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Year-end sale' }).getAttribute('href')).toBe('/admin/news/edit/5?lang=en');
    expect(screen.getByRole('link', { name: '年终促销' }).getAttribute('href')).toBe('/admin/news/edit/5');
  });

  it('lists each publish and take-down by day in the site’s time zone, titles linking to their editors', async () => {
    answer();
    show();
    await screen.findByText('年终促销');
    expect(days()).toEqual([
      [
        '2098-03-02 星期日',
        [
          ['01:30', '发布', '新闻', '年终促销', '定时发布', '王编辑'],
          ['10:00', '发布', '产品', '智能网关', '定时发布', '李编辑'],
        ],
      ],
      [
        '2098-03-05 星期三',
        [
          ['07:00', '下线', '页面', '关于我们', '已发布', '王编辑'],
          ['09:00', '下线', '产品', '智能网关', '定时发布', '李编辑'],
        ],
      ],
    ]);
    expect(screen.getByText('时间按站点时区 Asia/Shanghai 显示。')).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['年终促销', '/admin/news/edit/5'],
      ['智能网关', '/admin/products?edit=12'],
      ['智能网关', '/admin/products?edit=12'],
    ]);
  });

  it('reads the days off another zone’s wall when the site is set to it', async () => {
    answer({ items: [ITEMS[0]] });
    show('America/New_York');
    await screen.findByText('年终促销');
    expect(days()).toEqual([['2098-03-01 星期六', [['12:30', '发布', '新闻', '年终促销', '定时发布', '王编辑']]]]);
  });

  it('marks a time already past as waiting for the poller', async () => {
    const due = new Date(Date.now() - 5_000).toISOString();
    answer({ items: [item({ publish_at: due }), ITEMS[1]] });
    show();
    await screen.findByText('新品发布会');
    expect(screen.getAllByText('已到时间，等待执行')).toHaveLength(1);
    expect(screen.getByText('已到时间，等待执行').closest('tr')!.textContent).toContain('新品发布会');
  });

  it('says 暂无定时发布的内容 when nothing is scheduled', async () => {
    answer({ items: [] });
    show();
    expect(await screen.findByText('暂无定时发布的内容')).toBeTruthy();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('names a service that did not answer, and lists what the other gave', async () => {
    answer({ items: [ITEMS[0]], unavailable: ['catalog'] });
    show();
    expect(await screen.findByText('部分内容暂不可用：产品目录服务未响应，其定时发布未列出')).toBeTruthy();
    expect(days().map(([day]) => day)).toEqual(['2098-03-02 星期日']);
  });

  it('says why the list failed, and loads it on 重试', async () => {
    let failing = true;
    server.use(
      http.get('/api/admin/schedules', () =>
        failing
          ? HttpResponse.json({ error: '网关暂不可用' }, { status: 503 })
          : HttpResponse.json({ items: ITEMS, unavailable: [] }),
      ),
    );
    const { user } = show();
    expect(await screen.findByText('获取定时发布列表失败')).toBeTruthy();
    failing = false;
    await user.click(screen.getByText('重试', { selector: 'button span' }));
    expect(await screen.findByText('年终促销')).toBeTruthy();
  });
});
