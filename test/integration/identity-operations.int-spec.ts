// @long-running: runs the admin commands as processes of their own (about 60 s)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient, EDITOR, VIEWER } from '../support/api-client';
import { eventually, queryDb, repoRoot, startTestStack, stopTestStack } from '../support/test-stack';

/** Runs identity's admin command as an operator would, against the stack's identity database. */
function admin(
  stack: Stack,
  args: string[],
  stdin?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/admin.js', ...args], {
      cwd: join(repoRoot, 'services', 'identity'),
      env: { ...process.env, DATABASE_URL: stack.databaseUrl('identity') },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

const loginStatus = async (stack: Stack, username: string, password: string) =>
  (await new ApiClient(stack.url).login(username, password)).status;

describe('identity operations: first-start accounts and the admin recovery command', () => {
  let stack: Stack;
  let adminClient: ApiClient;

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
    adminClient = await ApiClient.signedIn(stack.url, ADMIN);
  });
  afterAll(() => stopTestStack(stack));

  const restartIdentity = async () => {
    await stack.stopApp('identity');
    stack.startApp('identity');
    await stack.waitUntilHealthy();
  };

  describe('demo accounts', () => {
    it('are created with the first admin on an empty database, and never again once deleted', async () => {
      expect(await loginStatus(stack, EDITOR.username, EDITOR.password)).toBe(200);
      const users = (await adminClient.get<{ id: number; username: string }[]>('/api/users')).body;
      const viewer = users.find((user) => user.username === VIEWER.username)!;
      expect((await adminClient.delete(`/api/users/${viewer.id}`)).status).toBe(204);

      await restartIdentity();
      const after = await queryDb<{ username: string }>(stack, 'identity', 'SELECT username FROM users ORDER BY id');
      expect(after.map((row) => row.username)).toEqual([ADMIN.username, EDITOR.username]);
      expect(await loginStatus(stack, VIEWER.username, VIEWER.password)).toBe(401);
    });
  });

  describe('admin reset-password', () => {
    it('prints a generated password once, unlocks the account and ends its sessions', async () => {
      const victim = await ApiClient.signedIn(stack.url, EDITOR);
      expect((await victim.get('/api/session')).status).toBe(200);
      // Block the account's sign-in from this address with failed attempts (loginAttempts is 5 by default).
      for (let i = 0; i < 5; i++) await loginStatus(stack, EDITOR.username, 'Wrong-Pass-999');
      expect(await loginStatus(stack, EDITOR.username, EDITOR.password)).toBe(429);

      const run = await admin(stack, ['reset-password', EDITOR.username]);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const password = /new password: (\S+)/.exec(run.stdout)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{12,}-A1$/);

      expect((await victim.get('/api/session')).status).toBe(401);
      expect(await loginStatus(stack, EDITOR.username, EDITOR.password)).toBe(401);
      expect(await loginStatus(stack, EDITOR.username, password!)).toBe(200);

      const audit = await queryDb<{ username: string; path: string }>(
        stack,
        'identity',
        "SELECT username, path FROM audit_log WHERE method = 'CLI' ORDER BY id",
      );
      expect(audit).toEqual([{ username: 'cli', path: `admin reset-password ${EDITOR.username}` }]);
      // The account's owner is told by mail (docs/accounts.md#notices), queued with the new password.
      const notices = await queryDb(
        stack,
        'identity',
        "SELECT o.details FROM account_mail_outbox o JOIN users u ON u.id = o.user_id WHERE u.username = $1 AND o.kind = 'password-changed'",
        [EDITOR.username],
      );
      expect(notices).toEqual([{ details: { how: 'cli' } }]);
    });

    it('takes the password from standard input, and holds it to the password policy', async () => {
      const weak = await admin(stack, ['reset-password', ADMIN.username, '--password-stdin'], 'short\n');
      expect(weak.code).toBe(1);
      expect(weak.stderr).toContain('密码长度至少为8位。');
      expect(await loginStatus(stack, ADMIN.username, ADMIN.password)).toBe(200);

      const chosen = 'Recovered-Pass-2027';
      const run = await admin(stack, ['reset-password', ADMIN.username, '--password-stdin'], `${chosen}\n`);
      expect(run.code).toBe(0);
      expect(run.stdout).not.toContain(chosen);
      expect(run.stdout).not.toContain('new password');
      expect(await loginStatus(stack, ADMIN.username, chosen)).toBe(200);
      // The command needs no NATS, so no gateway hears of it: one forgets the session within its
      // SESSION_CACHE_MS (ADR 0011).
      await eventually(async () => (await adminClient.get('/api/users')).status === 401);
      adminClient = await ApiClient.signedIn(stack.url, { username: ADMIN.username, password: chosen });
    });

    it('refuses an unknown user and a bad command line, and changes nothing', async () => {
      const before = await queryDb(stack, 'identity', 'SELECT id, password_hash, locked_until FROM users ORDER BY id');
      const unknown = await admin(stack, ['reset-password', 'nobody']);
      expect(unknown).toMatchObject({ code: 1, stdout: '' });
      expect(unknown.stderr).toContain('用户不存在：nobody');
      expect((await admin(stack, ['reset-password'])).code).toBe(2);
      expect((await admin(stack, ['drop-tables', 'admin'])).code).toBe(2);
      expect((await admin(stack, ['unlock', 'admin', '--password-stdin'])).code).toBe(2);
      expect(await queryDb(stack, 'identity', 'SELECT id, password_hash, locked_until FROM users ORDER BY id')).toEqual(
        before,
      );
    });
  });

  describe('admin unlock', () => {
    it('lifts a lockout and keeps the password', async () => {
      const password = 'Locked-Out-2027';
      const created = await adminClient.post<{ id: number }>('/api/users', {
        username: 'locked1',
        name: '锁定用户',
        email: 'locked1@example.com',
        role: 'viewer',
        password,
      });
      expect(created.status).toBe(201);
      for (let i = 0; i < 5; i++) await loginStatus(stack, 'locked1', 'Wrong-Pass-999');
      expect(await loginStatus(stack, 'locked1', password)).toBe(429);

      const run = await admin(stack, ['unlock', 'LOCKED1']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('已解锁 locked1');
      expect(await loginStatus(stack, 'locked1', password)).toBe(200);
    });

    it('runs from the repository as npm run admin', async () => {
      const run = await new Promise<{ code: number; output: string }>((resolve) => {
        const child = spawn('npm', ['run', '--silent', 'admin', '--', 'unlock', ADMIN.username], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: stack.databaseUrl('identity') },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code: code ?? -1, output }));
      });
      expect(run.output).toContain(`已解锁 ${ADMIN.username}`);
      expect(run.code).toBe(0);
    });
  });
});
