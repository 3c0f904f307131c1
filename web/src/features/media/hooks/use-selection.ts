import type { MediaView } from '@site/contracts';
import { useCallback, useMemo, useState } from 'react';

/** The files ticked for a bulk action, kept across pages (each with its record: its tags and name). */
export function useSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, MediaView>>(new Map());

  const set = useCallback((files: readonly MediaView[], checked: boolean) => {
    setPicked((current) => {
      const next = new Map(current);
      for (const media of files) {
        if (checked) next.set(media.id, media);
        else next.delete(media.id);
      }
      return next;
    });
  }, []);
  const drop = useCallback((ids: readonly number[]) => {
    setPicked((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Map()), []);
  const ids = useMemo(() => new Set(picked.keys()), [picked]);

  return { files: [...picked.values()], ids, set, drop, clear };
}
