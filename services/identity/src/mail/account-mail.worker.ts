import { Inject, Injectable } from '@nestjs/common';
import type { MailSettingsReply } from '@site/contracts';
import { backoffDelayMs, guardedSmtpOptions, type OutgoingPolicy, OutboxWorker } from '@site/service-kit';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { AuditService } from '../audit/audit.service';
import { SMTP_POLICY } from '../outgoing-policies';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import type { TokenPurpose } from '../password-reset/account-token.entity';
import {
  accountLink,
  EMAIL_CHANGE_TOKEN_MINUTES,
  INVITE_TOKEN_MINUTES,
  newAccountToken,
  RESET_TOKEN_MINUTES,
} from '../password-reset/reset-tokens';
import { SettingsService } from '../settings/settings.service';
import { type ClaimedMail, AccountMailRepository } from './account-mail.repository';
import type { AccountMailKind } from './account-mail.entity';
import {
  type AccountMailSettings,
  canSend,
  emailChangedMail,
  emailChangeMail,
  invitationMail,
  mailLogoUrl,
  resetMail,
  transportOptions,
} from './account-mail';
import { noticeMail } from './account-notices';

const POLL_MS = 2000;
const BATCH = 5;
const LEASE_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;
const STOP_WAIT_MS = 8000;
/** About 20 minutes in all: a reset mail later than that would come after the user gave up. */
export const ACCOUNT_MAIL_RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 2 * 60_000, 5 * 60_000, 10 * 60_000] as const;

/** The mails that carry a link: the token's purpose and life. */
const LINK_MAILS: Partial<Record<AccountMailKind, { purpose: TokenPurpose; minutes: number }>> = {
  'password-reset': { purpose: 'reset', minutes: RESET_TOKEN_MINUTES },
  invitation: { purpose: 'invite', minutes: INVITE_TOKEN_MINUTES },
  'email-change': { purpose: 'email-change', minutes: EMAIL_CHANGE_TOKEN_MINUTES },
};

