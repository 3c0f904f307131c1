import { type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import { canSend, mailLogoUrl, resetMail } from './account-mail';

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
});
