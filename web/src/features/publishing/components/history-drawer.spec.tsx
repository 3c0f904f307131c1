/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import {
  NEWS_PUBLISHING,
  NEWS_SNAPSHOT,
  record,
  revisionView,
  summary,
  type TestRecord,
} from '../testing/publishing-fixtures';
import { HistoryDrawer } from './history-drawer';
import { PublishStatusBar } from './publish-status-bar';

const REVISIONS = [
  summary({ id: 12, action: 'save', version: 5, actor_name: '王五', created_at: '2026-11-29T03:00:00.000Z' }),
  summary({ id: 11, action: 'publish', version: 4, actor_name: '张三', live: true }),
  summary({ id: 10, action: 'create', version: 1, actor_name: '张三', created_at: '2026-11-01T00:00:00.000Z' }),
];
const SNAPSHOTS: Record<string, Record<string, unknown>> = {
  12: { ...NEWS_SNAPSHOT, title: '今天正式发布新品' },
  11: NEWS_SNAPSHOT,
  10: { ...NEWS_SNAPSHOT, title: '发布新品', summary: '' },
};

function serveRevisions(asked: string[] = []) {
  server.use(
    http.get('/api/news/7/revisions', () => HttpResponse.json({ items: REVISIONS })),
    http.get('/api/news/7/revisions/:rev', ({ params }) => {
      asked.push(String(params.rev));
      const found = REVISIONS.find((r) => String(r.id) === params.rev);
      return found
        ? HttpResponse.json(revisionView(found, SNAPSHOTS[found.id]))
        : HttpResponse.json({ error: '修订版本不存在', code: 'REVISION_NOT_FOUND' }, { status: 404 });
    }),
  );
}

const revisionButton = (text: string) =>
  [...screen.getByRole('navigation', { name: '版本列表' }).querySelectorAll('button')].find((b) =>
    b.textContent?.includes(text),
  )!;
const field = (label: string) =>
  within(screen.getByRole('region', { name: '版本对比' })).getByRole('region', { name: label });
const texts = (scope: HTMLElement, selector: string) =>
  [...scope.querySelectorAll(selector)].map((element) => element.textContent);

function renderDrawer(canEdit = true, onRestore = jest.fn()) {
  return renderAdmin(
    <HistoryDrawer
      open
      config={NEWS_PUBLISHING}
      id={7}
      canEdit={canEdit}
      timeZone="Asia/Shanghai"
      onClose={() => undefined}
      onRestore={onRestore}
    />,
  );
}

describe('HistoryDrawer', () => {
  listenDuringTests();

  it('lists the revisions newest first, marks the live one, and compares the newest with the one before it', async () => {
    const asked: string[] = [];
    serveRevisions(asked);
    renderDrawer();
    const list = await screen.findByRole('navigation', { name: '版本列表' });
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '保存草稿王五 · 2026-11-29 11:00 · 版本 5',
      '发布当前线上版本张三 · 2026-11-20 10:00 · 版本 4',
      '创建张三 · 2026-11-01 08:00 · 版本 1',
    ]);
    expect(revisionButton('王五').getAttribute('aria-current')).toBe('true');
    expect(revisionButton('版本 4').dataset.base).toBe('true');

    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['正式']));
    expect(texts(field('标题'), 'del')).toEqual([]);
    expect(screen.getByText('8 个字段未改变')).toBeTruthy();
    expect(asked.sort()).toEqual(['11', '12']);
  });

  it('compares a picked revision with the one before it, or with another one chosen', async () => {
    serveRevisions();
    const { user } = renderDrawer();
    await screen.findByRole('navigation', { name: '版本列表' });
    await user.click(revisionButton('版本 4'));
    // 发布新品 → 今天发布新品; the summary was empty at creation.
    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['今天']));
    expect(texts(field('摘要'), 'ins')).toEqual(['本公司新品发布会于上海举行。']);

    // The newest against the first.
    await user.click(revisionButton('王五'));
    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['正式']));
    await user.click(screen.getByLabelText('对比的旧版本'));
    await user.click(
      await screen.findByText('创建 · 版本 1（2026-11-01 08:00）', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['今天正式']));
    expect(revisionButton('创建').dataset.base).toBe('true');

    // The oldest has nothing before it: all of it is new.
    await user.click(revisionButton('创建'));
    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['发布新品']));
  });

  it('shows no restore button to a viewer', async () => {
    serveRevisions();
    renderDrawer(false);
    await screen.findByRole('navigation', { name: '版本列表' });
    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['正式']));
    expect(screen.queryByText('恢复为草稿')).toBeNull();
  });
});

