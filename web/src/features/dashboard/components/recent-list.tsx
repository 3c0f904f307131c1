import { Empty } from 'antd';
import type { Key, ReactNode } from 'react';
import styles from './dashboard.module.css';

interface RecentListProps {
  label: string;
  items: { key: Key; title: ReactNode; meta: ReactNode }[];
  empty: string;
}

/** A short list of recent items: a linked title over a line of details. */
export function RecentList({ label, items, empty }: RecentListProps) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <div className={styles.itemTitle}>{item.title}</div>
          <div className={styles.itemMeta}>{item.meta}</div>
        </li>
      ))}
    </ul>
  );
}
