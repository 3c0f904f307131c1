import { AUTOSAVE_INTERVAL_MS } from '@site/contracts';
import { useEffect, useRef } from 'react';
import { autosaveRecord, type PublishingConfig } from '../api/publishing';

/**
 * While the form has unsaved changes, keeps them every 10 s as the user's rolling autosave revision
 * (never public, never the version; docs/publishing.md). A failed autosave is tried again next tick.
 */
export function useAutosave(
  config: Pick<PublishingConfig, 'basePath'>,
  id: number | null,
  values: Record<string, unknown> | null,
  dirty: boolean,
): void {
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (id === null || !dirty) return;
    const timer = setInterval(() => {
      const current = latest.current;
      if (current === null) return;
      const text = JSON.stringify(current);
      if (text === sent.current) return;
      autosaveRecord(config, id, current).then(
        () => {
          sent.current = text;
        },
        () => undefined,
      );
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [config, id, dirty]);
}
