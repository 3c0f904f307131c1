import { useQuery } from '@tanstack/react-query';
import { SETTINGS_DEFAULTS, type PasswordPolicy } from '@site/contracts';
import { settingsTabQuery, type SettingsValues } from '../api/admin-settings';

export function toPasswordPolicy(security: SettingsValues): PasswordPolicy {
  const defaults = SETTINGS_DEFAULTS.security;
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  return {
    minLength: typeof security.passwordMinLength === 'number' ? security.passwordMinLength : defaults.passwordMinLength,
    requireUppercase: flag(security.passwordRequireUppercase, defaults.passwordRequireUppercase),
    requireNumber: flag(security.passwordRequireNumber, defaults.passwordRequireNumber),
    requireSymbol: flag(security.passwordRequireSymbol, defaults.passwordRequireSymbol),
  };
}

/**
 * The security policy for new passwords. Only admins may read it; for others, or when the call
 * fails, this is undefined and forms fall back to six characters (the server checks anyway).
 */
export function usePasswordPolicy(canRead: boolean): PasswordPolicy | undefined {
  const { data } = useQuery({ ...settingsTabQuery('security'), enabled: canRead, select: toPasswordPolicy });
  return data;
}
