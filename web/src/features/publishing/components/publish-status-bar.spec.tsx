/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { NEWS_PUBLISHING, record, type TestRecord } from '../testing/publishing-fixtures';
import { PublishStatusBar } from './publish-status-bar';

/** The editor's part: it keeps the record the bar's answers give it. */
function Editor({
  initial,
  canEdit = true,
  dirty = false,
}: {
  initial: TestRecord;
  canEdit?: boolean;
  dirty?: boolean;
}) {
  const [current, setCurrent] = useState(initial);
  return (
    <PublishStatusBar
      config={NEWS_PUBLISHING}
      record={current}
      canEdit={canEdit}
      dirty={dirty}
      onChanged={setCurrent}
    />
  );
}

const bar = () => screen.getByRole('region', { name: '发布状态' });
const tags = () => [...bar().querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
const button = (label: string) =>
  within(bar()).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;
const findDialog = async (title: string) =>
  (
    await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' })
  )[0].closest<HTMLElement>('.ant-modal')!;
const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'button span' }).closest('button')!;

describe('PublishStatusBar', () => {
  listenDuringTests();

  it('publishes a draft with the version it shows, then shows it live with 下线', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/news/7/publish', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          record({ state: 'published', version: 4, has_changes: false, published_at: '2026-11-29T08:00:00Z' }),
        );
      }),
    );
    const { user } = renderAdmin(<Editor initial={record({ version: 3 })} />);
    expect(tags()).toEqual(['草稿']);
    expect(button('下线')).toBeNull();
    expect(button('取消定时')).toBeNull();

    await user.click(button('发布')!);
    expect(await screen.findByText('已发布', { selector: '.ant-notification *' })).toBeTruthy();
    expect(sent).toEqual([{ version: 3 }]);
    await waitFor(() => expect(tags()).toEqual(['已发布']));
    expect(button('下线')).not.toBeNull();
    // Nothing new to publish.
    expect(button('发布')!.disabled).toBe(true);
  });

  it('says why when the server refuses a stale version (409 STALE_VERSION), and keeps the state', async () => {
    const message = '在您编辑期间，李四 已于 2026-11-29 16:05 保存了新的版本。请先对比两个版本，再决定是否覆盖';
    server.use(
      http.post('/api/news/7/publish', () =>
        HttpResponse.json({ error: message, code: 'STALE_VERSION' }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(
      <Editor initial={record({ state: 'published', has_changes: true, published_at: '2026-11-01T00:00:00Z' })} />,
    );
    expect(tags()).toEqual(['已发布', '有未发布的修改']);
    await user.click(button('发布')!);
    const notice = (await screen.findByText('发布失败')).closest<HTMLElement>('.ant-notification-notice')!;
    expect(within(notice).getByText(message)).toBeTruthy();
    expect(tags()).toEqual(['已发布', '有未发布的修改']);
  });

  it('shows a schedule on the site clock with its zone, and 取消定时 deletes it', async () => {
    let deleted = 0;
    server.use(
      http.delete('/api/news/7/schedule', () => {
        deleted += 1;
        return HttpResponse.json(record({ state: 'draft', version: 5 }));
      }),
    );
    const { user } = renderAdmin(
      <Editor
        initial={record({
          state: 'scheduled',
          publish_at: '2026-12-01T01:00:00.000Z',
          unpublish_at: '2026-12-31T16:00:00.000Z',
        })}
      />,
    );
    expect(tags()).toEqual(['定时发布', '有未发布的修改']);
    expect(within(bar()).getByText('于 2026-12-01 09:00（Asia/Shanghai）')).toBeTruthy();
    expect(within(bar()).getByText('将于 2027-01-01 00:00（Asia/Shanghai） 下线')).toBeTruthy();

    await user.click(button('取消定时')!);
    await waitFor(() => expect(tags()).toEqual(['草稿']));
    expect(deleted).toBe(1);
    expect(button('取消定时')).toBeNull();
    expect(screen.queryByText(/Asia\/Shanghai/)).toBeNull();
  });

  it('shows the time in the zone it is given', () => {
    renderAdmin(
      <PublishStatusBar
        config={NEWS_PUBLISHING}
        record={record({ state: 'scheduled', publish_at: '2026-12-01T01:00:00.000Z' })}
        canEdit
        timeZone="Europe/Berlin"
      />,
    );
    expect(within(bar()).getByText('于 2026-12-01 02:00（Europe/Berlin）')).toBeTruthy();
  });

  it('asks before taking a live record down, then posts 下线', async () => {
    let posted = 0;
    server.use(
      http.post('/api/news/7/unpublish', () => {
        posted += 1;
        return HttpResponse.json(record({ state: 'archived', version: 6, has_changes: false }));
      }),
    );
    const { user } = renderAdmin(<Editor initial={record({ state: 'published', has_changes: false })} />);
    await user.click(button('下线')!);
    const dialog = await findDialog('下线这篇内容？');
    expect(posted).toBe(0);
    await user.click(buttonIn(dialog, '下线'));
    await waitFor(() => expect(tags()).toEqual(['已下线']));
    expect(posted).toBe(1);
    expect(button('下线')).toBeNull();
  });

  it('lets a viewer look at the history only', () => {
    renderAdmin(
      <Editor initial={record({ state: 'scheduled', publish_at: '2026-12-01T01:00:00.000Z' })} canEdit={false} />,
    );
    for (const label of ['发布', '定时发布', '取消定时', '预览链接']) expect(button(label)!.disabled).toBe(true);
    expect(button('历史版本')!.disabled).toBe(false);
  });

  it('waits for unsaved form changes to be saved before publishing', () => {
    renderAdmin(<Editor initial={record()} dirty />);
    expect(button('发布')!.disabled).toBe(true);
    expect(button('定时发布')!.disabled).toBe(true);
    expect(button('历史版本')!.disabled).toBe(false);
  });

  it('creates a preview link, shows its full address, and revokes a link', async () => {
    const links = [
      {
        id: 1,
        url: null,
        created_at: '2026-11-28T02:00:00.000Z',
        created_by: '张三',
        expires_at: '2099-11-29T02:00:00.000Z',
        revoked: false,
      },
    ];
    const created: unknown[] = [];
    const revoked: string[] = [];
    server.use(
      http.get('/api/news/7/preview-links', () => HttpResponse.json({ items: links })),
      http.post('/api/news/7/preview-links', async ({ request }) => {
        created.push(await request.json());
        const link = { ...links[0], id: 2, url: '/preview/news/tok-abc', created_by: '李四' };
        links.unshift({ ...link, url: null });
        return HttpResponse.json(link, { status: 201 });
      }),
      http.delete('/api/news/7/preview-links/:link', ({ params }) => {
        revoked.push(String(params.link));
        links.find((l) => String(l.id) === params.link)!.revoked = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin(<Editor initial={record()} />);
    await user.click(button('预览链接')!);
    const dialog = await findDialog('预览链接');
    expect(await within(dialog).findByText('张三 于 2026-11-28 10:00（Asia/Shanghai） 生成')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('有效期（小时）').value).toBe('24');

    await user.click(buttonIn(dialog, '生成链接'));
    expect((await within(dialog).findByTestId('preview-link-url')).textContent).toBe(
      `${window.location.origin}/preview/news/tok-abc`,
    );
    expect(created).toEqual([{ hours: 24 }]);
    expect(await within(dialog).findByText('李四 于 2026-11-28 10:00（Asia/Shanghai） 生成')).toBeTruthy();

    const first = within(dialog)
      .getByText(/^张三 于/)
      .closest<HTMLElement>('li')!;
    await user.click(buttonIn(first, '撤销'));
    await waitFor(() => expect(within(first).getByText('已撤销')).toBeTruthy());
    expect(revoked).toEqual(['1']);
  });
});
