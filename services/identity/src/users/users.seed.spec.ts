import type { ServiceConfig } from '@site/service-kit';
import { type IdentityConfig, identityConfigSchema } from '../identity-config';
import { PasswordHasher, verifyPassword } from './password-hasher';
import { DEMO_ACCOUNTS } from '@site/demo';
import { UsersSeed } from './users.seed';
import type { NewUser, UsersRepository } from './users.repository';

function seedWith(existing: number, seedDemo: boolean, identity: Partial<IdentityConfig> = {}) {
  const config: IdentityConfig = { ...identityConfigSchema.parse({ ADMIN_PASSWORD: 'Admin-Pass-2026' }), ...identity };
  const inserted: NewUser[][] = [];
  const users = {
    count: jest.fn(() => Promise.resolve(existing)),
    insertIntoEmpty: jest.fn((list: NewUser[]) => {
      inserted.push(list);
      return Promise.resolve(existing === 0);
    }),
  } as unknown as UsersRepository;
  const seed = new UsersSeed(
    users,
    { SEED_DEMO: seedDemo } as ServiceConfig,
    config,
    new PasswordHasher({ PASSWORD_HASH_COST: 10 }),
  );
  return { seed, inserted };
}

describe('UsersSeed', () => {
  beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true));
  afterEach(() => jest.restoreAllMocks());

  it('creates the first admin and the demo accounts together on an empty database', async () => {
    const { seed, inserted } = seedWith(0, true);
    await seed.onApplicationBootstrap();
    expect(inserted).toHaveLength(1);
    expect(inserted[0].map((user) => user.username)).toEqual(['admin', ...DEMO_ACCOUNTS.map((a) => a.username)]);
    expect(await verifyPassword('Admin-Pass-2026', inserted[0][0].passwordHash)).toBe(true);
  });

  it('creates no demo account without SEED_DEMO', async () => {
    const { seed, inserted } = seedWith(0, false);
    await seed.onApplicationBootstrap();
    expect(inserted[0].map((user) => user.username)).toEqual(['admin']);
  });

  it('adds nobody to a database that has users, even with SEED_DEMO (deleted demo accounts stay deleted)', async () => {
    const { seed, inserted } = seedWith(1, true);
    await seed.onApplicationBootstrap();
    expect(inserted).toEqual([]);
  });

  it('prints a generated first-admin password once, only when this start created the account', async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { seed } = seedWith(0, false, { ADMIN_PASSWORD: undefined });
    await seed.onApplicationBootstrap();
    expect(write.mock.calls.join('')).toMatch(/password: \S+-A1/);
  });
});
