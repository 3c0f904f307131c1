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
import { AcceptInvitePage } from './accept-invite';
import { ConfirmEmailPage } from './confirm-email';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

const renderAt = (entry: string) =>
  renderAdmin(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/admin/accept-invite" element={<AcceptInvitePage />} />
        <Route path="/admin/confirm-email" element={<ConfirmEmailPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );

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

describe('pages of mailed links', () => {
  listenDuringTests();

  beforeEach(() => {
    server.use(http.get('/api/settings', () => HttpResponse.json({ ...EMPTY_SETTINGS, siteName: '示例企业' })));
  });

  describe('AcceptInvitePage', () => {
    it('takes the token from the fragment, strips it, and sets the first password; nobody is signed in', async () => {
      const sent = postApi('/api/auth/accept-invite', () => HttpResponse.json({ message: '密码已设置' }));
      const { user } = renderAt(`/admin/accept-invite#token=${TOKEN}`);
      expect(await screen.findByText('接受邀请', { selector: 'h1' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('接受邀请 - 示例企业'));
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/accept-invite'));
      await typeInto(user, '新密码', 'Brand-New-Pass-456');
      await typeInto(user, '确认新密码', 'Brand-New-Pass-45');
      await user.click(submitButton());
      expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
      expect(sent).toEqual([]);

      await typeInto(user, '确认新密码', '6');
      await user.click(submitButton());
      expect(await screen.findByText('密码已设置')).toBeTruthy();
      expect(sent).toEqual([{ token: TOKEN, password: 'Brand-New-Pass-456' }]);
      expect(screen.getByText('请使用用户名和新密码登录').getAttribute('href')).toBe('/admin/login');
      expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
    });

    it('shows the server’s refusal in Chinese and keeps the form', async () => {
      postApi('/api/auth/accept-invite', () =>
        HttpResponse.json(
          { error: '邀请链接已过期，请联系管理员重新发送', code: 'INVITE_LINK_EXPIRED' },
          { status: 400 },
        ),
      );
      const { user } = renderAt(`/admin/accept-invite#token=${TOKEN}`);
      await typeInto(user, '新密码', 'Brand-New-Pass-456');
      await typeInto(user, '确认新密码', 'Brand-New-Pass-456');
      await user.click(submitButton());
      const refusal = await screen.findByText('邀请链接已过期，请联系管理员重新发送');
      expect(refusal.closest('.ant-alert')?.classList.contains('ant-alert-error')).toBe(true);
      expect(submitButton()).toBeTruthy();
    });

    it('without a token says the link is invalid and shows no form', async () => {
      renderAt('/admin/accept-invite');
      expect(await screen.findByText('邀请链接无效，请联系管理员重新发送')).toBeTruthy();
      expect(document.querySelector('form')).toBeNull();
    });
  });

  describe('ConfirmEmailPage', () => {
    it('strips the token and confirms only on the button', async () => {
      const sent = postApi('/api/auth/confirm-email', () => HttpResponse.json({ message: '邮箱已修改' }));
      const { user } = renderAt(`/admin/confirm-email#token=${TOKEN}`);
      expect(await screen.findByText('确认新邮箱', { selector: 'h1' })).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/confirm-email'));
      expect(sent).toEqual([]);
      await user.click(screen.getByText('确认修改邮箱').closest('button')!);
      expect(await screen.findByText('邮箱已修改，今后的账户邮件将发往新邮箱')).toBeTruthy();
      expect(sent).toEqual([{ token: TOKEN }]);
    });

    it('shows the server’s refusal in Chinese', async () => {
      postApi('/api/auth/confirm-email', () =>
        HttpResponse.json({ error: '该邮箱已被其他账户使用', code: 'EMAIL_TAKEN' }, { status: 409 }),
      );
      const { user } = renderAt(`/admin/confirm-email#token=${TOKEN}`);
      await user.click((await screen.findByText('确认修改邮箱')).closest('button')!);
      expect(await screen.findByText('该邮箱已被其他账户使用')).toBeTruthy();
    });

    it('without a token says the link is invalid', async () => {
      renderAt('/admin/confirm-email');
      expect(await screen.findByText('确认链接无效，请重新申请修改邮箱')).toBeTruthy();
      expect(document.querySelector('button')).toBeNull();
    });
  });
});
