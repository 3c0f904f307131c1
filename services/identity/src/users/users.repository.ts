import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Role, UserStatus } from '@site/contracts';
import { DataSource, Repository } from 'typeorm';
import { UserEntity } from './user.entity';
import { UserErrors } from './users.exceptions';

export interface NewUser {
  username: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  passwordHash: string;
}

/** What a guarded change does to the locked row: new values, or removal. */
export type GuardedChange = Partial<Pick<UserEntity, 'username' | 'name' | 'email' | 'role' | 'status'>> | 'delete';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

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
    else query.where('lower(u.username) = lower(:username)', { username: where.username });
    return query.getOne();
  }

  async insert(user: NewUser): Promise<UserEntity> {
    try {
      const saved = await this.users.save(this.users.create({ ...user, failedAttempts: 0, totpEnabled: false }));
      return (await this.findById(saved.id))!;
    } catch (error) {
      if (isUniqueViolation(error)) throw UserErrors.usernameTaken();
      throw error;
    }
  }

  /**
   * Locks the active admins and the target row, lets `decide` apply the rules to what it
   * sees, then writes. Two admins demoting each other at once cannot leave no admin.
   */
  async changeGuarded(
    id: number,
    decide: (user: UserEntity, activeAdminIds: number[]) => GuardedChange,
  ): Promise<UserEntity | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const admins = await manager.query<{ id: number }[]>(
          "SELECT id FROM users WHERE role = 'admin' AND status = 'active' ORDER BY id FOR UPDATE",
        );
        const user = await manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw UserErrors.notFound();
        const change = decide(
          user,
          admins.map((a) => a.id),
        );
        if (change === 'delete') {
          await manager.delete(UserEntity, { id });
          return null;
        }
        await manager.update(UserEntity, { id }, change);
        return manager.findOneByOrFail(UserEntity, { id });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw UserErrors.usernameTaken();
      throw error;
    }
  }

  /**
   * Counts a sign-in attempt before the password is checked, in one statement, so parallel
   * attempts cannot get past the limit. A lock that has run out starts a fresh count.
   * Returns the attempt number, or null when the account is locked.
   */
  async reserveAttempt(id: number, maxAttempts: number): Promise<number | null> {
    const rows = await this.dataSource.query<{ failed_attempts: number }[]>(
      `UPDATE users SET
         failed_attempts = CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 1 ELSE failed_attempts + 1 END,
         locked_until = CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN NULL ELSE locked_until END
       WHERE id = $1
         AND (locked_until IS NULL OR locked_until <= now())
         AND (failed_attempts < $2 OR locked_until IS NOT NULL)
       RETURNING failed_attempts`,
      [id, maxAttempts],
    );
    // TypeORM returns [rows, count] for UPDATE ... RETURNING on postgres.
    const returned = (Array.isArray(rows[0]) ? rows[0] : rows) as { failed_attempts: number }[];
    return returned.length ? returned[0].failed_attempts : null;
  }

  /** After a failure: lock the account once the attempts are used up. */
  async lockIfExhausted(id: number, maxAttempts: number, lockMinutes: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET locked_until = now() + make_interval(mins => $3)
       WHERE id = $1 AND failed_attempts >= $2 AND locked_until IS NULL`,
      [id, maxAttempts, lockMinutes],
    );
  }

  async recordSignIn(id: number): Promise<void> {
    await this.users.update({ id }, { failedAttempts: 0, lockedUntil: null, lastLogin: () => 'now()' });
  }

  async unlock(id: number): Promise<void> {
    await this.users.update({ id }, { failedAttempts: 0, lockedUntil: null });
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  async setPendingTotp(id: number, secret: string): Promise<void> {
    await this.users.update({ id }, { totpPendingSecret: secret });
  }

  async enableTotp(id: number, secret: string): Promise<void> {
    await this.users.update({ id }, { totpSecret: secret, totpPendingSecret: null, totpEnabled: true });
  }

  async disableTotp(id: number): Promise<void> {
    await this.users.update({ id }, { totpSecret: null, totpPendingSecret: null, totpEnabled: false });
  }
}
