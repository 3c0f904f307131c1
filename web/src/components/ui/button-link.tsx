import type { ReactNode } from 'react';
import { isExternalLink } from '../../lib/route-links';
import { RouteLink } from './route-link';
import styles from './button-link.module.css';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  /** `inverse` and `outlineInverse` sit on a coloured band. */
  variant?: 'primary' | 'secondary' | 'inverse' | 'outlineInverse';
}

export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  // Staff may point a page's button at another site: a plain link, in a new tab.
  if (isExternalLink(to)) {
    return (
      <a href={to} className={`${styles.button} ${styles[variant]}`} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <RouteLink to={to} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </RouteLink>
  );
}
