import { useCallback, useEffect, useState } from 'react';

/** The app-download banners vanish after 3000 ms. */
export const BANNER_MS = 3000;

export interface Banner {
  type: 'success' | 'error';
  title: string;
  detail?: string;
  /** Tells two equal banners in a row apart, so the second one gets its full 3 s. */
  shownAt: number;
}

/** One banner at a time; a new one replaces the old and restarts the clock. */
export function useTimedBanner(ms = BANNER_MS) {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), ms);
    return () => clearTimeout(timer);
  }, [banner, ms]);

  const show = useCallback(
    (type: Banner['type'], title: string, detail?: string) => setBanner({ type, title, detail, shownAt: Date.now() }),
    [],
  );
  const hide = useCallback(() => setBanner(null), []);
  return { banner, show, hide };
}
