import { NEWS_TRANSLATION_FIELDS, type NewsTranslationAdminView } from '@site/contracts';
import { useCallback } from 'react';
import { EN_NEWS_PATH } from '../../../features/news/api/news';
import { NewsTranslationPanel } from '../../../features/news/components/news-translation-panel';
import { useNewsTranslation } from '../../../features/news/hooks/use-news-translation';
import type { NewsFormValues } from '../../../features/news/utils/news-form';
import {
  toTranslationPayload,
  type NewsTranslationFormValues,
} from '../../../features/news/utils/news-translation-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { EnglishVersionTab } from '../../../features/publishing/components/english-version-tab';

const EN_PUBLISHING: PublishingConfig = { basePath: EN_NEWS_PATH, fields: NEWS_TRANSLATION_FIELDS };

interface NewsEnglishTabProps {
  /** null: the article is not saved yet. */
  newsId: number | null;
  hasCover: boolean;
  chinese: () => NewsFormValues;
  canEdit: boolean;
  timeZone?: string;
}

/** The news editor's 英文版本 tab: the English form with its own publishing bar and autosave. */
export function NewsEnglishTab({ newsId, hasCover, chinese, canEdit, timeZone }: NewsEnglishTabProps) {
  const source = useNewsTranslation(newsId);
  const toPayload = useCallback(
    (values: NewsTranslationFormValues) => ({ ...toTranslationPayload(values, hasCover) }),
    [hasCover],
  );
  return (
    <EnglishVersionTab<NewsTranslationAdminView, NewsTranslationFormValues>
      config={EN_PUBLISHING}
      recordId={newsId}
      source={source}
      toPayload={toPayload}
      canEdit={canEdit}
      timeZone={timeZone}
    >
      {(wiring) => (
        <NewsTranslationPanel
          key={wiring.generation}
          newsId={newsId}
          translation={source.translation}
          hasCover={hasCover}
          chinese={chinese}
          canEdit={canEdit}
          onChange={wiring.onChange}
          onReload={wiring.onReload}
          onEdit={wiring.onEdit}
          publishingBar={wiring.publishingBar}
        />
      )}
    </EnglishVersionTab>
  );
}
