import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './login.module.css';

/** The frame of the pages a mailed link opens (reset, invitation, e-mail confirmation): a card like the login's. */
export function MailedLinkPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={id}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {children}
        <p className={styles.back}>
          <Link to="/admin/login">返回登录</Link>
        </p>
      </section>
    </main>
  );
}
