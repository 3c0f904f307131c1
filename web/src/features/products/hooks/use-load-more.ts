import { useEffect } from 'react';
import { LOAD_MORE_DELAY_MS, VISIBILITY_THRESHOLD } from '../utils/lazy-list';

/**
 * Once `target` (the last card) is 10 % visible, `loadMore` runs 0.5 s later. A new last
 * card is observed afresh, so a tall screen keeps filling until everything is shown.
 */
export function useLoadMore(target: Element | null, enabled: boolean, loadMore: () => void): void {
  useEffect(() => {
    if (!target || !enabled || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (timer !== undefined || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = setTimeout(loadMore, LOAD_MORE_DELAY_MS);
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [target, enabled, loadMore]);
}
