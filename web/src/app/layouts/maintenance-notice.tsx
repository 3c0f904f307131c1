import { useTranslation } from '../../lib/i18n';
import { Container } from '../../components/ui/container';
import styles from './maintenance-notice.module.css';

/** `message`: the settings' one in the page's language; empty, the page's own default words. */
export function MaintenanceNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Container>
      <section className={styles.notice} aria-labelledby="maintenance-title">
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18v3h3l6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id="maintenance-title" className={styles.title}>
          {t('maintenance.title')}
        </h1>
        <p className={styles.message}>{message || t('maintenance.message')}</p>
      </section>
    </Container>
  );
}
