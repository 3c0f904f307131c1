import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './section.module.css';

interface SectionProps {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'soft';
  id?: string;
}

export function Section({ title, intro, children, tone = 'plain', id }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'soft' ? `${styles.section} ${styles.soft}` : styles.section}
    >
      <Container>
        {title && (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