/** The editor's part: it keeps the record the bar's answers give it. */
function Editor({ initial }: { initial: TestRecord }) {
  const [current, setCurrent] = useState(initial);
  return <PublishStatusBar config={NEWS_PUBLISHING} record={current} canEdit onChanged={setCurrent} />;
}

describe('restoring a revision from the status bar', () => {
  listenDuringTests();

  it('asks first, posts to the picked revision, takes the new draft and lists what could not come back', async () => {
    serveRevisions();
    const restored: string[] = [];
    server.use(
      http.post('/api/news/7/revisions/:rev/restore', ({ params }) => {
        restored.push(String(params.rev));
        return HttpResponse.json({
          record: record({ state: 'published', version: 6, has_changes: true }),
          dropped: ['封面图片 /uploads/cover-7.webp 已从媒体库删除', '分类「展会报道」已删除'],
        });
      }),
    );
    const { user } = renderAdmin(<Editor initial={record({ state: 'published', version: 5, has_changes: false })} />);
    const bar = screen.getByRole('region', { name: '发布状态' });
    await user.click(within(bar).getByText('历史版本', { selector: 'button span' }));
    await user.click(await screen.findByText('创建', { selector: 'nav button span' }));
    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['发布新品']));

    await user.click(await screen.findByText('恢复为草稿', { selector: 'section button span' }));
    const dialog = (await screen.findAllByText('恢复「创建 · 版本 1」为草稿？'))[0].closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText(/创建一个新的草稿.*线上版本不会改变/)).toBeTruthy();
    expect(restored).toEqual([]);
    await user.click(within(dialog).getByText('恢复为草稿', { selector: 'button span' }));

    await waitFor(() => expect(restored).toEqual(['10']));
    const notice = await screen.findByText('已恢复为草稿，以下内容已不存在，未能恢复：');
    const alert = notice.closest<HTMLElement>('.ant-alert')!;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['封面图片 /uploads/cover-7.webp 已从媒体库删除', '分类「展会报道」已删除']);
    // The bar shows the new draft beside the live version.
    await waitFor(() =>
      expect([...bar.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual(['已发布', '有未发布的修改']),
    );
  });

  it('says why when the server refuses, and changes nothing', async () => {
    serveRevisions();
    server.use(
      http.post('/api/news/7/revisions/:rev/restore', () =>
        HttpResponse.json({ error: '修订版本不存在', code: 'REVISION_NOT_FOUND' }, { status: 404 }),
      ),
    );
    const { user } = renderAdmin(<Editor initial={record()} />);
    await user.click(screen.getByText('历史版本', { selector: 'button span' }));
    await waitFor(() => expect(texts(field('标题'), 'ins')).toEqual(['正式']));
    await user.click(await screen.findByText('恢复为草稿', { selector: 'section button span' }));
    const dialog = (await screen.findAllByText('恢复「保存草稿 · 版本 5」为草稿？'))[0].closest<HTMLElement>(
      '.ant-modal',
    )!;
    await user.click(within(dialog).getByText('恢复为草稿', { selector: 'button span' }));
    const failure = (await screen.findByText('恢复失败')).closest<HTMLElement>('.ant-notification-notice')!;
    expect(within(failure).getByText('修订版本不存在')).toBeTruthy();
    expect(screen.queryByText(/已恢复为草稿/)).toBeNull();
    expect([...document.querySelectorAll('[aria-label="发布状态"] .ant-tag')].map((t) => t.textContent)).toEqual([
      '草稿',
    ]);
  });
});
