import { identityConfigSchema } from '../identity-config';
import { generatePassword, PasswordHasher, verifyPassword } from './password-hasher';

const defaults = identityConfigSchema.pick({ PASSWORD_HASH_COST: true });

describe('password hashing', () => {
  const cheap = new PasswordHasher({ PASSWORD_HASH_COST: 10 });

  it("hashes at OWASP's setting unless told otherwise: N=2^15, r=8, p=3", async () => {
    const hasher = new PasswordHasher(defaults.parse({}));
    const hash = await hasher.hash('Correct-Horse-9');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false);
  });

  it('hashes at the configured cost and verifies hashes of any cost, since each carries its own', async () => {
    const hash = await cheap.hash('Correct-Horse-9');
    expect(hash).toMatch(/^scrypt\$1024\$8\$3\$/);
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    const stronger = await new PasswordHasher({ PASSWORD_HASH_COST: 11 }).hash('Correct-Horse-9');
    expect(stronger).toMatch(/^scrypt\$2048\$8\$3\$/);
    expect(await verifyPassword('Correct-Horse-9', stronger)).toBe(true);
  });

  it('accepts a cost from 10 to 20 only', () => {
    expect(defaults.parse({ PASSWORD_HASH_COST: '12' })).toEqual({ PASSWORD_HASH_COST: 12 });
    for (const bad of ['9', '21', '1.5', 'x']) {
      expect(defaults.safeParse({ PASSWORD_HASH_COST: bad }).success).toBe(false);
    }
  });

  it('salts every hash and never contains the password', async () => {
    const [a, b] = await Promise.all([cheap.hash('same-Password-1'), cheap.hash('same-Password-1')]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same-Password-1');
  });

  it('checks an unknown user against a throwaway hash of the same cost, made once', async () => {
    const hasher = new PasswordHasher({ PASSWORD_HASH_COST: 10 });
    const hash = jest.spyOn(hasher, 'hash');
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
    await hasher.verifyDummy('anything else');
    expect(hash).toHaveBeenCalledTimes(1);
    expect(await hash.mock.results[0].value).toMatch(/^scrypt\$1024\$8\$3\$/);
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
