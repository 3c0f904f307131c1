import { idSchema } from './identity';
import { idField, isCleanText, text } from './text';

describe('the text rule', () => {
  it.each(['', 'plain', '中文', '😀 emoji pairs', 'tab\tand\nbreaks'])('accepts %j', (value) => {
    expect(isCleanText(value)).toBe(true);
  });

  it.each(['a\u0000b', '\ud83d', 'x\ud83dy', '\ude00', 'x\ude00\ud83d'])('refuses %j', (value) => {
    expect(isCleanText(value)).toBe(false);
  });

  it('answers in Chinese, naming the field', () => {
    const result = text('标题').safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('标题包含无效字符');
    expect(text('标题').safeParse(5).error?.issues[0].message).toBe('标题必须是文字');
  });
});

describe('strict ids', () => {
  it.each([
    ['1', 1],
    ['16', 16],
    [16, 16],
    ['2147483647', 2147483647],
  ])('reads %j as %j', (input, id) => {
    expect(idSchema.parse(input)).toBe(id);
    expect(idField('分类ID必须是正整数').parse(input)).toBe(id);
  });

  it.each(['0x10', '+5', ' 1', '1 ', '00001', '1.0', '1e1', '-1', '0', '', '１', '2147483648', 1.5, 0, -3, null, true])(
    'refuses %j',
    (input) => {
      expect(idSchema.safeParse(input).success).toBe(false);
      expect(idField('分类ID必须是正整数').safeParse(input).success).toBe(false);
    },
  );
});
