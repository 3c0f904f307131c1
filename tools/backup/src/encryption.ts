import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * `--encrypt`: every file of a backup but its manifest is AES-256-GCM sealed with BACKUP_ENCRYPTION_KEY
 * (node:crypto, i.e. OpenSSL): a backup holds TOTP secrets, password hashes and signing keys. A file is
 * MAGIC, a random 12-byte IV, the ciphertext and the 16-byte tag; the tag is checked before restore
 * uses the file, so a changed byte is refused.
 */
export const ENCRYPTION_SCHEME = 'aes-256-gcm/1';
const MAGIC = Buffer.from('SITEBAK1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key from BACKUP_ENCRYPTION_KEY: 32 bytes, base64 (`openssl rand -base64 32`). */
export function parseKey(base64: string | undefined): Buffer {
  const key = Buffer.from(base64 ?? '', 'base64');
  if (key.length !== 32) throw new Error('BACKUP_ENCRYPTION_KEY 必须是 32 字节的 base64 (openssl rand -base64 32)');
  return key;
}

/** Names the key in the manifest without revealing it, so restore can say "wrong key" plainly. */
export const keyId = (key: Buffer) =>
  createHash('sha256').update('site-backup-key').update(key).digest('hex').slice(0, 16);

export async function encryptFile(path: string, key: Buffer): Promise<void> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = `${path}.sealing`;
  const out = createWriteStream(sealed, { flags: 'wx', mode: 0o600 });
  out.write(Buffer.concat([MAGIC, iv]));
  await pipeline(createReadStream(path), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once('error', reject));
  await rename(sealed, path);
}

export async function decryptFile(source: string, target: string, key: Buffer): Promise<void> {
  const { size } = await stat(source);
  const head = MAGIC.length + IV_BYTES;
  if (size < head + TAG_BYTES) throw new Error(`不是加密的备份文件 (not an encrypted backup file): ${source}`);
  const handle = await open(source, 'r');
  const header = Buffer.alloc(head);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(header, 0, head, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error(`不是加密的备份文件 (not an encrypted backup file): ${source}`);
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length));
  decipher.setAuthTag(tag);
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  try {
    const body = size - TAG_BYTES - head;
    const input = body > 0 ? createReadStream(source, { start: head, end: size - TAG_BYTES - 1 }) : [];
    await pipeline(input, decipher, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch {
    throw new Error(`解密失败：密钥不对或备份已损坏 (decryption failed: wrong key or damaged file): ${source}`);
  }
}

/** Every file under `folder`, as paths relative to it. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)));
}
