import type { ReactNode } from 'react';
import { SiteLink } from './route-link';
import styles from './button-link.module.css';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  /** `inverse` and `outlineInverse` sit on a coloured band. */
  variant?: 'primary' | 'secondary' | 'inverse' | 'outlineInverse';
}

export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <SiteLink to={to} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </SiteLink>
  );
}
