import { createHash } from 'node:crypto';

/** A visitor for one day: sha256(salt, address, agent), 16 bytes. Neither the address nor the salt is kept with it. */
export function visitorHash(salt: Buffer, ip: string | null, userAgent: string | null): Buffer {
  return createHash('sha256')
    .update(salt)
    .update(ip ?? '')
    .update('\n')
    .update(userAgent ?? '')
    .digest()
    .subarray(0, 16);
}
