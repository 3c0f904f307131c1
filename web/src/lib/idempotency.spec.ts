import { idempotencyKeySchema } from '@site/contracts';
import { attemptFor, newIdempotencyKey } from './idempotency';

const message = { name: '张三', email: 'a@b.cn', company: '', subject: '主题', message: '内容' };

describe('idempotency keys', () => {
  it('makes version 4 UUIDs the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('keeps the key for the same message and changes it for an edited one', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = attemptFor(null, message, next);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, { ...message }, next)).toBe(first);
    expect(attemptFor(first, { ...message, message: '改过的内容' }, next).key).toBe('key-2');
  });
});
