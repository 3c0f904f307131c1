import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes new passwords with scrypt at `PASSWORD_HASH_COST` (N = 2^cost, r=8, p=3). The default, 15, is one of
 * OWASP's recommended settings: 32 MiB and about 0.2 s of a core. Parameters are stored with the hash, so the
 * cost can be changed later without breaking old hashes.
 */
@Injectable()
export class PasswordHasher {
  private readonly params: { N: number; r: number; p: number };
  private dummy: Promise<string> | undefined;

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'PASSWORD_HASH_COST'>) {
    this.params = { N: 2 ** config.PASSWORD_HASH_COST, r: 8, p: 3 };
  }

  async hash(password: string): Promise<string> {
    const { N, r, p } = this.params;
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.params);
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  /** Verifies against a throwaway hash, so an unknown user takes as long as a wrong password. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await verifyPassword(password, await this.dummy);
  }
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
