import { passwordPolicyError, type PasswordPolicy } from '@site/contracts';

/** When the security policy cannot be read, a new password needs 6 characters. */
export const FALLBACK_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  requireUppercase: false,
  requireNumber: false,
  requireSymbol: false,
};

/** The first rule a new password breaks under the policy (or the fallback), else null. Emptiness is a required rule. */
export function newPasswordProblem(password: unknown, policy: PasswordPolicy | undefined): string | null {
  if (typeof password !== 'string' || password === '') return null;
  return passwordPolicyError(password, policy ?? FALLBACK_PASSWORD_POLICY);
}

export const RESET_MISMATCH = '新密码和确认密码不匹配。';
export const FORM_MISMATCH = '两次输入的密码不一致';

/** Confirmation check; the message differs between the reset dialog and the user form. */
export function confirmProblem(password: unknown, confirmation: unknown, message: string): string | null {
  if (typeof confirmation !== 'string' || confirmation === '') return null;
  return confirmation === password ? null : message;
}

/** One line under the password field telling what the policy wants. */
export function policyHint(policy: PasswordPolicy | undefined): string {
  const rules = policy ?? FALLBACK_PASSWORD_POLICY;
  const needs = [
    rules.requireUppercase && '大写字母',
    rules.requireNumber && '数字',
    rules.requireSymbol && '特殊字符',
  ].filter(Boolean);
  return needs.length > 0 ? `至少${rules.minLength}位，须包含${needs.join('、')}` : `至少${rules.minLength}位`;
}
