import { useSyncExternalStore } from 'react';
import { mediaQuery } from './media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor's system asks for less motion, followed live. The server cannot know, so it renders
 * with motion and the client switches after hydration (the markup then matches).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(QUERY)?.matches ?? false,
    () => false,
  );
}
