/**
 * @jest-environment jest-fixed-jsdom
 */
import { contactStatusBodySchema, type ContactListView, type ContactView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { ContactsScreen } from './contacts-screen';

const contact = (fields: Partial<ContactView> & Pick<ContactView, 'id' | 'name' | 'subject'>): ContactView => ({
  email: `c${fields.id}@example.com`,
  company: '',
  message: `${fields.subject}的详细内容`,
  status: 'read',
  created_at: '2026-03-02T08:30:00.000Z',
  updated_at: '2026-03-02T08:30:00.000Z',
  ...fields,
});

const CONTACTS = [
  contact({ id: 3, name: '张三', subject: '采购咨询', status: 'unread', company: '星辰科技' }),
  contact({ id: 2, name: '李四', subject: '售后问题', status: 'replied' }),
  contact({ id: 1, name: '王五', subject: '合作洽谈', status: 'archived' }),
];

/**
 * The contacts API over a list kept here: filtering and paging as the server does, reading an unread
 * message marks it read, and every call is recorded.
 */
function contactsApi(initial: ContactView[] = CONTACTS) {
  const store = initial.map((c) => ({ ...c }));
  const calls = {
    lists: [] as string[],
    details: [] as number[],
    statuses: [] as { id: number; body: unknown }[],
    deletes: [] as number[],
  };
  server.use(
    http.get('/api/contacts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.lists.push(query.toString());
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const status = query.get('status');
      const search = query.get('search') ?? '';
      const found = store.filter(
        (c) =>
          (!status || c.status === status) &&
          [c.name, c.email, c.subject, c.message].some((field) => field.includes(search)),
      );
      const answer: ContactListView = {
        contacts: found.slice((page - 1) * limit, page * limit),
        total: found.length,
        totalPages: Math.ceil(found.length / limit),
        page,
        limit,
      };
      return HttpResponse.json(answer);
    }),
    http.get('/api/contacts/:id', ({ params }) => {
      const id = Number(params.id);
      calls.details.push(id);
      const found = store.find((c) => c.id === id);
      if (!found) return HttpResponse.json({ error: '留言不存在' }, { status: 404 });
      if (found.status === 'unread') found.status = 'read';
      return HttpResponse.json(found);
    }),
    http.put('/api/contacts/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const body = await request.json();
      calls.statuses.push({ id, body });
      const checked = contactStatusBodySchema.safeParse(body);
      if (!checked.success) return HttpResponse.json({ error: checked.error.issues[0].message }, { status: 400 });
      const found = store.find((c) => c.id === id)!;
      found.status = checked.data.status;
      return HttpResponse.json(found);
    }),
    http.delete('/api/contacts/:id', ({ params }) => {
      const id = Number(params.id);
      calls.deletes.push(id);
      store.splice(
        store.findIndex((c) => c.id === id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** The address the router is at, shown for the test. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const renderScreen = (canEdit = true, path = '/admin/contacts') =>
  renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/contacts"
          element={
            <>
              <ContactsScreen canEdit={canEdit} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

// Text queries: role queries over antd's table and dialogs are slow in jsdom.
const tableBody = () => document.querySelector<HTMLElement>('.ant-table-tbody')!;
const findRow = async (subject: string) => (await within(tableBody()).findByText(subject)).closest<HTMLElement>('tr')!;
const rowOf = (subject: string) => within(tableBody()).getByText(subject).closest<HTMLElement>('tr')!;
const statusIn = (scope: HTMLElement) => scope.querySelector('.ant-tag')?.textContent ?? null;
const button = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'button span' }).closest('button')!;
/** A dialog by its title (role queries compute styles for every element: slow in jsdom). */
const findDialog = async (title: string) =>
  (
    await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' })
  )[0].closest<HTMLElement>('.ant-modal')!;
const address = () => screen.getByTestId('address').textContent;
/** Types a search (a new address remounts the box: it is looked up each time) and presses 搜索. */
async function searchFor(u: UserEvent, text: string): Promise<void> {
  const box = screen.getByLabelText('搜索留言');
  await u.clear(box);
  await u.click(box);
  await u.paste(text);
  await u.click(button(box.closest<HTMLElement>('.ant-input-search')!, '搜索'));
}
const chooseFilter = (u: UserEvent, label: string) =>
  u.click(screen.getByText(label, { selector: '.ant-radio-button-wrapper *' }));

describe('ContactsScreen', () => {
  listenDuringTests();

  it('shows the table loading, then each message with its sender, subject and status', async () => {
    const gate = responseGate();
    const calls = contactsApi();
    server.use(
      http.get('/api/contacts', async () => {
        await gate.opened;
        return undefined;
      }),
    );
    renderScreen();
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull());
    expect(within(tableBody()).queryByText('采购咨询')).toBeNull();

    gate.open();
    const unread = await findRow('采购咨询');
    expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull();
    expect(statusIn(unread)).toBe('未读');
    expect(within(unread).getByText('张三')).toBeTruthy();
    expect(within(unread).getByText('c3@example.com')).toBeTruthy();
    expect(within(unread).getByText('星辰科技')).toBeTruthy();
    expect(statusIn(rowOf('售后问题'))).toBe('已回复');
    expect(statusIn(rowOf('合作洽谈'))).toBe('已归档');
    expect(screen.getByText('共 3 条留言')).toBeTruthy();
    // One page: no page buttons.
    expect(document.querySelector('.ant-pagination')).toBeNull();
    // The first page of ten, no filter.
    expect(calls.lists).toEqual(['page=1&limit=10']);
    // An editor may delete.
    expect(button(unread, '删除')).toBeTruthy();
  });

  it('says 获取留言失败 with the server’s reason, and loads on 重试', async () => {
    contactsApi();
    let failing = true;
    server.use(
      http.get('/api/contacts', () =>
        failing ? HttpResponse.json({ error: '留言服务暂时不可用' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderScreen();
    const alert = (await screen.findByText('获取留言失败', { selector: '.ant-alert-title' })).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(alert).getByText('留言服务暂时不可用')).toBeTruthy();
    // And a toast says the same.
    expect(await screen.findByText('获取留言失败', { selector: '.ant-notification *' })).toBeTruthy();

    failing = false;
    await user.click(button(alert, '重试'));
    await findRow('采购咨询');
    await waitFor(() => expect(screen.queryByText('获取留言失败', { selector: '.ant-alert-title' })).toBeNull());
  });

  it('says 暂无留言 when there are none', async () => {
    const calls = contactsApi([]);
    renderScreen();
    // antd shows the placeholder under the spinner too: the load must be over.
    await waitFor(() => expect(calls.lists).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull());
    expect(within(tableBody()).getByText('暂无留言')).toBeTruthy();
    expect(screen.queryByText(/^共 \d+ 条留言$/)).toBeNull();
  });

  it('opens a message: shows every field, and an unread one becomes read there and in the table', async () => {
    const calls = contactsApi();
    const { user } = renderScreen();
    const row = await findRow('采购咨询');
    await user.click(button(row, '查看'));
    const dialog = await findDialog('留言详情');
    expect(within(dialog).getByText('采购咨询的详细内容')).toBeTruthy();
    expect(within(dialog).getByText('c3@example.com').getAttribute('href')).toBe('mailto:c3@example.com');
    expect(within(dialog).getByText('星辰科技')).toBeTruthy();

    await waitFor(() => expect(statusIn(dialog)).toBe('已读'));
    expect(calls.details).toEqual([3]);
    await waitFor(() => expect(statusIn(rowOf('采购咨询'))).toBe('已读'));
    expect(button(dialog, '已读').getAttribute('aria-pressed')).toBe('true');
    // Reading is not a status change the screen sends.
    expect(calls.statuses).toEqual([]);

    await user.click(button(dialog, '关闭'));
    await waitFor(() => expect(screen.queryByText('留言详情')).toBeNull());
  });

  it('sets a status from the detail: sends it, says 状态更新成功, and the table follows', async () => {
    const calls = contactsApi();
    const { user } = renderScreen();
    await user.click(button(await findRow('售后问题'), '查看'));
    const dialog = await findDialog('留言详情');
    await waitFor(() => expect(calls.details).toEqual([2]));
    expect(button(dialog, '已回复').getAttribute('aria-pressed')).toBe('true');
    // The current status is not sent again.
    await user.click(button(dialog, '已回复'));

    await user.click(button(dialog, '已归档'));
    expect(await screen.findByText('状态更新成功')).toBeTruthy();
    expect(calls.statuses).toEqual([{ id: 2, body: { status: 'archived' } }]);
    await waitFor(() => expect(button(dialog, '已归档').getAttribute('aria-pressed')).toBe('true'));
    expect(statusIn(dialog)).toBe('已归档');
    await waitFor(() => expect(statusIn(rowOf('售后问题'))).toBe('已归档'));
  });

  it('says 状态更新失败 with the reason when the status is refused', async () => {
    contactsApi();
    server.use(http.put('/api/contacts/:id', () => HttpResponse.json({ error: '留言不存在' }, { status: 404 })));
    const { user } = renderScreen();
    await user.click(button(await findRow('售后问题'), '查看'));
    const dialog = await findDialog('留言详情');
    await user.click(button(dialog, '已读'));
    // The reason is read from the toast found, not looked up again: on a busy machine it may be gone by then.
    const notice = (await screen.findByText('状态更新失败')).closest<HTMLElement>('.ant-notification-notice')!;
    expect(within(notice).getByText('留言不存在')).toBeTruthy();
    expect(button(dialog, '已回复').getAttribute('aria-pressed')).toBe('true');
    expect(statusIn(rowOf('售后问题'))).toBe('已回复');
  });

  it('deletes a message only after the confirmation, and says 留言删除成功', async () => {
    const calls = contactsApi();
    const { user } = renderScreen();
    await user.click(button(await findRow('合作洽谈'), '删除'));
    let confirm = await findDialog('确认删除留言');
    expect(within(confirm).getByText('确定要删除 王五 的留言“合作洽谈”吗？此操作不可撤销。')).toBeTruthy();
    await user.click(button(confirm, '取消'));
    await waitFor(() => expect(screen.queryByText('确认删除留言')).toBeNull());
    expect(calls.deletes).toEqual([]);

    await user.click(button(rowOf('合作洽谈'), '删除'));
    confirm = await findDialog('确认删除留言');
    await user.click(button(confirm, '删除'));
    expect(await screen.findByText('留言删除成功')).toBeTruthy();
    expect(calls.deletes).toEqual([1]);
    await waitFor(() => expect(within(tableBody()).queryByText('合作洽谈')).toBeNull());
    expect(screen.getByText('共 2 条留言')).toBeTruthy();
  });

  it('deletes from the detail too, and closes it', async () => {
    const calls = contactsApi();
    const { user } = renderScreen();
    await user.click(button(await findRow('售后问题'), '查看'));
    const dialog = await findDialog('留言详情');
    await user.click(button(dialog, '删除'));
    await user.click(button(await findDialog('确认删除留言'), '删除'));
    expect(await screen.findByText('留言删除成功')).toBeTruthy();
    expect(calls.deletes).toEqual([2]);
    await waitFor(() => expect(screen.queryByText('留言详情')).toBeNull());
    await waitFor(() => expect(within(tableBody()).queryByText('售后问题')).toBeNull());
  });

  it('searches and filters by status on the server, keeping both in the address', async () => {
    const calls = contactsApi();
    const { user } = renderScreen();
    await findRow('采购咨询');

    await chooseFilter(user, '已回复');
    await waitFor(() => expect(within(tableBody()).queryByText('采购咨询')).toBeNull());
    expect(rowOf('售后问题')).toBeTruthy();
    expect(calls.lists.at(-1)).toBe('page=1&limit=10&status=replied');
    expect(address()).toBe('/admin/contacts?status=replied');

    await chooseFilter(user, '全部');
    await findRow('采购咨询');
    await searchFor(user, '  合作 ');
    await waitFor(() => expect(within(tableBody()).queryByText('采购咨询')).toBeNull());
    expect(rowOf('合作洽谈')).toBeTruthy();
    expect(calls.lists.at(-1)).toBe('page=1&limit=10&search=%E5%90%88%E4%BD%9C');
    expect(address()).toBe(`/admin/contacts?search=${encodeURIComponent('合作')}`);

    // The box shows the search of the address.
    expect(screen.getByLabelText<HTMLInputElement>('搜索留言').value).toBe('合作');
    // Nothing found: the empty text.
    await searchFor(user, '不存在的内容');
    expect(await within(tableBody()).findByText('暂无留言')).toBeTruthy();
  });

  it('starts from the page, filter and search in the address, and pages on the server', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      contact({ id: i + 1, name: `访客${i + 1}`, subject: `主题${i + 1}`, status: 'unread' }),
    );
    const calls = contactsApi(many);
    const { user } = renderScreen(true, '/admin/contacts?status=unread&page=2');
    await findRow('主题11');
    expect(calls.lists).toEqual(['page=2&limit=10&status=unread']);
    expect(screen.getByText('共 12 条留言')).toBeTruthy();
    expect(document.querySelector('.ant-radio-button-wrapper-checked')?.textContent).toBe('未读');

    await user.click(screen.getByText('1', { selector: '.ant-pagination-item a' }));
    await findRow('主题1');
    expect(calls.lists.at(-1)).toBe('page=1&limit=10&status=unread');
    expect(address()).toBe('/admin/contacts?status=unread');
  });

  it('lets a viewer read but not change or delete', async () => {
    contactsApi();
    const { user } = renderScreen(false);
    const row = await findRow('售后问题');
    expect(within(row).queryByText('删除')).toBeNull();
    await user.click(button(row, '查看'));
    const dialog = await findDialog('留言详情');
    expect(within(dialog).getByText('售后问题的详细内容')).toBeTruthy();
    expect(within(dialog).queryByText('设置状态：')).toBeNull();
    expect(within(dialog).queryByText('删除')).toBeNull();
    expect(button(dialog, '关闭')).toBeTruthy();
  });
});
