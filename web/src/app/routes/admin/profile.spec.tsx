/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { SessionProfile } from '../../../features/auth/api/session';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { ProfilePage } from './profile';

const EDITOR: SessionProfile = {
  id: 2,
  username: 'editor1',
  name: '编辑甲',
  email: 'editor1@example.com',
  role: 'editor',
  twoFactorEnabled: false,
};

const QR = 'data:image/png;base64,iVBORw0KGgo=';

const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;
const fieldError = { selector: '.ant-form-item-explain-error' };
/** A row of the account table, by its label. */
const accountField = (label: string) =>
  screen.getByText(label, { selector: 'th *, th' }).closest('tr')!.querySelector('td')!.textContent;

/** Types a whole value at once (a paste): one change per field keeps antd's forms quick in jsdom. */
async function fill(u: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

/** Answers GET /api/session with the account as it is now (a test's writes change it). */
function serveSession(account: () => SessionProfile) {
  server.use(http.get('/api/session', () => HttpResponse.json({ user: account() })));
}

/** The page at /admin/profile (with ?tab=account for the second tab), inside the admin's router. */
const renderProfile = (search = '') =>
  renderAdmin(
    <MemoryRouter initialEntries={[`/admin/profile${search}`]}>
      <ProfilePage />
    </MemoryRouter>,
  );

describe('ProfilePage', () => {
  listenDuringTests();

  let securityAsked: number;
  beforeEach(() => {
    securityAsked = 0;
    server.use(
      // The public settings (tab title), and the security tab for an admin's password policy.
      http.get('/api/settings', ({ request }) => {
        if (new URL(request.url).searchParams.get('tab') !== 'security') return HttpResponse.json({});
        securityAsked += 1;
        return HttpResponse.json({
          passwordMinLength: 10,
          passwordRequireUppercase: false,
          passwordRequireNumber: true,
          passwordRequireSymbol: false,
        });
      }),
    );
  });

  it('shows a skeleton while the account loads, then the account and its two-factor state', async () => {
    const gate = responseGate();
    server.use(
      http.get('/api/session', async () => {
        await gate.opened;
        return HttpResponse.json({ user: EDITOR });
      }),
    );
    const { container } = renderProfile();
    expect(await screen.findByText('个人资料', { selector: 'h1' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).not.toBeNull());
    gate.open();

    await screen.findByText('editor1');
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    expect(accountField('用户名')).toBe('editor1');
    expect(accountField('姓名')).toBe('编辑甲');
    expect(accountField('邮箱')).toBe('editor1@example.com');
    expect(accountField('角色')).toBe('编辑');
    expect(accountField('双因素认证')).toBe('未启用');
    expect(screen.getByText('启用双因素认证')).toBeTruthy();
    // Only an admin may read the password policy: nobody asked for it.
    expect(securityAsked).toBe(0);
  });

  it('shows — for a missing name and email', async () => {
    serveSession(() => ({ ...EDITOR, name: '', email: '', role: 'viewer' }));
    renderProfile();
    await screen.findByText('editor1');
    expect(accountField('姓名')).toBe('—');
    expect(accountField('邮箱')).toBe('—');
    expect(accountField('角色')).toBe('查看者');
  });

  it('says the account failed to load, with the server’s reason', async () => {
    server.use(http.get('/api/session', () => HttpResponse.json({ error: '认证服务暂不可用' }, { status: 503 })));
    renderProfile();
    // The session is asked twice (a 5xx is retried once) before the page gives up.
    const alert = (await screen.findByText('加载账户信息失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('认证服务暂不可用')).toBeTruthy();
    expect(screen.queryByText('用户名')).toBeNull();
  });

  it('changes the password: checks the fields, shows a refusal, sends the current and new ones, then clears the form', async () => {
    const sent: unknown[] = [];
    serveSession(() => EDITOR);
    server.use(
      http.post('/api/profile/password', async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string };
        sent.push(body);
        if (body.currentPassword !== 'OldPass1') {
          return HttpResponse.json({ error: '当前密码不正确', code: 'WRONG_PASSWORD' }, { status: 400 });
        }
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { container, user } = renderProfile();
    await screen.findByText('editor1');
    await user.click(screen.getByText('账户设置', { selector: '.ant-tabs-tab-btn' }));
    expect(await screen.findByText('账户设置', { selector: 'h1' })).toBeTruthy();
    // Not an admin: the fallback policy of six characters.
    expect(screen.getByText('至少6位')).toBeTruthy();

    await user.click(buttonIn(container, '修改密码')!);
    expect(await screen.findByText('当前密码不能为空', fieldError)).toBeTruthy();
    expect(screen.getByText('新密码不能为空', fieldError)).toBeTruthy();
    expect(screen.getByText('确认新密码不能为空', fieldError)).toBeTruthy();

    await fill(user, screen.getByLabelText('当前密码'), 'Wrong1');
    await fill(user, screen.getByLabelText('新密码'), 'abc');
    expect(await screen.findByText('密码长度至少为6位。', fieldError)).toBeTruthy();
    await fill(user, screen.getByLabelText('新密码'), 'NewPass22');
    await fill(user, screen.getByLabelText('确认新密码'), 'NewPass23');
    await user.click(buttonIn(container, '修改密码')!);
    expect(await screen.findByText('新密码和确认密码不匹配。', fieldError)).toBeTruthy();
    expect(sent).toEqual([]);

    await fill(user, screen.getByLabelText('确认新密码'), 'NewPass22');
    await user.click(buttonIn(container, '修改密码')!);
    expect(await screen.findByText('修改密码失败')).toBeTruthy();
    expect(screen.getByText('当前密码不正确')).toBeTruthy();
    expect(sent).toEqual([{ currentPassword: 'Wrong1', newPassword: 'NewPass22' }]);
    // Refused: what was typed stays.
    expect(screen.getByLabelText<HTMLInputElement>('新密码').value).toBe('NewPass22');

    await fill(user, screen.getByLabelText('当前密码'), 'OldPass1');
    await user.click(buttonIn(container, '修改密码')!);
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    expect(sent[1]).toEqual({ currentPassword: 'OldPass1', newPassword: 'NewPass22' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('新密码').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('当前密码').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('确认新密码').value).toBe('');
  });

  it('checks an admin’s new password against the security policy', async () => {
    let sent = 0;
    serveSession(() => ({ ...EDITOR, username: 'admin', role: 'admin' }));
    server.use(http.post('/api/profile/password', () => ((sent += 1), new HttpResponse(null, { status: 204 }))));
    const { container, user } = renderProfile('?tab=account');
    expect(await screen.findByText('账户设置', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('至少10位，须包含数字')).toBeTruthy();
    expect(securityAsked).toBeGreaterThan(0);
    await fill(user, screen.getByLabelText('当前密码'), 'OldPass1');
    await fill(user, screen.getByLabelText('新密码'), 'NoDigitsHere');
    await fill(user, screen.getByLabelText('确认新密码'), 'NoDigitsHere');
    await user.click(buttonIn(container, '修改密码')!);
    expect(await screen.findByText('密码必须包含数字。', fieldError)).toBeTruthy();
    await fill(user, screen.getByLabelText('新密码'), 'Short1');
    expect(await screen.findByText('密码长度至少为10位。', fieldError)).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('turns two-factor sign-in on: shows the QR code and key, checks the code and password, then shows it enabled', async () => {
    let account = EDITOR;
    const enabled: unknown[] = [];
    serveSession(() => account);
    server.use(
      http.post('/api/profile/two-factor/setup', () =>
        HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: QR }),
      ),
      http.post('/api/profile/two-factor/enable', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        enabled.push(body);
        if (body.code !== '123456') return HttpResponse.json({ error: '动态验证码不正确' }, { status: 400 });
        account = { ...account, twoFactorEnabled: true };
        return HttpResponse.json({ enabled: true });
      }),
    );
    const { container, user } = renderProfile();
    await user.click(await screen.findByText('启用双因素认证'));
    expect((await screen.findByAltText('双因素认证二维码')).getAttribute('src')).toBe(QR);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = screen.getByLabelText('动态验证码');
    await fill(user, code, '12345');
    await user.click(buttonIn(container, '验证并启用')!);
    expect(await screen.findByText('动态验证码是6位数字', fieldError)).toBeTruthy();
    // A stolen session alone cannot turn it on: the password is asked too.
    expect(await screen.findByText('当前密码不能为空', fieldError)).toBeTruthy();
    expect(enabled).toEqual([]);
    await fill(user, screen.getByLabelText('当前密码'), 'OldPass1');

    await fill(user, code, '654321');
    await user.click(buttonIn(container, '验证并启用')!);
    expect(await screen.findByText('动态验证码不正确')).toBeTruthy();
    expect(screen.getByText('启用双因素认证失败')).toBeTruthy();
    await fill(user, code, '123456');
    await user.click(buttonIn(container, '验证并启用')!);
    expect(await screen.findByText('双因素认证已启用')).toBeTruthy();
    expect(enabled).toEqual([
      { code: '654321', password: 'OldPass1' },
      { code: '123456', password: 'OldPass1' },
    ]);
    // The session is read again: the account and the card now say it is on.
    await waitFor(() => expect(accountField('双因素认证')).toBe('已启用'));
    expect(await screen.findByText('关闭双因素认证')).toBeTruthy();
    expect(screen.queryByAltText('双因素认证二维码')).toBeNull();
  });

  it('turns two-factor sign-in off with the current password', async () => {
    let account: SessionProfile = { ...EDITOR, twoFactorEnabled: true };
    const disabled: unknown[] = [];
    serveSession(() => account);
    server.use(
      http.post('/api/profile/two-factor/disable', async ({ request }) => {
        disabled.push(await request.json());
        account = { ...account, twoFactorEnabled: false };
        return HttpResponse.json({ enabled: false });
      }),
    );
    const { container, user } = renderProfile();
    await screen.findByText('关闭双因素认证');
    expect(accountField('双因素认证')).toBe('已启用');
    await user.click(buttonIn(container, '关闭双因素认证')!);
    expect(await screen.findByText('当前密码不能为空', fieldError)).toBeTruthy();
    expect(disabled).toEqual([]);

    await fill(user, screen.getByLabelText('当前密码'), 'OldPass1');
    await user.click(buttonIn(container, '关闭双因素认证')!);
    expect(await screen.findByText('双因素认证已关闭')).toBeTruthy();
    expect(disabled).toEqual([{ password: 'OldPass1' }]);
    await waitFor(() => expect(accountField('双因素认证')).toBe('未启用'));
    expect(screen.getByText('启用双因素认证')).toBeTruthy();
  });
  it('replaces the authenticator only with the current password, sent with the new code too', async () => {
    let account: SessionProfile = { ...EDITOR, twoFactorEnabled: true };
    const setups: unknown[] = [];
    const enables: unknown[] = [];
    serveSession(() => account);
    server.use(
      http.post('/api/profile/two-factor/setup', async ({ request }) => {
        setups.push(await request.json());
        return HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: QR });
      }),
      http.post('/api/profile/two-factor/enable', async ({ request }) => {
        enables.push(await request.json());
        account = { ...account, twoFactorEnabled: true };
        return HttpResponse.json({ enabled: true });
      }),
    );
    const { container, user } = renderProfile();
    await screen.findByText('更换身份验证器');
    await user.click(buttonIn(container, '更换身份验证器')!);
    expect(await screen.findByText('当前密码不能为空', fieldError)).toBeTruthy();
    expect(setups).toEqual([]);

    await fill(user, screen.getByLabelText('当前密码'), 'OldPass1');
    await user.click(buttonIn(container, '更换身份验证器')!);
    expect((await screen.findByAltText('双因素认证二维码')).getAttribute('src')).toBe(QR);
    expect(setups).toEqual([{ password: 'OldPass1' }]);
    await fill(user, screen.getByLabelText('动态验证码'), '123456');
    await user.click(buttonIn(container, '验证并启用')!);
    expect(await screen.findByText('双因素认证已启用')).toBeTruthy();
    expect(enables).toEqual([{ code: '123456', password: 'OldPass1' }]);
  });

  it('asks for a new address and the password, and says where the confirmation went; the address shown stays', async () => {
    serveSession(() => EDITOR);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/profile/email', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        if (body.email === 'taken@example.com')
          return HttpResponse.json({ error: '该邮箱已被其他账户使用' }, { status: 409 });
        return HttpResponse.json({ message: `确认邮件已发送到 ${body.email}` }, { status: 202 });
      }),
    );
    const { user, container } = renderProfile();
    await screen.findByText('editor1');
    await user.click(buttonIn(container, '发送确认邮件')!);
    expect(await screen.findByText('当前登录密码不能为空', fieldError)).toBeTruthy();
    expect(sent).toEqual([]);

    await fill(user, screen.getByLabelText('新邮箱'), 'taken@example.com');
    await fill(user, screen.getByLabelText('当前登录密码'), 'Editor-Pass-2026');
    await user.click(buttonIn(container, '发送确认邮件')!);
    expect(await screen.findByText('该邮箱已被其他账户使用')).toBeTruthy();

    await fill(user, screen.getByLabelText('新邮箱'), ' new@example.com ');
    await user.click(buttonIn(container, '发送确认邮件')!);
    expect(await screen.findByText('确认邮件已发送到 new@example.com')).toBeTruthy();
    expect(sent).toEqual([
      { email: 'taken@example.com', password: 'Editor-Pass-2026' },
      { email: 'new@example.com', password: 'Editor-Pass-2026' },
    ]);
    expect(accountField('邮箱')).toBe('editor1@example.com');
  });
});
