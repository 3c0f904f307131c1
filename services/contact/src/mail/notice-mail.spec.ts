import { type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import { mailSettingsComplete, noticeMail } from './notice-mail';

const settings = (email: Partial<MailSettingsReply['email']> = {}, contactEmail = 'sales@zhiheng-auto.cn') => ({
  email: {
    ...SETTINGS_DEFAULTS.email,
    smtpServer: 'smtp.exmail.qq.com',
    smtpPort: 465,
    smtpUsername: 'notice@zhiheng-auto.cn',
    smtpPassword: 'secret',
    emailFromName: '官网通知',
    emailFromAddress: 'notice@zhiheng-auto.cn',
    enableSsl: true,
    ...email,
  },
  contactEmail,
  siteName: '智衡自动化科技',
});

const message = {
  id: 42,
  name: '王建国',
  email: 'wang@example.com',
  company: '',
  subject: '咨询报价',
  message: '<b>请</b>联系我\n谢谢',
  created_at: new Date('2026-01-15T08:00:00Z'),
};

describe('mail notice', () => {
  it('needs a server, a sender and a recipient', () => {
    expect(mailSettingsComplete(settings())).toBe(true);
    expect(mailSettingsComplete({ ...settings(), email: SETTINGS_DEFAULTS.email })).toBe(false);
    expect(mailSettingsComplete(settings({ emailFromAddress: '' }))).toBe(false);
    expect(mailSettingsComplete(settings({}, ''))).toBe(false);
    // A server without authentication needs no username.
    expect(mailSettingsComplete(settings({ smtpUsername: '', smtpPassword: '' }))).toBe(true);
  });

  it('goes to the contact address with the visitor as Reply-To, as plain text with every field', () => {
    const mail = noticeMail(settings(), message);
    expect(mail.to).toBe('sales@zhiheng-auto.cn');
    expect(mail.from).toEqual({ name: '官网通知', address: 'notice@zhiheng-auto.cn' });
    expect(mail.replyTo).toEqual({ name: '王建国', address: 'wang@example.com' });
    expect(mail.subject).toBe('【智衡自动化科技】新留言：咨询报价');
    expect(mail.html).toBeUndefined();
    const text = mail.text as string;
    for (const part of ['王建国', 'wang@example.com', '（未填写）', '咨询报价', '<b>请</b>联系我\n谢谢', '2026']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('16:00:00');
  });

  it('falls back to the site name as sender name', () => {
    expect(noticeMail(settings({ emailFromName: '' }), message).from).toEqual({
      name: '智衡自动化科技',
      address: 'notice@zhiheng-auto.cn',
    });
  });
});
