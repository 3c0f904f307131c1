import { type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import { smtpSettingsComplete, smtpTransportOptions } from './smtp-settings';

const settings = (email: Partial<MailSettingsReply['email']> = {}): MailSettingsReply => ({
  email: {
    ...SETTINGS_DEFAULTS.email,
    smtpServer: ' smtp.exmail.qq.com ',
    smtpPort: 465,
    smtpUsername: 'notice@zhiheng-auto.cn',
    smtpPassword: 'secret',
    emailFromAddress: 'notice@zhiheng-auto.cn',
    enableSsl: true,
    ...email,
  },
  contactEmail: '',
  siteName: '智衡自动化科技',
});

describe('SMTP settings', () => {
  it('are complete with a server, a port and a sender, without a username or a contact address', () => {
    expect(smtpSettingsComplete(settings())).toBe(true);
    expect(smtpSettingsComplete(settings({ smtpUsername: '', smtpPassword: '' }))).toBe(true);
    expect(smtpSettingsComplete(settings({ smtpServer: ' ' }))).toBe(false);
    expect(smtpSettingsComplete(settings({ smtpPort: 0 }))).toBe(false);
    expect(smtpSettingsComplete(settings({ emailFromAddress: '' }))).toBe(false);
  });

  it('use TLS from the start on 465, require STARTTLS on other ports with SSL on, and plain without', () => {
    expect(smtpTransportOptions(settings())).toMatchObject({
      host: 'smtp.exmail.qq.com',
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(smtpTransportOptions(settings({ smtpPort: 587 }))).toMatchObject({ secure: false, requireTLS: true });
    expect(smtpTransportOptions(settings({ smtpPort: 25, enableSsl: false }))).toMatchObject({
      secure: false,
      requireTLS: false,
    });
    expect(smtpTransportOptions(settings()).auth).toEqual({ user: 'notice@zhiheng-auto.cn', pass: 'secret' });
    expect(smtpTransportOptions(settings({ smtpUsername: '' })).auth).toBeUndefined();
  });
});
