import { SETTINGS_DEFAULTS } from '@site/contracts';
import { outgoingPolicy, parseAllowList } from '@site/service-kit';
import { createTransport } from 'nodemailer';
import type { AuditService } from '../audit/audit.service';
import type { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { hashAccountToken } from '../password-reset/reset-tokens';
import type { SettingsService } from '../settings/settings.service';
import type { AccountMailRepository, ClaimedMail } from './account-mail.repository';
import { AccountMailWorker, AUDITED_MAILS } from './account-mail.worker';

jest.mock('nodemailer', () => ({ createTransport: jest.fn() }));

const mail = (
  attempts = 1,
  kind: ClaimedMail['kind'] = 'password-reset',
  details: Record<string, unknown> = {},
): ClaimedMail => ({
  id: 7,
  kind,
  attempts,
  createdAt: new Date(0),
  toAddress: null,
  details,
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  user: { id: 3, username: 'wang', role: 'editor', email: 'wang@example.com', status: 'active', invited: false },
});

function setup(options: { siteUrl?: string; claimed?: ClaimedMail[]; sendFails?: boolean } = {}) {
  const sent: Array<{ to: unknown; text: string; html: string }> = [];
  (createTransport as jest.Mock).mockReturnValue({
    sendMail: jest.fn((m: { to: unknown; text: string; html: string }) => {
      if (options.sendFails) return Promise.reject(new Error('451 try later'));
      sent.push(m);
      return Promise.resolve();
    }),
    close: jest.fn(),
  });
  const outbox = {
    claimDue: jest.fn(() => Promise.resolve(options.claimed ?? [mail()])),
    markSent: jest.fn(() => Promise.resolve()),
    markFinal: jest.fn(() => Promise.resolve()),
    retryLater: jest.fn(() => Promise.resolve()),
    release: jest.fn(() => Promise.resolve()),
  };
  const resets = { issue: jest.fn(() => Promise.resolve()) };
  const settings = {
    getMailSettings: () =>
      Promise.resolve({
        email: { ...SETTINGS_DEFAULTS.email, smtpServer: '127.0.0.1', smtpPort: 2525, emailFromAddress: 'no@x.cn' },
        contactEmail: '',
        siteName: '智衡',
      }),
    getTab: () =>
      Promise.resolve({ siteUrl: options.siteUrl ?? 'https://www.site.example', logoUrl: '/uploads/logo.png' }),
  };
  const audit = { record: jest.fn(() => Promise.resolve()) };
  const worker = new AccountMailWorker(
    outbox as unknown as AccountMailRepository,
    resets as unknown as PasswordResetRepository,
    settings as unknown as SettingsService,
    audit as unknown as AuditService,
    outgoingPolicy('smtp', parseAllowList('127.0.0.1')),
  );
  return { worker, outbox, resets, audit, sent };
}

describe('AccountMailWorker', () => {
  it('makes the token when the mail goes out, storing only its hash, the link from the site address', async () => {
    const { worker, outbox, resets, audit, sent } = setup();
    await worker.runOnce();
    expect(sent).toHaveLength(1);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(sent[0].text)![1];
    expect(sent[0].text).toContain(`https://www.site.example/admin/reset-password#token=${token}`);
    expect(resets.issue).toHaveBeenCalledWith(3, 'reset', hashAccountToken(token), 30, null);
    expect(outbox.markSent).toHaveBeenCalledWith(7);
    expect(audit.record).toHaveBeenCalledWith(
      expect.objectContaining({ action: '重置密码邮件已发送', ip: '203.0.113.9', userAgent: 'Mozilla/5.0' }),
    );
  });

  it('sends nothing without a site address, and says why', async () => {
    const { worker, outbox, resets, audit, sent } = setup({ siteUrl: '' });
    await worker.runOnce();
    expect(sent).toHaveLength(0);
    expect(resets.issue).not.toHaveBeenCalled();
    expect(outbox.markFinal).toHaveBeenCalledWith(7, 'skipped', '未设置网站地址');
    expect(audit.record).toHaveBeenCalledWith(
      expect.objectContaining({ action: '重置密码邮件未发送：未设置网站地址' }),
    );
  });

  it('tries a failed send again later, and gives up after the last attempt', async () => {
    const first = setup({ sendFails: true });
    await first.worker.runOnce();
    expect(first.outbox.retryLater).toHaveBeenCalledWith(7, expect.any(Number), '451 try later');
    expect(first.audit.record).not.toHaveBeenCalled();

    const last = setup({ sendFails: true, claimed: [mail(7)] });
    await last.worker.runOnce();
    expect(last.outbox.markFinal).toHaveBeenCalledWith(7, 'failed', '451 try later');
    expect(last.audit.record).toHaveBeenCalledWith(expect.objectContaining({ action: '重置密码邮件发送失败' }));
  });

  it('sends the password-changed notice without a link', async () => {
    const { worker, resets, sent } = setup({ claimed: [mail(1, 'password-changed')], siteUrl: '' });
    await worker.runOnce();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain('您的密码已修改');
    expect(resets.issue).not.toHaveBeenCalled();
  });

  it('writes a notice from its details, with the logo made absolute against the site address', async () => {
    const claimed = [mail(1, 'role-changed', { from: 'editor', to: 'viewer', by: 'boss' })];
    const { worker, outbox, audit, sent } = setup({ claimed });
    await worker.runOnce();
    expect(sent[0].text).toContain('由「编辑」改为「查看者」');
    expect(sent[0].html).toContain('<img src="https://www.site.example/uploads/logo.png"');
    expect(outbox.markSent).toHaveBeenCalledWith(7);
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('sends an invitation to an invited account: a 72-hour link to accept-invite, audited by the one table', async () => {
    const invitation = { ...mail(1, 'invitation'), user: { ...mail().user, invited: true } };
    const { worker, resets, audit, sent } = setup({ claimed: [invitation] });
    await worker.runOnce();
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(sent[0].text)![1];
    expect(sent[0].text).toContain(`https://www.site.example/admin/accept-invite#token=${token}`);
    expect(resets.issue).toHaveBeenCalledWith(3, 'invite', hashAccountToken(token), 72 * 60, null);
    expect(audit.record).toHaveBeenCalledWith(
      expect.objectContaining({
        action: '邀请邮件已发送',
        path: AUDITED_MAILS.invitation!.path,
        userAgent: 'Mozilla/5.0',
      }),
    );
  });

  it('does not send an invitation once the account has a password', async () => {
    const { worker, outbox, resets, audit, sent } = setup({ claimed: [mail(1, 'invitation')] });
    await worker.runOnce();
    expect(sent).toHaveLength(0);
    expect(resets.issue).not.toHaveBeenCalled();
    expect(outbox.markFinal).toHaveBeenCalledWith(7, 'skipped', '账户已设置密码');
    expect(audit.record).toHaveBeenCalledWith(expect.objectContaining({ action: '邀请邮件未发送：账户已设置密码' }));
  });

  it('sends an e-mail change confirmation to the new address, its token bound to that address', async () => {
    const change = { ...mail(1, 'email-change'), toAddress: 'new@example.com' };
    const { worker, resets, audit, sent } = setup({ claimed: [change] });
    await worker.runOnce();
    expect(sent[0].to).toEqual({ name: 'wang', address: 'new@example.com' });
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(sent[0].text)![1];
    expect(sent[0].text).toContain(`/admin/confirm-email#token=${token}`);
    expect(resets.issue).toHaveBeenCalledWith(3, 'email-change', hashAccountToken(token), 24 * 60, 'new@example.com');
    expect(audit.record).toHaveBeenCalledWith(expect.objectContaining({ action: '修改邮箱确认邮件已发送' }));
  });

  it('tells the old address of a change, with no link and no audit entry of its own', async () => {
    const notice = {
      ...mail(1, 'email-changed'),
      toAddress: 'old@example.com',
      details: { oldEmail: 'old@example.com', newEmail: 'wang@example.com', by: 'self' },
    };
    const { worker, resets, audit, sent } = setup({ claimed: [notice], siteUrl: '' });
    await worker.runOnce();
    expect(sent[0].to).toEqual({ name: 'wang', address: 'old@example.com' });
    expect(sent[0].text).toContain('wang@example.com');
    expect(sent[0].text).not.toMatch(/https?:/);
    expect(resets.issue).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });
});
