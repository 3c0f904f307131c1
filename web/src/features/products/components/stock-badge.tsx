import type { StockBadge as Badge } from '../utils/product-display';
import styles from './stock-badge.module.css';

export function StockBadge({ badge, className }: { badge: Badge; className?: string }) {
  const classes = [styles.badge, styles[badge.tone], className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-tone={badge.tone}>
      {badge.label}
    </span>
  );
}
