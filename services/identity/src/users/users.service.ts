import { Injectable } from '@nestjs/common';
import {
  type ClientContext,
  type CreateUserInput,
  Errors,
  IdentityEvents,
  type SessionUser,
  type UpdateUserInput,
  type UserStatus,
  type UserView,
} from '@site/contracts';
import { EventBus, keyedCreate, ServiceException } from '@site/service-kit';
import { SessionsRepository } from '../auth/sessions.repository';
import { SignInGuard } from '../auth/sign-in-guard';
import { TrustedDevicesRepository } from '../auth/trusted-devices.repository';
import { passwordNotice, roleNotice } from '../mail/account-notices';
import { AccountMailWorker } from '../mail/account-mail.worker';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { SettingsService } from '../settings/settings.service';
import { PasswordHasher } from './password-hasher';
import { passwordProblem } from './password-policy';
import type { UserEntity } from './user.entity';
import { toUserView } from './user-view';
import { type GuardedChange, UsersRepository } from './users.repository';

/** True when the change would leave no active admin. */
function removesLastAdmin(user: UserEntity, activeAdminIds: number[], change: GuardedChange): boolean {
  const wasActiveAdmin = user.role === 'admin' && user.status === 'active' && !user.invited;
  if (!wasActiveAdmin || activeAdminIds.length > 1) return false;
  if (change === 'delete') return true;
  return (change.role ?? user.role) !== 'admin' || (change.status ?? user.status) !== 'active';
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly settings: SettingsService,
    private readonly guard: SignInGuard,
    private readonly devices: TrustedDevicesRepository,
    private readonly hasher: PasswordHasher,
    private readonly events: EventBus,
    private readonly tokens: PasswordResetRepository,
    private readonly mail: AccountMailWorker,
  ) {}

  async list(): Promise<UserView[]> {
    return (await this.users.list()).map(toUserView);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /**
   * With an Idempotency-Key, a retry answers the account the first try made. The key's fingerprint
   * leaves the password out (it is a plain hash), so only the other fields must match.
   */
  async create(input: CreateUserInput, idempotencyKey?: string | null): Promise<UserView> {
    if (!input.password) throw new ServiceException(Errors.passwordOrInvite());
    await this.checkPolicy(input.password);
    const { password, invite: _invite, ...fields } = input;
    const request = keyedCreate(idempotencyKey, fields);
    return toUserView(await this.users.insert({ ...fields, passwordHash: await this.hasher.hash(password) }, request));
  }

  /** An admin sets the address directly (no confirmation); the old address is told. */
  async update(actor: SessionUser, id: number, input: UpdateUserInput, context?: ClientContext): Promise<UserView> {
    let oldEmail = '';
    const updated = await this.users.changeGuarded(
      id,
      (user, admins) => {
        oldEmail = user.email;
        const change: GuardedChange = { ...input };
        if (user.id === actor.id && input.status && input.status !== 'active')
          throw new ServiceException(Errors.cannotDisableSelf());
        if (removesLastAdmin(user, admins, change)) throw new ServiceException(Errors.lastAdmin());
        return change;
      },
      (before, change) => roleNotice(before.role, change.role, actor.username),
    );
    if (input.status && input.status !== 'active') await this.sessions.deleteForUser(id);
    await this.accessChanged(id);
    if (oldEmail.toLowerCase() !== updated!.email.toLowerCase()) {
      await this.tokens.queueMail('email-changed', id, context ?? { ip: null, userAgent: null }, {
        toAddress: oldEmail,
        details: { oldEmail, newEmail: updated!.email, by: 'admin' },
      });
      this.mail.kick();
    }
    return toUserView(updated!);
  }

  async setStatus(actor: SessionUser, id: number, status: UserStatus): Promise<UserView> {
    const updated = await this.users.changeGuarded(id, (user, admins) => {
      if (user.id === actor.id && status !== 'active') throw new ServiceException(Errors.cannotDisableSelf());
      if (removesLastAdmin(user, admins, { status })) throw new ServiceException(Errors.lastAdmin());
      return { status };
    });
    if (status !== 'active') await this.sessions.deleteForUser(id);
    await this.accessChanged(id);
    return toUserView(updated!);
  }

  async remove(actor: SessionUser, id: number): Promise<void> {
    await this.users.changeGuarded(id, (user, admins) => {
      if (user.id === actor.id) throw new ServiceException(Errors.cannotDeleteSelf());
      if (removesLastAdmin(user, admins, 'delete')) throw new ServiceException(Errors.lastAdmin());
      return 'delete';
    });
    await this.accessChanged(id);
  }

  /** An admin sets a new password: the user's sessions end, so a stolen one stops working; the user is told. */
  async resetPassword(actor: SessionUser, id: number, newPassword: string): Promise<void> {
    if (!(await this.users.findById(id))) throw new ServiceException(Errors.userNotFound());
    await this.checkPolicy(newPassword);
    const notice = passwordNotice('admin', actor.username);
    await this.users.setPasswordHash(id, await this.hasher.hash(newPassword), notice);
    await this.sessions.deleteForUser(id);
    await this.devices.removeForUser(id);
    await this.accessChanged(id);
  }

  /** Ends the account's sign-in blocks (its own and those of every address for it). */
  async unlock(id: number): Promise<UserView> {
    if (!(await this.users.findById(id))) throw new ServiceException(Errors.userNotFound());
    await this.users.unlock(id);
    return toUserView((await this.users.findById(id))!);
  }

  /**
   * The signed-in user changes their own password (the current one checked and counted like a
   * sign-in); their other sessions and trusted devices end.
   */
  async changeOwnPassword(
    actor: SessionUser,
    sessionTokenHash: string,
    current: string,
    next: string,
    ip: string | null,
  ): Promise<void> {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw new ServiceException(Errors.userNotFound());
    if (!(await this.guard.checkOwnPassword(user, current, ip))) throw new ServiceException(Errors.wrongPassword());
    await this.checkPolicy(next);
    await this.users.setPasswordHash(user.id, await this.hasher.hash(next), passwordNotice('self'));
    await this.sessions.deleteForUser(user.id, sessionTokenHash);
    await this.devices.removeForUser(user.id);
    await this.accessChanged(user.id);
  }

  async profile(actor: SessionUser): Promise<UserView> {
    const user = await this.users.findById(actor.id);
    if (!user) throw new ServiceException(Errors.userNotFound());
    return toUserView(user);
  }

  /** Gateways remember resolved sessions for a moment (ADR 0011): they forget this user's now. */
  private accessChanged(id: number): Promise<void> {
    return this.events.publish(IdentityEvents.accessChanged, { user_id: id });
  }

  private async checkPolicy(password: string): Promise<void> {
    const problem = passwordProblem(password, await this.settings.getTab('security'));
    if (problem) throw new ServiceException(Errors.weakPassword(problem));
  }
}
