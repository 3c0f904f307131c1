import { passwordPolicyError, type SettingsByTab } from '@site/contracts';

/** The first rule of the security settings that the password breaks, in Chinese; null when it passes. */
export function passwordProblem(password: string, security: SettingsByTab['security']): string | null {
  return passwordPolicyError(password, {
    minLength: security.passwordMinLength,
    requireUppercase: security.passwordRequireUppercase,
    requireNumber: security.passwordRequireNumber,
    requireSymbol: security.passwordRequireSymbol,
  });
}
