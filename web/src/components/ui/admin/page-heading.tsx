import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './admin-ui.module.css';

/** The h1 of a back-office screen, with room for actions on the right. */
export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <Typography.Title level={1} className={styles.title}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
