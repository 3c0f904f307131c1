import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  /** h2 when the band is not at the top of its page. */
  as?: 'h1' | 'h2';
}

/** The band at the top of an inner page; holds the page's only h1. */
export function PageHeader({ title, eyebrow, children, as: Heading = 'h1' }: PageHeaderProps) {
  return (
    <header className={styles.band}>
      <Container>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {children && <div className={styles.lead}>{children}</div>}
      </Container>
    </header>
  );
}
