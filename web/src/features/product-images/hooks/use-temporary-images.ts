import { useCallback, useMemo, useRef, useState } from 'react';
import { addTemporary, moveImage, removeImages, setPrimary, type ManagedImage } from '../utils/gallery';

export interface TemporaryImages {
  images: ManagedImage[];
  add: (urls: readonly string[], altText?: string) => void;
  remove: (keys: ReadonlySet<string>) => void;
  setPrimary: (key: string) => void;
  move: (fromKey: string, toKey: string) => void;
  clear: () => void;
}

/** Images uploaded for a product not saved yet; attached once it is created. */
export function useTemporaryImages(): TemporaryImages {
  const [images, setImages] = useState<ManagedImage[]>([]);
  const counter = useRef(0);

  const add = useCallback((urls: readonly string[], altText?: string) => {
    setImages((list) => addTemporary(list, urls, () => `tmp-${++counter.current}`, altText));
  }, []);

  return useMemo(
    () => ({
      images,
      add,
      remove: (keys) => setImages((list) => removeImages(list, keys)),
      setPrimary: (key) => setImages((list) => setPrimary(list, key)),
      move: (fromKey, toKey) => setImages((list) => moveImage(list, fromKey, toKey)),
      clear: () => setImages([]),
    }),
    [images, add],
  );
}
