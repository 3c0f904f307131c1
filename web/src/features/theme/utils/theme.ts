import type { TFunction } from 'i18next';

export type Theme = 'light' | 'dark';

/** localStorage key holding the visitor's explicit choice. */
export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** An explicit stored choice wins; otherwise the system preference decides. */
export function resolveTheme(stored: string | null | undefined, prefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return prefersDark ? 'dark' : 'light';
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

export function themeToggleLabel(theme: Theme, t: TFunction): string {
  return theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
}
