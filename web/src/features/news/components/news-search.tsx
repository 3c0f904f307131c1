import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { MAX_SEARCH_CHARS } from '../utils/news-list-params';
import styles from './news-list.module.css';

interface NewsSearchProps {
  /** The search in the address; remount (key) to show a new one. */
  initial: string;
  onSearch: (search: string) => void;
}

/** /news search box: title, summary and author. An empty search shows everything again. */
export function NewsSearch({ initial, onSearch }: NewsSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        type="search"
        className={styles.searchInput}
        aria-label={t('news.search')}
        placeholder={t('news.searchPlaceholder')}
        maxLength={MAX_SEARCH_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('news.searchButton')}
      </button>
    </form>
  );
}
