import { Injectable } from '@nestjs/common';
import {
  type ChangeEmailInput,
  type ClientContext,
  type ConfirmEmailInput,
  Errors,
  type ServiceErrorPayload,
  type SessionUser,
} from '@site/contracts';
import { ServiceException } from '@site/service-kit';
import { SignInGuard } from '../auth/sign-in-guard';
import { AccountMailWorker } from '../mail/account-mail.worker';
import { type LinkFlow, LinkTokens } from '../password-reset/link-tokens';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { plainIdentifier } from '../password-reset/reset-limits';
import { UsersRepository } from '../users/users.repository';

const REQUEST_PATH = '/api/profile/email';
const CONFIRM_PATH = '/api/auth/confirm-email';

const EMAIL_FLOW: LinkFlow = {
  purpose: 'email-change',
  path: CONFIRM_PATH,
  failed: '确认修改邮箱失败',
  errors: { invalid: Errors.emailLinkInvalid, used: Errors.emailLinkUsed, expired: Errors.emailLinkExpired },
  tooMany: Errors.linkTooMany,
};

/**
 * A user's own e-mail change (docs/accounts.md): a confirmation link goes to the new address and the
 * address changes only when it is followed; then the old address is told.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: PasswordResetRepository,
    private readonly links: LinkTokens,
    private readonly guard: SignInGuard,
    private readonly mail: AccountMailWorker,
  ) {}

  async request(actor: SessionUser, input: ChangeEmailInput, context: ClientContext): Promise<void> {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw new ServiceException(Errors.userNotFound());
    const email = input.email.trim();
    const refuse = async (reason: string, error: ServiceErrorPayload): Promise<never> => {
      await this.links.note(user, `申请修改邮箱失败：${reason}`, context, REQUEST_PATH, error.status);
      throw new ServiceException(error);
    };
    // A CR or LF could add mail headers: refused before anything else.
    if (!plainIdentifier(email)) return refuse('地址格式无效', Errors.emailUnsafe());
    if (!(await this.guard.checkOwnPassword(user, input.password, context.ip))) {
      return refuse('当前密码不正确', Errors.wrongPassword());
    }
    if (email.toLowerCase() === user.email.toLowerCase()) return refuse('与当前邮箱相同', Errors.emailUnchanged());
    if (await this.users.emailTaken(email, user.id)) return refuse('邮箱已被使用', Errors.emailTaken());
    await this.tokens.endLinks(user.id, 'email-change', 'email-change');
    await this.tokens.queueMail('email-change', user.id, context, { toAddress: email, details: { newEmail: email } });
    await this.links.note(user, '申请修改邮箱', context, REQUEST_PATH, 202);
    this.mail.kick();
  }

  async confirm(input: ConfirmEmailInput, context: ClientContext): Promise<void> {
    const { found, user } = await this.links.open(EMAIL_FLOW, input.token, context);
    const email = found.email;
    if (!email) return this.links.refuse(EMAIL_FLOW, 'invalid', user, context);
    const outcome = await this.tokens.confirmEmail(found.id, user.id, email, context);
    if (outcome === 'used') return this.links.refuse(EMAIL_FLOW, 'used', user, context);
    if (outcome === 'taken') {
      await this.links.note(user, '确认修改邮箱失败：邮箱已被使用', context, CONFIRM_PATH, 409);
      throw new ServiceException(Errors.emailTaken());
    }
    this.mail.kick();
    await this.links.note(user, '确认修改邮箱', context, CONFIRM_PATH, 200);
  }
}
