import { useTranslation } from '../../lib/i18n';
import styles from './error-state.module.css';

interface ErrorStateProps {
  title: string;
  detail?: string;
  onRetry: () => void;
}

/** A public page's failed load: what failed, why, and a retry. */
export function ErrorState({ title, detail, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{title}</p>
      {detail && <p>{detail}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
