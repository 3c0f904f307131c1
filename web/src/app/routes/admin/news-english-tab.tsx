import { NEWS_TRANSLATION_FIELDS, type NewsTranslationAdminView } from '@site/contracts';
import { Card, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { EN_NEWS_PATH } from '../../../features/news/api/news';
import { NewsTranslationPanel } from '../../../features/news/components/news-translation-panel';
import { useNewsTranslation } from '../../../features/news/hooks/use-news-translation';
import type { NewsFormValues } from '../../../features/news/utils/news-form';
import {
  toTranslationPayload,
  type NewsTranslationFormValues,
} from '../../../features/news/utils/news-translation-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { PublishStatusBar } from '../../../features/publishing/components/publish-status-bar';
import { useAutosave } from '../../../features/publishing/hooks/use-autosave';

// The English version is read with the article's translations, not by its own admin path: the bar's answers
// come back through onChanged.
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
  const { query, translation, take } = useNewsTranslation(newsId);
  const [edit, setEdit] = useState<{ values: NewsTranslationFormValues | null; dirty: boolean }>({
    values: null,
    dirty: false,
  });
  // Remounts the form with the latest working copy (after a stale save's reload or a restore).
  const [generation, setGeneration] = useState(0);
  const payload = useMemo(
    () => (edit.values ? { ...toTranslationPayload(edit.values, hasCover) } : null),
    [edit.values, hasCover],
  );
  useAutosave(EN_PUBLISHING, canEdit && translation ? newsId : null, payload, edit.dirty);

  if (newsId !== null && query.isError) {
    return <LoadErrorAlert title="获取英文版本失败" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (newsId !== null && query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <NewsTranslationPanel
      key={generation}
      newsId={newsId}
      translation={translation}
      hasCover={hasCover}
      chinese={chinese}
      canEdit={canEdit}
      onChange={take}
      onReload={() => {
        void query.refetch().then(() => {
          setEdit({ values: null, dirty: false });
          setGeneration((g) => g + 1);
        });
      }}
      onEdit={(values, dirty) => setEdit({ values, dirty })}
      publishingBar={
        translation && (
          <PublishStatusBar<NewsTranslationAdminView>
            config={EN_PUBLISHING}
            record={translation}
            canEdit={canEdit}
            timeZone={timeZone}
            dirty={edit.dirty}
            onChanged={(record) => {
              take(record);
              // A restore changes the working copy: the form shows it.
              if (!edit.dirty) setGeneration((g) => g + 1);
            }}
          />
        )
      }
    />
  );
}
