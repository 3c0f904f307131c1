import type { ReactNode } from 'react';
import styles from './side-layout.module.css';

/** A filter panel beside the results (sticky on wide screens, above them on narrow ones). */
export function SideLayout({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>{side}</aside>
      <div className={styles.results}>{children}</div>
    </div>
  );
}
