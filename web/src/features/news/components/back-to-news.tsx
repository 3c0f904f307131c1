import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalePath } from '../../../lib/i18n';
import styles from './news-article.module.css';

/** Back in history (keeping the list's page and filter); to /news (in the page's language) when the article was opened directly. */
export function BackToNews() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const location = useLocation();
  // 'default' is the key of the first page of this tab's visit: nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => {
        if (hasHistory) void navigate(-1);
        else void navigate(localePath('/news'));
      }}
    >
      {t('news.backToList')}
    </button>
  );
}
