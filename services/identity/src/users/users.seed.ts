import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SERVICE_CONFIG, type ServiceConfig } from '@site/service-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { generatePassword, PasswordHasher } from './password-hasher';
import { type NewUser, UsersRepository } from './users.repository';

@Injectable()
export class UsersSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersSeed.name);

  constructor(
    private readonly users: UsersRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(IDENTITY_CONFIG) private readonly identity: IdentityConfig,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * On an empty database only: the first admin and, with SEED_DEMO, the demo accounts, in one
   * transaction. Accounts deleted later are never created again.
   */
  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const generated = !this.identity.ADMIN_PASSWORD;
    const password = this.identity.ADMIN_PASSWORD ?? generatePassword();
    const admin: NewUser = {
      username: this.identity.ADMIN_USERNAME,
      name: '系统管理员',
      email: 'admin@example.com',
      role: 'admin',
      status: 'active',
      passwordHash: await this.hasher.hash(password),
    };
    // Demo accounts are loaded only here, never on a production path.
    const demo = this.config.SEED_DEMO
      ? await Promise.all(
          (await import('@site/demo')).DEMO_ACCOUNTS.filter((account) => account.username !== admin.username).map(
            async ({ password: demoPassword, ...fields }): Promise<NewUser> => ({
              ...fields,
              status: 'active',
              passwordHash: await this.hasher.hash(demoPassword),
            }),
          ),
        )
      : [];
    // Another replica may have created them first.
    if (!(await this.users.insertIntoEmpty([admin, ...demo]))) return;
    if (generated) {
      // Printed once, on the console only: the hash is all that is stored.
      process.stdout.write(
        `\n================================================================\n` +
          `  首个管理员账户已创建 (first admin account created)\n` +
          `  用户名 username: ${this.identity.ADMIN_USERNAME}\n` +
          `  密码   password: ${password}\n` +
          `  此密码只显示这一次，请登录后立即修改。 Shown once: change it after signing in.\n` +
          `================================================================\n\n`,
      );
    } else {
      this.logger.log(`first admin "${this.identity.ADMIN_USERNAME}" created from ADMIN_USERNAME/ADMIN_PASSWORD`);
    }
    if (demo.length) this.logger.log(`demo accounts created: ${demo.map((user) => user.username).join(', ')}`);
  }
}
