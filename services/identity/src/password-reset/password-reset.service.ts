import { Injectable } from '@nestjs/common';
import {
  type ClientContext,
  Errors,
  type ForgotPasswordInput,
  IdentityEvents,
  type PasswordResetInput,
  USER_STATUS_LABELS,
  type UserStatus,
} from '@site/contracts';
import { clientKey, EventBus, ServiceException } from '@site/service-kit';
import { AccountMailWorker } from '../mail/account-mail.worker';
import { SettingsService } from '../settings/settings.service';
import { PasswordHasher } from '../users/password-hasher';
import { passwordProblem } from '../users/password-policy';
import { type ResetAccount, PasswordResetRepository } from './password-reset.repository';
import { accountKey, limitReached, plainIdentifier } from './reset-limits';
import { type LinkFlow, LinkTokens } from './link-tokens';

const REQUEST_PATH = '/api/auth/forgot-password';
const RESET_PATH = '/api/auth/reset-password';

const RESET_FLOW: LinkFlow = {
  purpose: 'reset',
  path: RESET_PATH,
  failed: '重置密码失败',
  errors: { invalid: Errors.resetLinkInvalid, used: Errors.resetLinkUsed, expired: Errors.resetLinkExpired },
  tooMany: Errors.resetTooMany,
};

/**
 * Forgot password by e-mail (docs/accounts.md). A request never says whether the account exists:
 * the caller answers the same whatever happens here, and the mail goes out from the worker.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly settings: SettingsService,
    private readonly hasher: PasswordHasher,
    private readonly links: LinkTokens,
    private readonly mail: AccountMailWorker,
    private readonly events: EventBus,
  ) {}

  async request(input: ForgotPasswordInput, context: ClientContext): Promise<void> {
    const earlierFromClient = await this.resets.count('client', clientKey(context.ip));
    // A CR or LF could add mail headers: refused before anything is looked up.
    if (!plainIdentifier(input.email)) return this.noted(null, '申请重置密码：地址格式无效', context);
    const key = accountKey(input.email);
    const earlierForAccount = await this.resets.count('account', key);
    if (limitReached('client', earlierFromClient) || limitReached('account', earlierForAccount)) {
      return this.noted({ username: key }, '申请重置密码：超过频率限制，未发送', context, 429);
    }
    const accounts = await this.resets.findAccounts(key);
    if (!accounts.length) return this.noted({ username: key }, '申请重置密码：账户不存在', context);
    for (const account of accounts) {
      if (account.status !== 'active') {
        const label = USER_STATUS_LABELS[account.status as UserStatus] ?? account.status;
        await this.noted(account, `申请重置密码：账户${label}，未发送`, context);
        continue;
      }
      await this.resets.queueMail('password-reset', account.id, context);
      await this.noted(account, '申请重置密码', context);
    }
    this.mail.kick();
  }

  /**
   * Sets the new password when the token is a live reset token of an active account: the token is
   * spent in the same transaction, and every session and trusted device of the account ends.
   * Nobody is signed in; two-factor is still asked at the next sign-in.
   */
  async complete(input: PasswordResetInput, context: ClientContext): Promise<void> {
    const { found, user } = await this.links.open(RESET_FLOW, input.token, context);
    const weak = passwordProblem(input.password, await this.settings.getTab('security'));
    if (weak) {
      await this.links.note(user, '重置密码失败：新密码不符合要求', context, RESET_PATH, 400);
      throw new ServiceException(Errors.weakPassword(weak));
    }
    const passwordHash = await this.hasher.hash(input.password);
    if (!(await this.resets.resetPassword(found.id, user.id, passwordHash, context))) {
      return this.links.refuse(RESET_FLOW, 'used', user, context);
    }
    await this.events.publish(IdentityEvents.accessChanged, { user_id: user.id });
    this.mail.kick();
    await this.links.note(user, '通过邮件链接重置密码', context, RESET_PATH, 200);
  }

  private noted(
    account: (Partial<Pick<ResetAccount, 'id' | 'role'>> & { username: string }) | null,
    action: string,
    context: ClientContext,
    status = 202,
  ): Promise<void> {
    return this.links.note(account, action, context, REQUEST_PATH, status);
  }
}
