/**
 * @jest-environment jest-fixed-jsdom
 */
import type { CreateUserInput, UserView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { UsersScreen } from './users-screen';

const user = (fields: Partial<UserView> & Pick<UserView, 'id' | 'username'>): UserView => ({
  name: fields.username,
  email: `${fields.username}@example.com`,
  role: 'viewer',
  status: 'active',
  lastLogin: null,
  locked: false,
  twoFactorEnabled: false,
  invited: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const USERS = [
  user({ id: 1, username: 'admin', name: '管理员', role: 'admin' }),
  user({ id: 2, username: 'editor1', name: '编辑甲', role: 'editor', locked: true }),
  user({ id: 3, username: 'viewer1', name: '访客乙', status: 'inactive' }),
];
const POLICY = {
  minLength: 8,
  requireUppercase: false,
  requireLowercase: false,
  requireNumbers: false,
  requireSymbols: false,
};

// Text queries: role queries over antd's table are slow in jsdom.
const rowOf = (username: string) => screen.getByText(username, { selector: 'td' }).closest('tr')!;
const button = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'button span' }).closest('button')!;

/** Types a whole value at once (a paste): one change per field keeps antd's forms quick in jsdom. */
async function fill(u: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

/** A dialog by its title (role queries compute styles for every element: slow in jsdom). */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

describe('UsersScreen', () => {
  listenDuringTests();

  beforeEach(() => server.use(http.get('/api/users', () => HttpResponse.json(USERS))));

  it('shows the table loading until the users arrive', async () => {
    const gate = responseGate();
    server.use(
      http.get('/api/users', async () => {
        await gate.opened;
        return HttpResponse.json(USERS);
      }),
    );
    renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    const spinning = () => document.querySelector('.ant-table-wrapper .ant-spin-spinning') !== null;
    await waitFor(() => expect(spinning()).toBe(true));
    expect(screen.queryByText('editor1', { selector: 'td' })).toBeNull();

    gate.open();
    await screen.findByText('editor1', { selector: 'td' });
    await waitFor(() => expect(spinning()).toBe(false));
    expect(screen.getByText('共 3 条')).toBeTruthy();
  });

  it('says 加载用户数据失败 with the server’s reason, and loads on 重试', async () => {
    let failing = true;
    server.use(
      http.get('/api/users', () =>
        failing ? HttpResponse.json({ error: '用户服务暂时不可用' }, { status: 503 }) : HttpResponse.json(USERS),
      ),
    );
    const { user: u } = renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    const alert = (await screen.findByText('加载用户数据失败', { selector: '.ant-alert-title' })).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(alert).getByText('用户服务暂时不可用')).toBeTruthy();
    // And a toast says the same.
    expect(await screen.findByText('加载用户数据失败', { selector: '.ant-notification *' })).toBeTruthy();
    expect(within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText('暂无数据')).toBeTruthy();

    failing = false;
    await u.click(button(alert, '重试'));
    await screen.findByText('editor1', { selector: 'td' });
    await waitFor(() => expect(screen.queryByText('加载用户数据失败', { selector: '.ant-alert-title' })).toBeNull());
  });

  it('says 暂无数据 when there are no users', async () => {
    let calls = 0;
    server.use(http.get('/api/users', () => ((calls += 1), HttpResponse.json([]))));
    renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    // antd shows the placeholder under the spinner too: the load must be over.
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull());
    const body = within(document.querySelector<HTMLElement>('.ant-table-tbody')!);
    expect(body.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('添加用户')).toBeTruthy();
  });

  it('says 没有找到数据 when the search matches no user', async () => {
    const { user: u } = renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await screen.findByText('editor1', { selector: 'td' });
    await u.click(screen.getByLabelText('搜索'));
    await u.paste('没有这个人');
    const body = within(document.querySelector<HTMLElement>('.ant-table-tbody')!);
    expect(await body.findByText('没有找到数据')).toBeTruthy();
    expect(screen.queryByText('editor1', { selector: 'td' })).toBeNull();
  });

  it('lists the users with their roles and states', async () => {
    renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await screen.findByText('editor1', { selector: 'td' });
    const editorRow = rowOf('editor1');
    const editor = within(editorRow);
    expect(editor.getByText('编辑甲')).toBeTruthy();
    expect(editor.getByText('编辑', { selector: 'td' })).toBeTruthy();
    expect(within(rowOf('viewer1')).getByText('未激活')).toBeTruthy();
    expect(button(editorRow, '解锁')).toBeTruthy();
    // Only a locked account offers 解锁.
    expect(within(rowOf('viewer1')).queryByText('解锁')).toBeNull();
  });

  it('does not let you disable or delete your own account', async () => {
    renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await screen.findByText('admin', { selector: 'td' });
    const self = rowOf('admin');
    expect(button(self, '删除').disabled).toBe(true);
    expect(button(self, '禁用').disabled).toBe(true);
    expect(button(self, '编辑').disabled).toBe(false);
    expect(button(rowOf('editor1'), '删除').disabled).toBe(false);
    expect(button(rowOf('editor1'), '禁用').disabled).toBe(false);
  });

  it('shows the form’s Chinese messages and sends nothing until the form is valid', async () => {
    let posted = 0;
    server.use(http.post('/api/users', () => ((posted += 1), HttpResponse.json({}, { status: 500 }))));
    const { user: u } = renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await u.click(await screen.findByText('添加用户'));
    const dialog = await findDialog('添加用户');
    await u.click(button(dialog, '保存'));
    expect(await within(dialog).findByText('用户名不能为空')).toBeTruthy();
    expect(within(dialog).getByText('姓名不能为空')).toBeTruthy();
    expect(within(dialog).getByText('邮箱不能为空')).toBeTruthy();

    await fill(u, within(dialog).getByLabelText('邮箱'), 'not-an-address');
    expect(await within(dialog).findByText('邮箱格式不正确')).toBeTruthy();
    await fill(u, within(dialog).getByLabelText('密码'), 'Passw0rd!');
    await fill(u, within(dialog).getByLabelText('确认密码'), 'Different1!');
    await u.click(button(dialog, '保存'));
    expect(await within(dialog).findByText(/不一致/)).toBeTruthy();
    expect(posted).toBe(0);
  });

  it('adds a user: sends the form without the confirmation, and shows a refusal with the server’s reason', async () => {
    const sent: CreateUserInput[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/users', async ({ request }) => {
        const body = (await request.json()) as CreateUserInput;
        sent.push(body);
        keys.push(request.headers.get('idempotency-key'));
        if (body.username === 'editor1') return HttpResponse.json({ error: '用户名已存在' }, { status: 409 });
        return HttpResponse.json(user({ id: 4, ...body }), { status: 201 });
      }),
    );
    const { user: u } = renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await u.click(await screen.findByText('添加用户'));
    const dialog = await findDialog('添加用户');
    await fill(u, within(dialog).getByLabelText('用户名'), 'editor1');
    await fill(u, within(dialog).getByLabelText('姓名'), '新同事');
    await fill(u, within(dialog).getByLabelText('邮箱'), 'new@example.com');
    await fill(u, within(dialog).getByLabelText('密码'), 'Passw0rd!');
    await fill(u, within(dialog).getByLabelText('确认密码'), 'Passw0rd!');
    await u.click(button(dialog, '保存'));

    expect(await screen.findByText('用户名已存在')).toBeTruthy();
    expect(sent).toEqual([
      {
        username: 'editor1',
        name: '新同事',
        email: 'new@example.com',
        role: 'viewer',
        status: 'active',
        password: 'Passw0rd!',
      },
    ]);
    // Refused: the form stays open with what was typed.
    expect(within(dialog).getByLabelText<HTMLInputElement>('用户名').value).toBe('editor1');

    await fill(u, within(dialog).getByLabelText('用户名'), 'newcomer');
    await u.click(button(dialog, '保存'));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(sent[1].username).toBe('newcomer');
    // Each create carries a key; other content is another create, with another key.
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the same Idempotency-Key again when a create whose outcome is unknown is retried unchanged', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/users', async ({ request }) => {
        const body = (await request.json()) as CreateUserInput;
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1)
          return HttpResponse.json({ error: '结果未知', code: 'WRITE_OUTCOME_UNKNOWN' }, { status: 503 });
        return HttpResponse.json(user({ id: 5, ...body }), { status: 201 });
      }),
    );
    const { user: u } = renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await u.click(await screen.findByText('添加用户'));
    const dialog = await findDialog('添加用户');
    await fill(u, within(dialog).getByLabelText('用户名'), 'retried');
    await fill(u, within(dialog).getByLabelText('姓名'), '重试');
    await fill(u, within(dialog).getByLabelText('邮箱'), 'retried@example.com');
    await fill(u, within(dialog).getByLabelText('密码'), 'Passw0rd!');
    await fill(u, within(dialog).getByLabelText('确认密码'), 'Passw0rd!');
    await u.click(button(dialog, '保存'));
    expect(await screen.findByText('结果未知')).toBeTruthy();
    await u.click(button(dialog, '保存'));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('invites a user: no password fields, { invite: true } and no password sent', async () => {
    const sent: CreateUserInput[] = [];
    server.use(
      http.post('/api/users', async ({ request }) => {
        const body = (await request.json()) as CreateUserInput;
        sent.push(body);
        return HttpResponse.json(user({ id: 4, ...body, invited: true }), { status: 201 });
      }),
    );
    const { user: u } = renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await u.click(await screen.findByText('添加用户'));
    const dialog = await findDialog('添加用户');
    await fill(u, within(dialog).getByLabelText('用户名'), 'newcomer');
    await fill(u, within(dialog).getByLabelText('姓名'), '新同事');
    await fill(u, within(dialog).getByLabelText('邮箱'), 'new@example.com');
    await u.click(within(dialog).getByText('邀请（发送邮件，由用户本人设置）'));
    expect(within(dialog).queryByLabelText('密码')).toBeNull();
    expect(within(dialog).getByText(/72 小时内/)).toBeTruthy();
    await u.click(button(dialog, '保存'));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(sent).toEqual([
      {
        username: 'newcomer',
        name: '新同事',
        email: 'new@example.com',
        role: 'viewer',
        status: 'active',
        invite: true,
      },
    ]);
    expect(await screen.findByText('用户已创建，邀请邮件将发送')).toBeTruthy();
  });

  it('shows 已邀请 for an invited user, resends the invitation, and revokes it after confirmation', async () => {
    const calls: string[] = [];
    const invited = user({ id: 5, username: 'newbie', name: '新人', invited: true });
    server.use(
      http.get('/api/users', () => HttpResponse.json([...USERS, invited])),
      http.post('/api/users/5/invitation', () => {
        calls.push('resend');
        return HttpResponse.json(invited);
      }),
      http.delete('/api/users/5/invitation', () => {
        calls.push('revoke');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user: u } = renderAdmin(<UsersScreen currentUsername="admin" policy={POLICY as never} />);
    await screen.findByText('newbie', { selector: 'td' });
    const row = rowOf('newbie');
    expect(within(row).getByText('已邀请')).toBeTruthy();
    expect(within(row).getByText('未接受邀请')).toBeTruthy();
    expect(within(row).queryByText('重置密码')).toBeNull();
    expect(within(rowOf('editor1')).queryByText('已邀请')).toBeNull();

    await u.click(button(row, '重新发送邀请'));
    expect(await screen.findByText('邀请邮件将重新发送，之前的邀请链接已失效')).toBeTruthy();
    await u.click(button(rowOf('newbie'), '撤销邀请'));
    const dialog = await findDialog('确认撤销邀请');
    expect(within(dialog).getByText(/将被删除/)).toBeTruthy();
    expect(calls).toEqual(['resend']);
    await u.click(button(dialog, '撤销邀请'));
    await waitFor(() => expect(calls).toEqual(['resend', 'revoke']));
    expect(await screen.findByText('邀请已撤销')).toBeTruthy();
  });
});
