import { type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import { canSend, emailChangedMail, emailChangeMail, invitationMail, mailLogoUrl, resetMail } from './account-mail';

const settings: MailSettingsReply = {
  email: { ...SETTINGS_DEFAULTS.email, smtpServer: 'smtp.example.com', smtpPort: 587, emailFromAddress: 'no@x.cn' },
  contactEmail: 'sales@x.cn',
  siteName: '智衡<自动化>',
};
const account = { username: 'wang', email: 'wang@example.com' };

describe('account mails', () => {
  it('needs a server and a sender, not a contact address', () => {
    expect(canSend(settings)).toBe(true);
    expect(canSend({ ...settings, contactEmail: '' })).toBe(true);
    expect(canSend({ ...settings, email: { ...settings.email, smtpServer: ' ' } })).toBe(false);
    expect(canSend({ ...settings, email: { ...settings.email, emailFromAddress: '' } })).toBe(false);
  });

  it('sends the reset link in Chinese, as HTML with a text part, the site name escaped in the HTML', () => {
    const link = 'https://www.site.example/admin/reset-password#token=abc_-';
    const mail = resetMail(settings, account, link);
    expect(mail.subject).toBe('【智衡<自动化>】重置密码');
    expect(mail.to).toEqual({ name: 'wang', address: 'wang@example.com' });
    expect(mail.from).toEqual({ name: '智衡<自动化>', address: 'no@x.cn' });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('30 分钟内');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).toContain('智衡&lt;自动化&gt;');
    expect(mail.html).not.toContain('<自动化>');
  });

  it('shows the logo above every mail, made absolute against the site address', () => {
    expect(mailLogoUrl('/uploads/logo.png', 'https://www.site.example')).toBe(
      'https://www.site.example/uploads/logo.png',
    );
    expect(mailLogoUrl('https://cdn.example/a.png?v=2', 'https://www.site.example')).toBe(
      'https://cdn.example/a.png?v=2',
    );
    expect(mailLogoUrl('/uploads/logo.png', '')).toBeNull();
    expect(mailLogoUrl(' ', 'https://www.site.example')).toBeNull();
    const logoUrl = mailLogoUrl('https://cdn.example/a.png?v=2&w=80', 'https://www.site.example');
    const mail = resetMail({ ...settings, logoUrl }, account, 'https://www.site.example/x');
    expect(mail.html).toContain('<img src="https://cdn.example/a.png?v=2&amp;w=80" alt="智衡&lt;自动化&gt;"');
    expect(resetMail(settings, account, 'https://www.site.example/x').html).not.toContain('<img');
  });

  it('invites with the user name and a 72-hour link, the link an anchor in the HTML', () => {
    const link = 'https://www.site.example/admin/accept-invite#token=abc_-';
    const mail = invitationMail(settings, account, link);
    expect(mail.subject).toBe('【智衡<自动化>】邀请您加入网站后台');
    expect(mail.to).toEqual({ name: 'wang', address: 'wang@example.com' });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('用户名是 wang');
    expect(mail.text).toContain('72 小时');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).not.toContain('<自动化>');
  });

  it('asks the new address to confirm a change within 24 hours', () => {
    const link = 'https://www.site.example/admin/confirm-email#token=abc_-';
    const mail = emailChangeMail(settings, { username: 'wang', email: 'new@example.com' }, link);
    expect(mail.subject).toBe('【智衡<自动化>】请确认您的新邮箱');
    expect(mail.to).toEqual({ name: 'wang', address: 'new@example.com' });
    expect(mail.text).toContain('new@example.com');
    expect(mail.text).toContain('24 小时');
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('tells the old address who changed it, with no link', () => {
    const at = new Date('2026-11-30T02:00:00Z');
    const old = { username: 'wang', email: 'old@example.com' };
    const bySelf = emailChangedMail(settings, old, { newEmail: 'new@example.com', by: 'self' }, at);
    expect(bySelf.subject).toBe('【智衡<自动化>】您的邮箱已修改');
    expect(bySelf.to).toEqual({ name: 'wang', address: 'old@example.com' });
    expect(bySelf.text).toContain('经新邮箱确认后改为 new@example.com');
    expect(bySelf.text).not.toMatch(/https?:/);
    const byAdmin = emailChangedMail(settings, old, { newEmail: '<b>@x.cn', by: 'admin' }, at);
    expect(byAdmin.text).toContain('由管理员改为');
    expect(byAdmin.html).toContain('&lt;b&gt;@x.cn');
  });
});
