import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type AcceptInviteInput,
  type ClientContext,
  type CreateUserInput,
  Errors,
  IdentityEvents,
  type SessionUser,
  type UserView,
} from '@site/contracts';
import { EventBus, keyedCreate, ServiceException } from '@site/service-kit';
import { AccountMailWorker } from '../mail/account-mail.worker';
import { type LinkFlow, LinkTokens } from '../password-reset/link-tokens';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { SettingsService } from '../settings/settings.service';
import { PasswordHasher } from '../users/password-hasher';
import { passwordProblem } from '../users/password-policy';
import type { UserEntity } from '../users/user.entity';
import { toUserView } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';

const USERS_PATH = '/api/users';
const ACCEPT_PATH = '/api/auth/accept-invite';

const INVITE_FLOW: LinkFlow = {
  purpose: 'invite',
  path: ACCEPT_PATH,
  failed: '接受邀请失败',
  errors: { invalid: Errors.inviteLinkInvalid, used: Errors.inviteLinkUsed, expired: Errors.inviteLinkExpired },
  tooMany: Errors.linkTooMany,
};

/**
 * Invitations (docs/accounts.md): an admin creates an account without a password and the user sets
 * one from the mailed link. Until then the account is `invited` and cannot sign in: its stored hash
 * is of a random secret nobody knows, so a sign-in costs the same work as any wrong password.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: PasswordResetRepository,
    private readonly links: LinkTokens,
    private readonly settings: SettingsService,
    private readonly hasher: PasswordHasher,
    private readonly mail: AccountMailWorker,
    private readonly events: EventBus,
  ) {}

  async invite(input: CreateUserInput, idempotencyKey: string | null | undefined, context: ClientContext) {
    if (input.password) throw new ServiceException(Errors.inviteWithPassword());
    const { password: _password, invite: _invite, ...fields } = input;
    const unusable = await this.hasher.hash(randomBytes(32).toString('base64url'));
    const user = await this.users.insert(
      { ...fields, passwordHash: unusable, invited: true },
      keyedCreate(idempotencyKey, { ...fields, invite: true }),
    );
    await this.send(user, '发送邀请', context);
    return toUserView(user);
  }

  /** A new invitation mail: the links mailed before end now, and those not yet sent are not sent. */
  async resend(actor: SessionUser, id: number, context: ClientContext): Promise<UserView> {
    const user = await this.invitedUser(id);
    await this.tokens.endLinks(user.id, 'invite', 'invitation');
    await this.send(user, `重新发送邀请（${actor.username}）`, context);
    return toUserView(user);
  }

  /**
   * Revoking deletes the account: it never had a password nor signed in, so nothing is lost, and the
   * user name and address are free for a corrected invitation. An accepted invitation cannot be revoked.
   */
  async revoke(actor: SessionUser, id: number, context: ClientContext): Promise<void> {
    const user = await this.invitedUser(id);
    await this.users.changeGuarded(id, (locked) => {
      if (!locked.invited) throw new ServiceException(Errors.notInvited());
      return 'delete';
    });
    await this.links.note(
      { username: user.username, role: user.role },
      `撤销邀请并删除账户（${actor.username}）`,
      context,
      `${USERS_PATH}/${id}/invitation`,
      204,
    );
    await this.events.publish(IdentityEvents.accessChanged, { user_id: id });
  }

  /** Sets the first password from the invitation link. Nobody is signed in: the user signs in next. */
  async accept(input: AcceptInviteInput, context: ClientContext): Promise<void> {
    const { found, user } = await this.links.open(INVITE_FLOW, input.token, context);
    if (!user.invited) return this.links.refuse(INVITE_FLOW, 'used', user, context);
    const weak = passwordProblem(input.password, await this.settings.getTab('security'));
    if (weak) {
      await this.links.note(user, '接受邀请失败：密码不符合要求', context, ACCEPT_PATH, 400);
      throw new ServiceException(Errors.weakPassword(weak));
    }
    if (!(await this.tokens.acceptInvite(found.id, user.id, await this.hasher.hash(input.password)))) {
      return this.links.refuse(INVITE_FLOW, 'used', user, context);
    }
    await this.events.publish(IdentityEvents.accessChanged, { user_id: user.id });
    await this.links.note(user, '接受邀请，已设置密码', context, ACCEPT_PATH, 200);
  }

  private async invitedUser(id: number): Promise<UserEntity> {
    const user = await this.users.findById(id);
    if (!user) throw new ServiceException(Errors.userNotFound());
    if (!user.invited) throw new ServiceException(Errors.notInvited());
    return user;
  }

  private async send(user: UserEntity, action: string, context: ClientContext): Promise<void> {
    await this.tokens.queueMail('invitation', user.id, context);
    await this.links.note(user, action, context, `${USERS_PATH}/${user.id}/invitation`, 202);
    this.mail.kick();
  }
}
