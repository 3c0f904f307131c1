import type { CSSProperties, ReactNode } from 'react';
import styles from './container.module.css';

export function Container({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div className={className ? `${styles.container} ${className}` : styles.container} style={style}>
      {children}
    </div>
  );
}
