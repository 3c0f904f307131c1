import { createUserSchema } from '@site/contracts';
import { checkRule, requiredMessage, requiredNumberRule, requiredRule, schemaRule } from './form-rules';

describe('requiredRule', () => {
  it("says '{label}不能为空' and refuses blank text", () => {
    expect(requiredRule('网站名称')).toEqual({ required: true, whitespace: true, message: '网站名称不能为空' });
    expect(requiredMessage('邮箱')).toBe('邮箱不能为空');
  });

  it('checks number inputs as numbers', () => {
    expect(requiredNumberRule('SMTP 端口')).toEqual({ type: 'number', required: true, message: 'SMTP 端口不能为空' });
  });
});

describe('schemaRule', () => {
  const rule = schemaRule(createUserSchema.shape.username);

  it('passes valid and empty values (emptiness is requiredRule’s job)', async () => {
    await expect(rule.validator!({}, 'zhang.san')).resolves.toBeUndefined();
    await expect(rule.validator!({}, '')).resolves.toBeUndefined();
    await expect(rule.validator!({}, '   ')).resolves.toBeUndefined();
    await expect(rule.validator!({}, undefined)).resolves.toBeUndefined();
  });

  it("rejects with the schema's first message", async () => {
    await expect(rule.validator!({}, '张 三')).rejects.toThrow('用户名只能包含字母、数字和 _ . @ -');
  });
});

describe('checkRule', () => {
  it('turns a message into a rejection', async () => {
    const rule = checkRule((value) => (value === 'a' ? null : '必须是 a'));
    await expect(rule.validator!({}, 'a')).resolves.toBeUndefined();
    await expect(rule.validator!({}, 'b')).rejects.toThrow('必须是 a');
  });
});
