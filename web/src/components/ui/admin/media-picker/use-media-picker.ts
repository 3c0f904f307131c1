import { useState } from 'react';
import type { MediaChoice } from './media-picker';

/**
 * Opens and closes a MediaPicker: `show` for the button, `props` for the picker. The picker closes
 * once a picture is chosen, then `onSelect` gets it.
 */
export function useMediaPicker(onSelect: (choice: MediaChoice) => void) {
  const [open, setOpen] = useState(false);
  return {
    show: () => setOpen(true),
    props: {
      open,
      onClose: () => setOpen(false),
      onSelect: (choice: MediaChoice) => {
        setOpen(false);
        onSelect(choice);
      },
    },
  };
}
