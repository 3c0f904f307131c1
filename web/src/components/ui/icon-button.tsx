import type { ReactNode } from 'react';
import styles from './icon-button.module.css';

interface IconButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
  expanded?: boolean;
  controls?: string;
}

/** A square button whose only content is an icon, so the label is its accessible name. */
export function IconButton({ label, onClick, children, className, expanded, controls }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
