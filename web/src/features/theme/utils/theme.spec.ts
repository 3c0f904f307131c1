import i18next from 'i18next';
import { oppositeTheme, resolveTheme, themeToggleLabel, THEME_STORAGE_KEY } from './theme';
import { themeBootScript } from './theme-boot-script';

describe('resolveTheme', () => {
  it('follows the system preference when nothing is stored', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('lets a stored choice win over the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('ignores stored values that are not a theme', () => {
    expect(resolveTheme('blue', true)).toBe('dark');
    expect(resolveTheme('', false)).toBe('light');
  });
});

describe('toggle helpers', () => {
  it('flips between the two themes', () => {
    expect(oppositeTheme('light')).toBe('dark');
    expect(oppositeTheme('dark')).toBe('light');
  });

  it('labels the button with the mode it switches to', () => {
    expect(themeToggleLabel('light', i18next.t)).toBe('切换到深色模式');
    expect(themeToggleLabel('dark', i18next.t)).toBe('切换到浅色模式');
  });
});

describe('themeBootScript', () => {
  const root = document.documentElement;

  function runBootScript(stored: string | null, prefersDark: boolean): string | null {
    root.removeAttribute('data-theme');
    localStorage.clear();
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    window.matchMedia = (query: string) => ({ matches: prefersDark && query.includes('dark') }) as MediaQueryList;
    // jest's jsdom runs inline scripts, like the browser does with the one in index.html.
    const script = document.createElement('script');
    script.textContent = themeBootScript;
    document.head.appendChild(script);
    script.remove();
    return root.getAttribute('data-theme');
  }

  it.each([
    [null, true],
    [null, false],
    ['light', true],
    ['dark', false],
    ['nonsense', true],
  ])('matches resolveTheme for stored=%p, prefersDark=%p', (stored, prefersDark) => {
    expect(runBootScript(stored, prefersDark)).toBe(resolveTheme(stored, prefersDark));
  });

  it('sets the colour scheme too, so native controls match', () => {
    runBootScript('dark', false);
    expect(root.style.colorScheme).toBe('dark');
  });
});
