import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * scrypt at one of OWASP's recommended settings (N=2^15, r=8, p=3: 32 MiB, a few tens of ms).
 * Parameters are stored with the hash, so they can be raised later without breaking old hashes.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A random password for an account nobody has typed one for yet (first admin, admin recovery):
 * base64url letters and digits plus `-A1`, so it meets any policy of at least `length` characters.
 */
export function generatePassword(length = 15): string {
  const random = randomBytes(Math.ceil((Math.max(length, 15) - 3) * 0.75) + 1)
    .toString('base64url')
    .slice(0, Math.max(length, 15) - 3);
  return `${random}-A1`;
}

let dummy: Promise<string> | undefined;
/** Verifies against a throwaway hash, so an unknown user takes as long as a wrong password. */
export async function verifyDummy(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
}
