import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** For lists and pages that have nothing to show yet. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.box} role="status">
      <svg className={styles.icon} viewBox="0 0 48 48" fill="none" aria-hidden="true">
        <rect x="6" y="12" width="36" height="28" rx="4" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 20h36M16 12l4-6h8l4 6" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
