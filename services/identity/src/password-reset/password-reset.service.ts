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
import { AuditService } from '../audit/audit.service';
import { AccountMailWorker } from '../mail/account-mail.worker';
import { SettingsService } from '../settings/settings.service';
import { PasswordHasher } from '../users/password-hasher';
import { passwordProblem } from '../users/password-policy';
import { UsersRepository } from '../users/users.repository';
import { type ResetAccount, PasswordResetRepository } from './password-reset.repository';
import { accountKey, limitReached, plainIdentifier } from './reset-limits';
import { hashAccountToken, type TokenProblem, tokenProblem, tokenShaped } from './reset-tokens';

const REQUEST_PATH = '/api/auth/forgot-password';
const RESET_PATH = '/api/auth/reset-password';

const PROBLEM_TEXT: Record<TokenProblem, string> = {
  invalid: '链接无效',
  used: '链接已使用',
  expired: '链接已过期',
};
const PROBLEM_ERROR = {
  invalid: Errors.resetLinkInvalid,
  used: Errors.resetLinkUsed,
  expired: Errors.resetLinkExpired,
} as const;

/**
 * Forgot password by e-mail (docs/accounts.md). A request never says whether the account exists:
 * the caller answers the same whatever happens here, and the mail goes out from the worker.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly users: UsersRepository,
    private readonly settings: SettingsService,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
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
    const earlier = await this.resets.count('attempt', clientKey(context.ip));
    if (limitReached('attempt', earlier)) {
      await this.noted(null, '重置密码失败：尝试过多', context, 429, RESET_PATH);
      throw new ServiceException({ ...Errors.resetTooMany(), retryAfter: 15 * 60 });
    }
    const found = tokenShaped(input.token) ? await this.resets.findToken(hashAccountToken(input.token)) : null;
    const user = found ? await this.users.findById(found.userId) : null;
    let problem = tokenProblem(found, 'reset', new Date());
    if (!problem && user?.status !== 'active') problem = 'invalid';
    if (problem) return this.refuse(problem, user, context);

    const weak = passwordProblem(input.password, await this.settings.getTab('security'));
    if (weak) {
      await this.noted(user, '重置密码失败：新密码不符合要求', context, 400, RESET_PATH);
      throw new ServiceException(Errors.weakPassword(weak));
    }
    const passwordHash = await this.hasher.hash(input.password);
    if (!(await this.resets.resetPassword(found!.id, user!.id, passwordHash, context))) {
      return this.refuse('used', user, context);
    }
    await this.events.publish(IdentityEvents.accessChanged, { user_id: user!.id });
    this.mail.kick();
    await this.noted(user, '通过邮件链接重置密码', context, 200, RESET_PATH);
  }

  private async refuse(
    problem: TokenProblem,
    user: { id: number; username: string; role: string } | null,
    context: ClientContext,
  ): Promise<never> {
    await this.noted(user, `重置密码失败：${PROBLEM_TEXT[problem]}`, context, 400, RESET_PATH);
    throw new ServiceException(PROBLEM_ERROR[problem]());
  }

  private noted(
    account: (Partial<Pick<ResetAccount, 'id' | 'role'>> & { username: string }) | null,
    action: string,
    context: ClientContext,
    status = 202,
    path = REQUEST_PATH,
  ): Promise<void> {
    return this.audit.record({
      userId: account?.id ?? null,
      username: account?.username.slice(0, 50) ?? '-',
      role: account?.role ?? '-',
      action,
      path,
      status,
      ip: context.ip,
      userAgent: context.userAgent,
    });
  }
}
