import {
  FALLBACK_PASSWORD_POLICY,
  FORM_MISMATCH,
  RESET_MISMATCH,
  confirmProblem,
  newPasswordProblem,
  policyHint,
} from './password-rules';

describe('newPasswordProblem', () => {
  it('falls back to six characters when the policy is unknown', () => {
    expect(FALLBACK_PASSWORD_POLICY.minLength).toBe(6);
    expect(newPasswordProblem('12345', undefined)).toBe('密码长度至少为6位。');
    expect(newPasswordProblem('123456', undefined)).toBeNull();
  });

  it('applies the security policy when it is known', () => {
    const policy = { minLength: 10, requireUppercase: true, requireNumber: true, requireSymbol: false };
    expect(newPasswordProblem('short1A', policy)).toBe('密码长度至少为10位。');
    expect(newPasswordProblem('longenough1', policy)).toBe('密码必须包含大写字母。');
    expect(newPasswordProblem('Longenough', policy)).toBe('密码必须包含数字。');
    expect(newPasswordProblem('Longenough1', policy)).toBeNull();
  });

  it('leaves empty values to the required rule', () => {
    expect(newPasswordProblem('', undefined)).toBeNull();
    expect(newPasswordProblem(undefined, undefined)).toBeNull();
  });
});

describe('confirmProblem', () => {
  it('uses the wording of the form it serves', () => {
    expect(confirmProblem('abcdef', 'abcdeg', RESET_MISMATCH)).toBe('新密码和确认密码不匹配。');
    expect(confirmProblem('abcdef', 'abcdeg', FORM_MISMATCH)).toBe('两次输入的密码不一致');
    expect(confirmProblem('abcdef', 'abcdef', RESET_MISMATCH)).toBeNull();
    expect(confirmProblem('abcdef', '', RESET_MISMATCH)).toBeNull();
  });
});

describe('policyHint', () => {
  it('sums the policy up in one line', () => {
    expect(policyHint(undefined)).toBe('至少6位');
    expect(policyHint({ minLength: 8, requireUppercase: true, requireNumber: true, requireSymbol: true })).toBe(
      '至少8位，须包含大写字母、数字、特殊字符',
    );
  });
});