/** The mails whose fate is audited: their name in the entries (…已发送, …未发送：…, …发送失败) and path. */
export const AUDITED_MAILS: Partial<Record<AccountMailKind, { name: string; path: string }>> = {
  'password-reset': { name: '重置密码邮件', path: '/api/auth/forgot-password' },
  invitation: { name: '邀请邮件', path: '/api/users' },
  'email-change': { name: '修改邮箱确认邮件', path: '/api/profile/email' },
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the account mails (reset links, "password changed" notices) in the background, never in a
 * request: a loop over the outbox with retries and backoff; a restart picks up where it stopped.
 * A reset mail's token is made when its turn comes, so no usable token is ever stored.
 */
@Injectable()
export class AccountMailWorker extends OutboxWorker {
  constructor(
    private readonly outbox: AccountMailRepository,
    private readonly resets: PasswordResetRepository,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    @Inject(SMTP_POLICY) private readonly policy: OutgoingPolicy,
  ) {
    super(AccountMailWorker.name, { pollMs: POLL_MS, pruneEveryMs: PRUNE_EVERY_MS, stopWaitMs: STOP_WAIT_MS });
  }

  protected async prune(): Promise<void> {
    await this.outbox.pruneFinished(KEEP_FINISHED_MS);
    await this.resets.prune();
  }

  async runOnce(): Promise<boolean> {
    const claimed = await this.outbox.claimDue(BATCH, LEASE_MS);
    if (!claimed.length) return false;
    let settings: AccountMailSettings;
    let siteUrl: string;
    try {
      const [mailSettings, general] = await Promise.all([
        this.settings.getMailSettings(),
        this.settings.getTab('general'),
      ]);
      siteUrl = general.siteUrl;
      settings = { ...mailSettings, logoUrl: mailLogoUrl(general.logoUrl, siteUrl) };
    } catch (error) {
      for (const mail of claimed) await this.fail(mail, `无法读取设置：${describe(error)}`);
      return false;
    }
    let transport: ReturnType<typeof createTransport> | null = null;
    try {
      for (const mail of claimed) {
        if (this.stopped) {
          await this.outbox.release(mail.id);
          continue;
        }
        const skip = this.skipReason(mail, settings, siteUrl);
        if (skip) {
          await this.outbox.markFinal(mail.id, 'skipped', skip);
          await this.record(mail, `未发送：${skip}`, 503);
          continue;
        }
        try {
          transport ??= createTransport(await guardedSmtpOptions(transportOptions(settings), this.policy));
          await transport.sendMail(await this.compose(mail, settings, siteUrl));
          await this.outbox.markSent(mail.id);
          await this.record(mail, '已发送', 200);
        } catch (error) {
          await this.fail(mail, describe(error));
        }
      }
    } finally {
      transport?.close();
    }
    return claimed.length === BATCH;
  }

  /** Why a mail is not sent at all (logged and, for the audited kinds, audited), or null. */
  private skipReason(mail: ClaimedMail, settings: MailSettingsReply, siteUrl: string): string | null {
    if (!canSend(settings)) return 'SMTP 设置不完整';
    if (!LINK_MAILS[mail.kind]) return null;
    if (mail.user.status !== 'active') return '账户未启用';
    if (mail.kind === 'invitation' && !mail.user.invited) return '账户已设置密码';
    // Never the Host header of some request: only the configured address makes the link.
    if (!siteUrl) return '未设置网站地址';
    return null;
  }

  private async compose(mail: ClaimedMail, settings: AccountMailSettings, siteUrl: string): Promise<SendMailOptions> {
    const to = { username: mail.user.username, email: mail.toAddress ?? mail.user.email };
    const notice = noticeMail(settings, mail);
    if (notice) return notice;
    if (mail.kind === 'email-changed') return emailChangedMail(settings, to, mail.details, mail.createdAt);
    const link = LINK_MAILS[mail.kind];
    if (!link) throw new Error(`no template for ${mail.kind} mails`);
    const { token, tokenHash } = newAccountToken();
    // An e-mail-change token confirms the address its mail goes to, and only that one.
    const confirms = mail.kind === 'email-change' ? to.email : null;
    await this.resets.issue(mail.user.id, link.purpose, tokenHash, link.minutes, confirms);
    const url = accountLink(siteUrl, link.purpose, token);
    if (mail.kind === 'invitation') return invitationMail(settings, mail.user, url);
    if (mail.kind === 'email-change') return emailChangeMail(settings, to, url);
    return resetMail(settings, mail.user, url);
  }

  private async fail(mail: ClaimedMail, reason: string): Promise<void> {
    const delay = backoffDelayMs(ACCOUNT_MAIL_RETRY_DELAYS_MS, mail.attempts, Math.random());
    if (delay === null) {
      this.logger.error(`${mail.kind} mail ${mail.id} given up after ${mail.attempts} attempts: ${reason}`);
      await this.outbox.markFinal(mail.id, 'failed', reason);
      await this.record(mail, '发送失败', 502);
      return;
    }
    this.logger.warn(
      `${mail.kind} mail ${mail.id} failed (attempt ${mail.attempts}), retry in ${Math.round(delay / 1000)} s: ${reason}`,
    );
    await this.outbox.retryLater(mail.id, delay, reason);
  }

  /** `outcome` follows the kind's name in the audit entry (已发送, 未发送：…, 发送失败). */
  private record(mail: ClaimedMail, outcome: string, status: number): Promise<void> {
    const audited = AUDITED_MAILS[mail.kind];
    if (!audited) {
      if (status !== 200) this.logger.warn(`${mail.kind} mail ${mail.id}: ${outcome}`);
      return Promise.resolve();
    }
    return this.audit.record({
      userId: mail.user.id,
      username: mail.user.username,
      role: mail.user.role,
      action: `${audited.name}${outcome}`,
      path: audited.path,
      status,
      ip: mail.ip,
      userAgent: mail.userAgent,
    });
  }
}
