import { generatePassword, hashPassword, verifyPassword } from './password-hasher';

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

describe('generated passwords', () => {
  it('are random, as long as asked, and carry an upper-case letter, a digit and a symbol', () => {
    const a = generatePassword();
    expect(a).toHaveLength(15);
    expect(generatePassword(40)).toHaveLength(40);
    expect(generatePassword(6)).toHaveLength(15);
    expect(a).not.toBe(generatePassword());
    for (const password of [a, generatePassword(128)]) {
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });
});
