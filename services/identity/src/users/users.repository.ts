import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Errors, normalizeUsername, type Role, type UserStatus } from '@site/contracts';
import { createOnce, isUniqueViolation, type KeyedCreate, ServiceException } from '@site/service-kit';
import { DataSource, Repository } from 'typeorm';
import type { AccountNotice } from '../mail/account-notices';
import { queueNotice } from '../mail/mail-outbox';
import { UserEntity } from './user.entity';

export interface NewUser {
  username: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  passwordHash: string;
  invited?: boolean;
}

/** What a guarded change does to the locked row: new values, or removal. */
export type GuardedChange = Partial<Pick<UserEntity, 'username' | 'name' | 'email' | 'role' | 'status'>> | 'delete';

@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  list(): Promise<UserEntity[]> {
    return this.users.find({ order: { id: 'ASC' } });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** With the secrets, for sign-in and password checks only. */
  findWithSecrets(where: { id: number } | { username: string }): Promise<UserEntity | null> {
    const query = this.users
      .createQueryBuilder('u')
      .addSelect(['u.passwordHash', 'u.totpSecret', 'u.totpPendingSecret']);
    if ('id' in where) query.where('u.id = :id', { id: where.id });
    else query.where('lower(u.username) = :username', { username: normalizeUsername(where.username) });
    return query.getOne();
  }

  /** Once per Idempotency-Key (`request`): a retry answers the account its first try made. */
  async insert(user: NewUser, request: KeyedCreate | null = null): Promise<UserEntity> {
    try {
      const { id } = await this.dataSource.transaction((manager) =>
        createOnce(manager, 'user', request, async () => {
          const result = await manager.insert(UserEntity, { ...user, totpEnabled: false });
          return (result.identifiers[0] as { id: number }).id;
        }),
      );
      const saved = await this.findById(id);
      if (!saved) throw new ServiceException(Errors.userNotFound());
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceException(Errors.usernameTaken());
      throw error;
    }
  }

  /**
   * Inserts the accounts only when the table is empty, all or none: the first start's accounts.
   * The table lock makes replicas that start together wait, and then see the rows.
   * Returns false (and writes nothing) when there were users already.
   */
  async insertIntoEmpty(users: NewUser[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
      if ((await manager.count(UserEntity)) > 0) return false;
      for (const user of users) {
        await manager.insert(UserEntity, { ...user, totpEnabled: false });
      }
      return true;
    });
  }

  /**
   * Locks the active admins and the target row, lets `decide` apply the rules to what it
   * sees, then writes. Two admins demoting each other at once cannot leave no admin.
   * `notice` (from the row before and the change) is queued in the same transaction.
   */
  async changeGuarded(
    id: number,
    decide: (user: UserEntity, activeAdminIds: number[]) => GuardedChange,
    notice?: (before: UserEntity, change: Exclude<GuardedChange, 'delete'>) => AccountNotice | null,
  ): Promise<UserEntity | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const admins = await manager.query<{ id: number }[]>(
          // An invited admin cannot sign in yet: not one of the admins that must remain.
          "SELECT id FROM users WHERE role = 'admin' AND status = 'active' AND NOT invited ORDER BY id FOR UPDATE",
        );
        const user = await manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw new ServiceException(Errors.userNotFound());
        const change = decide(
          user,
          admins.map((a) => a.id),
        );
        if (change === 'delete') {
          await manager.delete(UserEntity, { id });
          return null;
        }
        await manager.update(UserEntity, { id }, change);
        const queued = notice?.(user, change);
        if (queued) await queueNotice(manager, id, queued);
        return manager.findOneByOrFail(UserEntity, { id });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceException(Errors.usernameTaken());
      throw error;
    }
  }

  async recordSignIn(id: number): Promise<void> {
    await this.users.update({ id }, { lastLogin: () => 'now()' });
  }

  /**
   * An admin's unlock: the account's sign-in blocks end, its own and those of every address
   * for it (login_throttles, kept by the sign-in guard).
   */
  async unlock(id: number): Promise<void> {
    await this.dataSource.query(
      `WITH u AS (UPDATE users SET locked_until = NULL WHERE id = $1 RETURNING lower(username) AS account)
       DELETE FROM login_throttles t USING u
       WHERE (t.scope = 'account' AND t.key = u.account)
          OR (t.scope = 'pair' AND right(t.key, length(u.account) + 1) = '|' || u.account)`,
      [id],
    );
  }

  /** Mirrors the account's sign-in block (shown as `locked` in the back office); null clears it. */
  async setLockedUntil(username: string, until: Date | null): Promise<void> {
    await this.dataSource.query('UPDATE users SET locked_until = $2 WHERE lower(username) = $1', [
      normalizeUsername(username),
      until,
    ]);
  }

  /**
   * Records that a TOTP time step was used, only if it is later than the last one: a code is
   * accepted once, even by parallel requests. False when the step (or a later one) was used already.
   */
  async useTotpStep(id: number, step: number): Promise<boolean> {
    const result: unknown = await this.dataSource.query(
      `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
       RETURNING id`,
      [id, step],
    );
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as unknown[];
    return rows.length > 0;
  }

  /** A password set by anyone ends the account's invited state; its notice (if any) in the same transaction. */
  async setPasswordHash(id: number, passwordHash: string, notice?: AccountNotice): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id }, { passwordHash, invited: false });
      if (notice) await queueNotice(manager, id, notice);
    });
  }

  /** Whether an account other than `exceptId` has the address (any case). */
  async emailTaken(email: string, exceptId: number): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1',
      [email, exceptId],
    );
    return rows.length > 0;
  }

  async setPendingTotp(id: number, secret: string): Promise<void> {
    await this.users.update({ id }, { totpPendingSecret: secret });
  }

  /** `usedStep` is the step of the confirming code: recorded as used, so that code never signs in. */
  async enableTotp(id: number, secret: string, usedStep: number, notice: AccountNotice | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id }, { totpSecret: secret, totpPendingSecret: null, totpEnabled: true });
      await manager.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [id, usedStep]);
      if (notice) await queueNotice(manager, id, notice);
    });
  }

  async disableTotp(id: number, notice: AccountNotice | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id }, { totpSecret: null, totpPendingSecret: null, totpEnabled: false });
      if (notice) await queueNotice(manager, id, notice);
    });
  }
}
