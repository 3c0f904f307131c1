import { IdentityRpc, type SessionUser, type UserView } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { IdentityModule } from '../identity.module';

// The rules of user accounts (password policy, roles, the last admin), against the identity
// service's own database. The gateway's side (sessions, cookies, who may call what, the answer
// that never carries a hash) stays in identity.int-spec.ts.
describe('identity users (medium)', () => {
  let identity: MediumService;
  let me: SessionUser;
  let seq = 0;

  const asActor = (user: UserView): SessionUser => ({
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
  });
  const create = (input: Record<string, unknown>) => identity.call(IdentityRpc.userCreate, { input: input as never });
  /** A fresh account for one test, so tests do not depend on each other's changes. */
  const newUser = async (role = 'editor', password = 'Strong-Pass-123') => {
    const username = `user${++seq}`;
    return create({ username, name: `用户${seq}`, email: `${username}@example.com`, role, password });
  };
  const update = (actor: SessionUser, id: number, input: Record<string, unknown>) =>
    identity.call(IdentityRpc.userUpdate, { actor, id, input: input as never });
  const setSecurity = (settings: Record<string, unknown>) =>
    identity.call(IdentityRpc.settingsSave, { tab: 'security', settings } as never);

  beforeAll(async () => {
    identity = await newMediumService('identity', [IdentityModule], {
      // The first admin, made on the empty database, with a password rather than a printed one; the
      // suite's hash cost (test/support/test-stack.ts), not the production one.
      env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Admin-Pass-123', PASSWORD_HASH_COST: '10' },
    });
    me = asActor((await identity.call(IdentityRpc.userList, {})).find((u) => u.username === 'admin')!);
  });
  afterAll(() => identity?.close());

  it('applies the password policy to create and reset, in Chinese', async () => {
    const short = { username: 'shorty', name: '短', email: 's@example.com', role: 'viewer', password: 'Ab1' };
    await expect(create(short)).rejects.toMatchObject({ status: 400, message: '密码长度至少为8位。' });
    await setSecurity({ passwordRequireUppercase: true, passwordRequireSymbol: true });
    const weak = { username: 'weakling', name: '弱', email: 'w@example.com', role: 'viewer', password: 'alllower123' };
    await expect(create(weak)).rejects.toMatchObject({ message: '密码必须包含大写字母。' });
    const user = await newUser('viewer', 'Has-Upper-1!');
    await expect(
      identity.call(IdentityRpc.userResetPassword, { actor: me, id: user.id, input: { newPassword: 'NoSymbol123' } }),
    ).rejects.toMatchObject({ message: '密码必须包含特殊字符。' });
    await setSecurity({ passwordRequireUppercase: false, passwordRequireSymbol: false });
  });

  it('makes one account per Idempotency-Key, however often it is sent, and refuses it for other content', async () => {
    const input = { username: `keyed${++seq}`, name: '幂等', email: 'keyed@example.com', role: 'editor' };
    const keyed = (fields: Record<string, unknown>) =>
      identity.call(IdentityRpc.userCreate, { input: fields as never, idempotencyKey: 'key-user-000001' });
    const tries = await Promise.all([1, 2, 3].map(() => keyed({ ...input, password: 'Strong-Pass-123' })));
    expect(new Set(tries.map((u) => u.id)).size).toBe(1);
    // Without the key the retry is refused as a taken name; with it, it answers the account.
    expect((await keyed({ ...input, password: 'Strong-Pass-123' })).id).toBe(tries[0].id);
    await expect(keyed({ ...input, role: 'admin', password: 'Strong-Pass-123' })).rejects.toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const accounts = (await identity.call(IdentityRpc.userList, {})).filter((u) => u.username === input.username);
    expect(accounts).toEqual([expect.objectContaining({ id: tries[0].id, role: 'editor' })]);
  });

  it('accepts Chinese role and status values, and defaults a new user to viewer', async () => {
    const created = await create({
      username: 'zh-user',
      name: '中文',
      email: 'zh@example.com',
      password: 'Strong-Pass-123',
    });
    expect(created.role).toBe('viewer');
    const edited = await update(me, created.id, {
      username: 'zh-user',
      name: '中文',
      email: 'zh@example.com',
      role: '编辑',
      status: '禁用',
    });
    expect(edited).toMatchObject({ role: 'editor', status: 'disabled' });
  });

  it('refuses a duplicate username with a 409', async () => {
    const user = await newUser();
    const dup = {
      username: user.username.toUpperCase(),
      name: '重复',
      email: 'd@example.com',
      role: 'viewer',
      password: 'Strong-Pass-123',
    };
    await expect(create(dup)).rejects.toMatchObject({ status: 409, message: '用户名已存在' });
  });

  it('never lets an admin disable or delete themselves, nor remove the last active admin', async () => {
    await expect(
      identity.call(IdentityRpc.userSetStatus, { actor: me, id: me.id, input: { status: 'disabled' } }),
    ).rejects.toMatchObject({ message: '不能禁用自己的账户' });
    await expect(identity.call(IdentityRpc.userDelete, { actor: me, id: me.id })).rejects.toMatchObject({
      message: '不能删除自己的账户',
    });
    const demoteMe = { username: 'admin', name: '系统管理员', email: 'admin@example.com', role: 'editor' };
    await expect(update(me, me.id, demoteMe)).rejects.toMatchObject({
      status: 409,
      message: '至少需要保留一个启用的管理员',
    });

    // A second admin may demote the first, but then the first cannot demote the second.
    const other = asActor(await newUser('admin'));
    const race = await Promise.allSettled([
      update(me, other.id, { username: other.username, name: 'x', email: 'o@example.com', role: 'viewer' }),
      update(other, me.id, { username: 'admin', name: '系统管理员', email: 'admin@example.com', role: 'viewer' }),
    ]);
    const statuses = race.map((r) => (r.status === 'fulfilled' ? 200 : (r.reason as { status: number }).status));
    // Exactly one wins. The other is refused as removing the last admin (409) or, when the winner's change
    // landed first, as no longer being an admin (403).
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(statuses.sort());
    const [admins] = await identity.query<{ n: string }>(
      "SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'",
    );
    expect(Number(admins.n)).toBe(1);
    // Put the first admin back if the race demoted it.
    if (race[1].status === 'fulfilled') {
      await update(other, me.id, { username: 'admin', name: '系统管理员', email: 'admin@example.com', role: 'admin' });
    }
  });
});
