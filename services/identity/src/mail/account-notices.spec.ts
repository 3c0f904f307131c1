import { type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import {
  describeBrowser,
  NEW_SIGN_IN_NOTICES_PER_HOUR,
  newBrowserNotice,
  type NoticeMail,
  noticeMail,
  passwordNotice,
  roleNotice,
  twoFactorNotice,
} from './account-notices';

const settings: MailSettingsReply & { logoUrl: string } = {
  email: { ...SETTINGS_DEFAULTS.email, smtpServer: 'smtp.example.com', smtpPort: 587, emailFromAddress: 'no@x.cn' },
  contactEmail: '',
  siteName: '智衡<自动化>',
  logoUrl: 'https://www.site.example/uploads/logo.png',
};
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const mail = (kind: string, details: Record<string, unknown> = {}): NoticeMail => ({
  kind,
  details,
  createdAt: new Date('2026-11-30T02:00:00Z'),
  ip: '203.0.113.9',
  userAgent: CHROME_WINDOWS,
  user: { username: 'wang', email: 'wang@example.com' },
});

/** Every notice: Chinese, to the account, the time in Beijing, the logo, and never a link. */
function expectNotice(sent: ReturnType<typeof noticeMail>, subject: string) {
  expect(sent).not.toBeNull();
  expect(sent!.subject).toBe(`【智衡<自动化>】${subject}`);
  expect(sent!.to).toEqual({ name: 'wang', address: 'wang@example.com' });
  expect(sent!.text).toContain('2026年11月30日 10:00:00（北京时间）');
  expect(sent!.text).not.toMatch(/https?:|www\./);
  expect(sent!.html).not.toMatch(/<a\b/);
  expect(sent!.html).toContain('<img src="https://www.site.example/uploads/logo.png"');
  expect(sent!.html).not.toContain('<自动化>');
  return { text: sent!.text as string, html: sent!.html as string };
}

describe('account notices: when', () => {
  it('tells a password change, saying how and by whom', () => {
    expect(passwordNotice('self')).toEqual({ kind: 'password-changed', details: { how: 'self' } });
    expect(passwordNotice('admin', 'boss')).toEqual({
      kind: 'password-changed',
      details: { how: 'admin', by: 'boss' },
    });
  });

  it('tells two-factor turned on, off or replaced, and nothing when it stays off', () => {
    expect(twoFactorNotice(false, true)?.details).toEqual({ change: 'on' });
    expect(twoFactorNotice(true, false)?.details).toEqual({ change: 'off' });
    expect(twoFactorNotice(true, true)?.details).toEqual({ change: 'replaced' });
    expect(twoFactorNotice(false, false)).toBeNull();
  });

  it('tells a role change, and nothing when the role stays or is not given', () => {
    expect(roleNotice('editor', 'viewer', 'boss')).toEqual({
      kind: 'role-changed',
      details: { from: 'editor', to: 'viewer', by: 'boss' },
    });
    expect(roleNotice('editor', 'editor', 'boss')).toBeNull();
    expect(roleNotice('editor', undefined, 'boss')).toBeNull();
  });

  it("tells a new browser, but not the account's first one nor past the hourly cap", () => {
    expect(newBrowserNotice({ otherBrowsers: 1, noticesLastHour: 0 })).toEqual({ kind: 'new-sign-in', details: {} });
    expect(newBrowserNotice({ otherBrowsers: 0, noticesLastHour: 0 })).toBeNull();
    expect(newBrowserNotice({ otherBrowsers: 3, noticesLastHour: NEW_SIGN_IN_NOTICES_PER_HOUR - 1 })).not.toBeNull();
    expect(newBrowserNotice({ otherBrowsers: 3, noticesLastHour: NEW_SIGN_IN_NOTICES_PER_HOUR })).toBeNull();
  });
});

describe('account notices: the mails', () => {
  it('says how the password changed', () => {
    const reset = expectNotice(noticeMail(settings, mail('password-changed', { how: 'reset' })), '您的密码已修改');
    expect(reset.text).toContain('通过邮件链接修改，所有已登录的会话都已退出');
    expect(reset.html).toContain('您的密码已修改：');
    // Rows queued before `how` existed are resets.
    expect(noticeMail(settings, mail('password-changed'))!.text).toBe(reset.text);
    expect(
      expectNotice(noticeMail(settings, mail('password-changed', { how: 'self' })), '您的密码已修改').text,
    ).toContain('在账户设置中修改，其他已登录的会话都已退出');
    const admin = expectNotice(
      noticeMail(settings, mail('password-changed', { how: 'admin', by: 'boss<b>' })),
      '您的密码已修改',
    );
    expect(admin.text).toContain('由管理员 boss<b> 重置');
    expect(admin.html).toContain('由管理员 boss&lt;b&gt; 重置');
    expect(noticeMail(settings, mail('password-changed', { how: 'cli' }))!.text).toContain('通过命令行重置');
  });

  it('says two-factor was turned on, off or replaced', () => {
    expect(
      expectNotice(noticeMail(settings, mail('two-factor-changed', { change: 'on' })), '两步验证已开启').text,
    ).toContain('开启了两步验证');
    expect(
      expectNotice(noticeMail(settings, mail('two-factor-changed', { change: 'off' })), '两步验证已关闭').text,
    ).toContain('关闭了两步验证');
    expectNotice(noticeMail(settings, mail('two-factor-changed', { change: 'replaced' })), '两步验证已更换验证器');
  });

  it('names the old and new role in Chinese, and who changed it', () => {
    const { text } = expectNotice(
      noticeMail(settings, mail('role-changed', { from: 'editor', to: 'admin', by: 'boss' })),
      '您的账户角色已变更',
    );
    expect(text).toContain('管理员 boss 已于');
    expect(text).toContain('由「编辑」改为「管理员」');
  });

  it('names the browser and the client address of a new-browser sign-in, never the raw User-Agent', () => {
    const { text } = expectNotice(noticeMail(settings, mail('new-sign-in')), '新浏览器登录提醒');
    expect(text).toContain('浏览器：Chrome 131（Windows 10）；客户端地址：203.0.113.9');
    const hostile = noticeMail(settings, { ...mail('new-sign-in'), userAgent: 'Evil/1.0 (+https://evil.example/x)' })!;
    expect(hostile.text).not.toContain('evil.example');
    expect(noticeMail(settings, { ...mail('new-sign-in'), ip: null, userAgent: null })!.text).toContain(
      '浏览器：未知浏览器；客户端地址：未知',
    );
  });

  it('leaves the kinds that are not notices to their own templates', () => {
    expect(noticeMail(settings, mail('password-reset'))).toBeNull();
    expect(noticeMail(settings, mail('invitation'))).toBeNull();
  });

  it('shows no logo when there is none', () => {
    expect(noticeMail({ ...settings, logoUrl: '' }, mail('new-sign-in'))!.html).not.toContain('<img');
  });
});

describe('describeBrowser', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 131（Windows 10）'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      'Safari 17（Mac OS 10.15.7）',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133（Linux）'],
    ['curl/8.5.0', '未知浏览器'],
    ['', '未知浏览器'],
    [null, '未知浏览器'],
  ])('%s → %s', (agent, expected) => {
    expect(describeBrowser(agent)).toBe(expected);
  });
});
