import { z } from 'zod';
import { describeZodError } from './zod-errors';

const describe_ = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error);
};

describe('describeZodError', () => {
  it('keeps a Chinese message the schema wrote', () => {
    expect(describe_(z.object({ name: z.string().min(1, '分类名称不能为空') }), { name: '' })).toBe('分类名称不能为空');
  });

  it('names a missing field', () => {
    expect(describe_(z.object({ title: z.string() }), {})).toBe('title不能为空');
  });

  it('names a field of the wrong shape', () => {
    expect(describe_(z.object({ stock: z.number() }), { stock: 'many' })).toBe('stock 格式不正确');
  });

  it('lists unknown fields of a strict object', () => {
    expect(describe_(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('不支持的字段：b');
  });
});
