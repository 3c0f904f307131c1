import { useLocation, useNavigate } from 'react-router-dom';
import styles from './news-article.module.css';

/** Back in history (keeping the list's page and filter); to /news when the article was opened directly. */
export function BackToNews() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first page of this tab's visit: nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => {
        if (hasHistory) void navigate(-1);
        else void navigate('/news');
      }}
    >
      ← 返回新闻列表
    </button>
  );
}
