import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** A system preference the test can change, as the OS setting would. */
function systemPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? list : { matches: false }) as unknown as typeof window.matchMedia;
  return {
    listeners,
    change(next: boolean) {
      list.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useReducedMotion', () => {
  it('is off when the browser cannot tell', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });

  it('follows the system setting live, and stops listening on unmount', () => {
    const system = systemPreference(true);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    act(() => system.change(false));
    expect(result.current).toBe(false);
    act(() => system.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(system.listeners.size).toBe(0);
  });
});
