/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { EMPTY_SETTINGS } from '../../../features/settings/utils/public-settings';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { AdminLoginPage } from './login';

/** Where the login sent the admin: a page that names its address. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

const renderLogin = (entry: InitialEntry = '/admin/login') =>
  renderAdmin(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );

/** Records what each POST /api/login sent and answers with `answer`. */
function loginApi(answer: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/login', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const ADMIN = { id: 1, username: 'admin', role: 'admin', name: '管理员' };

// Text queries: role queries over antd are slow in jsdom.
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const alertBox = () => document.querySelector<HTMLElement>('.ant-alert');

async function fillIn(u: UserEvent, username: string, password: string): Promise<void> {
  await u.click(await screen.findByLabelText('用户名'));
  await u.paste(username);
  await u.click(screen.getByLabelText('密码'));
  await u.paste(password);
}

describe('AdminLoginPage', () => {
  listenDuringTests();

  beforeEach(() => {
    window.localStorage.clear();
    server.use(
      http.get('/api/settings', () => HttpResponse.json({ ...EMPTY_SETTINGS, siteName: '示例企业' })),
      http.get('/api/login/options', () => HttpResponse.json({ captchaRequired: false })),
    );
  });

  it('shows the empty form in Chinese, titled with the site name, without any message', async () => {
    renderLogin();
    expect(await screen.findByText('管理员登录', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('用户名').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('密码').type).toBe('password');
    expect(screen.getByLabelText<HTMLInputElement>('记住我').checked).toBe(false);
    expect(submitButton().textContent).toBe('登录');
    expect(alertBox()).toBeNull();
    await waitFor(() => expect(document.title).toBe('管理员登录 - 示例企业'));
    expect(screen.getByText('返回网站首页').getAttribute('href')).toBe('/');
    expect(screen.getByText('忘记密码?').getAttribute('href')).toBe('/admin/forgot-password');
  });

  it('says why the admin is here after a lost session, until the first try', async () => {
    loginApi(() => HttpResponse.json({ error: '用户名或密码错误', code: 'INVALID_CREDENTIALS' }, { status: 401 }));
    const { user } = renderLogin({ pathname: '/admin/login', state: { notice: '登录已过期，请重新登录' } });
    const notice = await screen.findByText('登录已过期，请重新登录');
    expect(notice.closest('.ant-alert')?.classList.contains('ant-alert-warning')).toBe(true);

    await fillIn(user, 'admin', 'wrong');
    await user.click(submitButton());
    await screen.findByText('用户名或密码错误');
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
  });

  it('requires both fields before calling the server', async () => {
    const sent = loginApi(() => HttpResponse.json({ user: ADMIN }));
    const { user } = renderLogin();
    await screen.findByLabelText('用户名');
    await user.click(submitButton());
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    // Spaces are not a user name.
    await user.click(screen.getByLabelText('用户名'));
    await user.paste('   ');
    await user.click(submitButton());
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows 处理中... while the login is on its way, then the server’s refusal in a red box', async () => {
    const gate = responseGate();
    const sent = loginApi(async () => {
      await gate.opened;
      return HttpResponse.json({ error: '用户名或密码错误', code: 'INVALID_CREDENTIALS' }, { status: 401 });
    });
    const { user } = renderLogin();
    await fillIn(user, '  someone ', 'wrong-password-1');
    await user.click(screen.getByLabelText('记住我'));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('处理中...'));
    expect(submitButton().classList.contains('ant-btn-loading')).toBe(true);
    expect(alertBox()).toBeNull();
    expect(sent).toEqual([{ username: 'someone', password: 'wrong-password-1', remember: true }]);

    gate.open();
    const refusal = await screen.findByText('用户名或密码错误');
    expect(refusal.closest('.ant-alert')?.classList.contains('ant-alert-error')).toBe(true);
    expect(submitButton().textContent).toBe('登录');
    // Still here, not signed in.
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
  });

  it('says 登录失败 when the server refuses without a reason', async () => {
    loginApi(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'secret');
    await user.click(submitButton());
    const refusal = await screen.findByText('登录失败');
    expect(refusal.closest('.ant-alert')?.classList.contains('ant-alert-error')).toBe(true);
  });

  it('says 登录失败，请稍后重试 when the server cannot be reached', async () => {
    loginApi(() => HttpResponse.error());
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'secret');
    await user.click(submitButton());
    expect(await screen.findByText('登录失败，请稍后重试')).toBeTruthy();
    expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
  });

  it('asks for the authenticator code as a hint, not an error, and sends it with the next try', async () => {
    const sent = loginApi(() =>
      sent.length === 1
        ? HttpResponse.json({ error: '请输入动态验证码', code: 'TOTP_REQUIRED' }, { status: 401 })
        : HttpResponse.json({ user: ADMIN }),
    );
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'Admin-Pass-2026');
    await user.click(submitButton());
    const hint = await screen.findByText('请输入动态验证码', { selector: '.ant-alert *' });
    expect(hint.closest('.ant-alert')?.classList.contains('ant-alert-info')).toBe(true);

    const code = await screen.findByLabelText('动态验证码');
    await user.click(code);
    await user.paste('12345');
    await user.click(submitButton());
    expect(await screen.findByText('动态验证码是6位数字')).toBeTruthy();
    expect(sent).toHaveLength(1);

    await user.clear(code);
    await user.paste('123456');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/admin/dashboard'));
    expect(sent[1]).toEqual({ username: 'admin', password: 'Admin-Pass-2026', remember: false, otp: '123456' });
  });

  it('signs in: stores the user and the flag, and goes to the dashboard', async () => {
    const sent = loginApi(() => HttpResponse.json({ user: ADMIN }));
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'Admin-Pass-2026');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/admin/dashboard'));
    expect(sent).toEqual([{ username: 'admin', password: 'Admin-Pass-2026', remember: false }]);
    expect(window.localStorage.getItem('adminLoggedIn')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('adminUser') ?? 'null')).toEqual({
      username: 'admin',
      role: 'admin',
      name: '管理员',
    });
  });

  it('goes back to the page named in ?next, but never to another site', async () => {
    loginApi(() => HttpResponse.json({ user: ADMIN }));
    const back = renderLogin('/admin/login?next=%2Fadmin%2Fusers%3Fpage%3D2');
    await fillIn(back.user, 'admin', 'Admin-Pass-2026');
    await back.user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/admin/users?page=2'));
    back.unmount();

    window.localStorage.clear();
    const away = renderLogin('/admin/login?next=%2F%2Fevil.example.com%2F');
    await fillIn(away.user, 'admin', 'Admin-Pass-2026');
    await away.user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/admin/dashboard'));
  });

  it('sends an admin who is signed in already straight on', async () => {
    window.localStorage.setItem('adminLoggedIn', 'true');
    renderLogin('/admin/login?next=%2Fadmin%2Fsettings');
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/settings');
    expect(screen.queryByText('管理员登录')).toBeNull();
  });
});
