/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { EMPTY_SETTINGS } from '../../../features/settings/utils/public-settings';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { ForgotPasswordPage } from './forgot-password';
import { ResetPasswordPage } from './reset-password';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const ANSWER = '如果该邮箱或用户名对应一个可用的账户，我们已发送一封重置密码的邮件，请查收（链接 30 分钟内有效）。';

/** What the address bar holds now. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

const renderAt = (entry: string) =>
  renderAdmin(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/admin/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/admin/reset-password" element={<ResetPasswordPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );

/** Records what each POST to `path` sent and answers with `answer`. */
function postApi(path: string, answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

async function typeInto(u: UserEvent, label: string, text: string) {
  await u.click(await screen.findByLabelText(label));
  await u.paste(text);
}

describe('forgot password pages', () => {
  listenDuringTests();

  beforeEach(() => {
    server.use(http.get('/api/settings', () => HttpResponse.json({ ...EMPTY_SETTINGS, siteName: '示例企业' })));
  });

  describe('ForgotPasswordPage', () => {
    it('asks for an address, sends it trimmed and shows the one answer in place of the form', async () => {
      const sent = postApi('/api/auth/forgot-password', () => HttpResponse.json({ message: ANSWER }, { status: 202 }));
      const { user } = renderAt('/admin/forgot-password');
      expect(await screen.findByText('忘记密码', { selector: 'h1' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('忘记密码 - 示例企业'));
      await user.click(submitButton());
      expect(await screen.findByText('请输入邮箱或用户名')).toBeTruthy();
      expect(sent).toEqual([]);

      await typeInto(user, '邮箱或用户名', '  wang@example.com ');
      await user.click(submitButton());
      expect(await screen.findByText(ANSWER)).toBeTruthy();
      expect(sent).toEqual([{ email: 'wang@example.com' }]);
      expect(document.querySelector('form')).toBeNull();
      expect(screen.getByText('返回登录').getAttribute('href')).toBe('/admin/login');
    });

    it('says so when the request could not be sent', async () => {
      postApi('/api/auth/forgot-password', () =>
        HttpResponse.json({ error: '服务内部错误，请稍后重试' }, { status: 500 }),
      );
      const { user } = renderAt('/admin/forgot-password');
      await typeInto(user, '邮箱或用户名', 'wang');
      await user.click(submitButton());
      expect(await screen.findByText('服务内部错误，请稍后重试')).toBeTruthy();
    });
  });

  describe('ResetPasswordPage', () => {
    it('takes the token from the fragment and strips it from the address at once', async () => {
      renderAt(`/admin/reset-password#token=${TOKEN}`);
      expect(await screen.findByText('重置密码', { selector: 'h1' })).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/reset-password'));
      expect(screen.getByLabelText('新密码')).toBeTruthy();
    });

    it('checks the two passwords match, then sets the new one with the token; nobody is signed in', async () => {
      const sent = postApi('/api/auth/reset-password', () =>
        HttpResponse.json({ message: '密码已重置，请使用新密码登录' }),
      );
      const { user } = renderAt(`/admin/reset-password#token=${TOKEN}`);
      await typeInto(user, '新密码', 'Brand-New-Pass-456');
      await typeInto(user, '确认新密码', 'Brand-New-Pass-45');
      await user.click(submitButton());
      expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
      expect(sent).toEqual([]);

      await typeInto(user, '确认新密码', '6');
      await user.click(submitButton());
      expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeTruthy();
      expect(sent).toEqual([{ token: TOKEN, password: 'Brand-New-Pass-456' }]);
      expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
      expect(screen.getByText('返回登录').getAttribute('href')).toBe('/admin/login');
    });

    it('shows the server’s refusal in Chinese and keeps the form for another try', async () => {
      postApi('/api/auth/reset-password', () =>
        HttpResponse.json({ error: '该重置链接已使用过，请重新申请', code: 'RESET_LINK_USED' }, { status: 400 }),
      );
      const { user } = renderAt(`/admin/reset-password#token=${TOKEN}`);
      await typeInto(user, '新密码', 'Brand-New-Pass-456');
      await typeInto(user, '确认新密码', 'Brand-New-Pass-456');
      await user.click(submitButton());
      const refusal = await screen.findByText('该重置链接已使用过，请重新申请');
      expect(refusal.closest('.ant-alert')?.classList.contains('ant-alert-error')).toBe(true);
      expect(submitButton()).toBeTruthy();
    });

    it('without a token says the link is invalid and offers a new request', async () => {
      renderAt('/admin/reset-password');
      expect(await screen.findByText('重置链接无效，请重新申请')).toBeTruthy();
      expect(screen.getByText('重新申请重置密码').getAttribute('href')).toBe('/admin/forgot-password');
      expect(document.querySelector('form')).toBeNull();
    });
  });
});
