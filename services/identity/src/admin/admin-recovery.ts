import type { Role } from '@site/contracts';
import type { AuditService } from '../audit/audit.service';
import type { SessionsRepository } from '../auth/sessions.repository';
import { passwordNotice } from '../mail/account-notices';
import { resolveTab } from '../settings/settings.service';
import type { SettingsRepository } from '../settings/settings.repository';
import { generatePassword, type PasswordHasher } from '../users/password-hasher';
import { passwordProblem } from '../users/password-policy';
import type { UsersRepository } from '../users/users.repository';

/** A refusal the operator can act on; the message is printed as it is. */
export class RecoveryError extends Error {}

export interface RecoveredAccount {
  username: string;
  role: Role;
  status: string;
}

/**
 * What an operator does from a shell when nobody can sign in: set a new password, lift the
 * lockout, end the sessions. Each step is recorded in the audit log as the `cli` actor.
 */
export class AdminRecovery {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly settings: SettingsRepository,
    private readonly audit: AuditService,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Without `password` a random one is generated (and returned, to be shown once); a given one must
   * meet the password policy of the security settings.
   */
  async resetPassword(
    username: string,
    password?: string,
  ): Promise<{ account: RecoveredAccount; password: string; generated: boolean }> {
    const user = await this.find(username);
    const security = resolveTab('security', (await this.settings.findTabs(['security'])).get('security'));
    if (password !== undefined) {
      const problem = passwordProblem(password, security);
      if (problem) throw new RecoveryError(problem);
    }
    const chosen = password ?? generatePassword(security.passwordMinLength);
    await this.users.setPasswordHash(user.id, await this.hasher.hash(chosen), passwordNotice('cli'));
    await this.users.unlock(user.id);
    await this.sessions.deleteForUser(user.id);
    await this.record('reset-password', user.username);
    return { account: user, password: chosen, generated: password === undefined };
  }

  /** Lifts the lockout after too many failed sign-ins; the password stays. */
  async unlock(username: string): Promise<RecoveredAccount> {
    const user = await this.find(username);
    await this.users.unlock(user.id);
    await this.record('unlock', user.username);
    return user;
  }

  private async find(username: string) {
    const user = await this.users.findWithSecrets({ username });
    if (!user) throw new RecoveryError(`用户不存在：${username}`);
    return { id: user.id, username: user.username, role: user.role, status: user.status };
  }

  /** The actor is whoever has a shell on the server: recorded as `cli`. */
  private async record(command: string, username: string): Promise<void> {
    await this.audit.record({
      username: 'cli',
      role: 'cli',
      action: `命令行 ${command} ${username}`,
      method: 'CLI',
      path: `admin ${command} ${username}`,
      status: 200,
      ip: null,
    });
  }
}
