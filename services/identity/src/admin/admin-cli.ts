import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, serviceConfigSchema } from '@site/service-kit';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { AuditRepository } from '../audit/audit.repository';
import { AuditService } from '../audit/audit.service';
import { SessionsRepository } from '../auth/sessions.repository';
import { identityConfigSchema } from '../identity-config';
import { SettingEntity } from '../settings/setting.entity';
import { SettingsRepository } from '../settings/settings.repository';
import { PasswordHasher } from '../users/password-hasher';
import { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { AdminRecovery, type RecoveredAccount, RecoveryError } from './admin-recovery';

const USAGE = `usage:
  admin reset-password <username> [--password-stdin]
      sets a new password (generated and printed once, or read from standard input),
      unlocks the account and ends all of its sessions
  admin unlock <username>
      lifts the lockout after too many failed sign-ins
reads DATABASE_URL (identity's database), as the identity service does.
`;

export interface AdminIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Standard input as text, read to its end. */
  readStdin: () => Promise<string>;
  env: NodeJS.ProcessEnv;
}

const processIo: AdminIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: async () => {
    if (process.stdin.isTTY)
      throw new RecoveryError('--password-stdin 需要从管道读取密码，例如: printf %s "$PASSWORD" | …');
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  env: process.env,
};

/** Runs one command; returns the exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runAdminCommand(argv: string[], io: AdminIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'password-stdin': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, username, ...extra] = parsed.positionals;
  if (parsed.values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const known = command === 'reset-password' || command === 'unlock';
  if (!known || !username || extra.length || (command === 'unlock' && parsed.values['password-stdin'])) {
    io.stderr(USAGE);
    return 2;
  }

  let dataSource: DataSource | undefined;
  try {
    const password = parsed.values['password-stdin'] ? stripNewline(await io.readStdin()) : undefined;
    const { DATABASE_URL, PASSWORD_HASH_COST } = loadConfig(
      z.object({
        DATABASE_URL: serviceConfigSchema.shape.DATABASE_URL,
        PASSWORD_HASH_COST: identityConfigSchema.shape.PASSWORD_HASH_COST,
      }),
      io.env,
    );
    dataSource = await new DataSource({
      type: 'postgres',
      url: DATABASE_URL,
      entities: [UserEntity, SettingEntity, AuditEntryEntity],
      extra: { max: 2, connectionTimeoutMillis: 10_000 },
    }).initialize();
    const recovery = new AdminRecovery(
      new UsersRepository(dataSource.getRepository(UserEntity), dataSource),
      new SessionsRepository(dataSource),
      new SettingsRepository(dataSource.getRepository(SettingEntity)),
      new AuditService(new AuditRepository(dataSource.getRepository(AuditEntryEntity))),
      new PasswordHasher({ PASSWORD_HASH_COST }),
    );
    if (command === 'unlock') {
      const account = await recovery.unlock(username);
      io.stdout(`已解锁 ${account.username}。(account unlocked; the password is unchanged)\n${statusNote(account)}`);
      return 0;
    }
    const result = await recovery.resetPassword(username, password);
    io.stdout(
      `已重置 ${result.account.username} 的密码，账户已解锁，其所有会话已结束。\n` +
        `(password reset, account unlocked, every session ended)\n` +
        (result.generated
          ? `新密码 new password: ${result.password}\n此密码只显示这一次，请登录后立即修改。 Shown once: change it after signing in.\n`
          : '') +
        statusNote(result.account),
    );
    return 0;
  } catch (error) {
    io.stderr(`${describe(error)}\n`);
    return 1;
  } finally {
    await dataSource?.destroy().catch(() => undefined);
  }
}

/** A password piped in with echo or a heredoc ends with one line break that is not part of it. */
function stripNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

function statusNote(account: RecoveredAccount): string {
  return account.status === 'active'
    ? ''
    : `注意：该账户状态为 ${account.status}，仍无法登录；请由管理员在后台启用。 (the account is not active)\n`;
}

function describe(error: unknown): string {
  if (error instanceof RecoveryError || error instanceof ConfigError) return error.message;
  const code = (error as { code?: string }).code;
  // 42P01: no users table yet, identity has never started on this database.
  if (code === '42P01')
    return '身份服务的数据库尚未初始化：请先启动一次 identity 服务。 (run identity once to migrate)';
  if (code === '3D000') return '数据库不存在 (DATABASE_URL names a database that does not exist)';
  return `失败 (failed): ${error instanceof Error ? error.message : String(error)}`;
}
