import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false);
  });

  it('salts every hash and never contains the password', async () => {
    const [a, b] = await Promise.all([hashPassword('same-Password-1'), hashPassword('same-Password-1')]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same-Password-1');
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it('refuses malformed stored values', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
