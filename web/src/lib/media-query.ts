/** The browser's media query list, or null where there is none (old browsers, some test environments). */
export const mediaQuery = (query: string): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
