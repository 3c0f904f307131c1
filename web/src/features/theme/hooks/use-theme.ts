import { useCallback, useSyncExternalStore } from 'react';
import { mediaQuery } from '../../../lib/media-query';
import { DARK_QUERY, THEME_STORAGE_KEY, isTheme, oppositeTheme, resolveTheme, type Theme } from '../utils/theme';

// The <html data-theme> attribute is the single source of truth; this event tells React it changed.
const CHANGE_EVENT = 'site:themechange';

function readStoredTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return mediaQuery(DARK_QUERY)?.matches ?? false;
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (root.getAttribute('data-theme') === theme) return;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function getSnapshot(): Theme {
  const current = document.documentElement.getAttribute('data-theme');
  return isTheme(current) ? current : resolveTheme(readStoredTheme(), systemPrefersDark());
}

function getServerSnapshot(): Theme {
  return 'light';
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(resolveTheme(event.newValue, systemPrefersDark()));
  };
  // Follow the system live, but only while the visitor has not chosen.
  const onSystemChange = () => {
    if (!isTheme(readStoredTheme())) applyTheme(resolveTheme(null, systemPrefersDark()));
  };
  const media = mediaQuery(DARK_QUERY);
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', onSystemChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', onSystemChange);
  };
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch (error) {
      console.warn('无法保存主题设置', error);
    }
    applyTheme(next);
  }, []);

  const toggleTheme = useCallback(() => setTheme(oppositeTheme(getSnapshot())), [setTheme]);

  return { theme, setTheme, toggleTheme };
}
