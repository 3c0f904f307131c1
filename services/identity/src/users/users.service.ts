import { Injectable } from '@nestjs/common';
import {
  type CreateUserInput,
  passwordPolicyError,
  type SessionUser,
  type UpdateUserInput,
  type UserStatus,
  type UserView,
} from '@site/contracts';
import { SessionsRepository } from '../auth/sessions.repository';
import { SettingsService } from '../settings/settings.service';
import { hashPassword, verifyPassword } from './password-hasher';
import type { UserEntity } from './user.entity';
import { toUserView } from './user-view';
import { UserErrors } from './users.exceptions';
import { type GuardedChange, UsersRepository } from './users.repository';

/** True when the change would leave no active admin. */
function removesLastAdmin(user: UserEntity, activeAdminIds: number[], change: GuardedChange): boolean {
  const wasActiveAdmin = user.role === 'admin' && user.status === 'active';
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
  ) {}

  async list(): Promise<UserView[]> {
    return (await this.users.list()).map(toUserView);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async create(input: CreateUserInput): Promise<UserView> {
    await this.checkPolicy(input.password);
    const { password, ...fields } = input;
    return toUserView(await this.users.insert({ ...fields, passwordHash: await hashPassword(password) }));
  }

  async update(actor: SessionUser, id: number, input: UpdateUserInput): Promise<UserView> {
    const updated = await this.users.changeGuarded(id, (user, admins) => {
      const change: GuardedChange = { ...input };
      if (user.id === actor.id && input.status && input.status !== 'active') throw UserErrors.cannotDisableSelf();
      if (removesLastAdmin(user, admins, change)) throw UserErrors.lastAdmin();
      return change;
    });
    if (input.status && input.status !== 'active') await this.sessions.deleteForUser(id);
    return toUserView(updated!);
  }

  async setStatus(actor: SessionUser, id: number, status: UserStatus): Promise<UserView> {
    const updated = await this.users.changeGuarded(id, (user, admins) => {
      if (user.id === actor.id && status !== 'active') throw UserErrors.cannotDisableSelf();
      if (removesLastAdmin(user, admins, { status })) throw UserErrors.lastAdmin();
      return { status };
    });
    if (status !== 'active') await this.sessions.deleteForUser(id);
    return toUserView(updated!);
  }

  async remove(actor: SessionUser, id: number): Promise<void> {
    await this.users.changeGuarded(id, (user, admins) => {
      if (user.id === actor.id) throw UserErrors.cannotDeleteSelf();
      if (removesLastAdmin(user, admins, 'delete')) throw UserErrors.lastAdmin();
      return 'delete';
    });
  }

  /** An admin sets a new password: the user's sessions end, so a stolen one stops working. */
  async resetPassword(id: number, newPassword: string): Promise<void> {
    if (!(await this.users.findById(id))) throw UserErrors.notFound();
    await this.checkPolicy(newPassword);
    await this.users.setPasswordHash(id, await hashPassword(newPassword));
    await this.sessions.deleteForUser(id);
  }

  async unlock(id: number): Promise<UserView> {
    if (!(await this.users.findById(id))) throw UserErrors.notFound();
    await this.users.unlock(id);
    return toUserView((await this.users.findById(id))!);
  }

  /** The signed-in user changes their own password; their other sessions end. */
  async changeOwnPassword(actor: SessionUser, sessionTokenHash: string, current: string, next: string): Promise<void> {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw UserErrors.notFound();
    if (!(await verifyPassword(current, user.passwordHash))) throw UserErrors.wrongPassword();
    await this.checkPolicy(next);
    await this.users.setPasswordHash(user.id, await hashPassword(next));
    await this.sessions.deleteForUser(user.id, sessionTokenHash);
  }

  async profile(actor: SessionUser): Promise<UserView> {
    const user = await this.users.findById(actor.id);
    if (!user) throw UserErrors.notFound();
    return toUserView(user);
  }

  private async checkPolicy(password: string): Promise<void> {
    const security = await this.settings.getTab('security');
    const problem = passwordPolicyError(password, {
      minLength: security.passwordMinLength,
      requireUppercase: security.passwordRequireUppercase,
      requireNumber: security.passwordRequireNumber,
      requireSymbol: security.passwordRequireSymbol,
    });
    if (problem) throw UserErrors.weakPassword(problem);
  }
}
