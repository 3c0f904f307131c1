import { PAGE_TRANSLATION_FIELDS, sectionTextFields, type PageAdminView } from '@site/contracts';
import { useCallback } from 'react';
import { EN_PAGES_PATH } from '../../../features/pages/api/admin-pages';
import { PageTranslationPanel } from '../../../features/pages/components/page-translation-panel';
import type { usePageTranslation } from '../../../features/pages/hooks/use-page-translation';
import {
  toTranslationPayload,
  type PageTranslationFormValues,
} from '../../../features/pages/utils/page-translation-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { EnglishVersionTab } from '../../../features/publishing/components/english-version-tab';

/** Published by the page's id, as the Chinese page: `/api/en/pages/{id}/publish` …. */
const EN_PUBLISHING: PublishingConfig = { basePath: EN_PAGES_PATH, fields: PAGE_TRANSLATION_FIELDS };

interface PageEnglishTabProps {
  /** The Chinese page's working copy as saved. */
  page: PageAdminView;
  /** Its English version, read by the editor (the tab's label shows its state). */
  source: ReturnType<typeof usePageTranslation>;
  canEdit: boolean;
  timeZone?: string;
}

/** The block editor's 英文版本 tab: the page's English words beside its Chinese, with their own bar and autosave. */
export function PageEnglishTab({ page, source, canEdit, timeZone }: PageEnglishTabProps) {
  const toPayload = useCallback(
    (values: PageTranslationFormValues) => ({ ...toTranslationPayload(values, page.sections) }),
    [page.sections],
  );
  // The English fields follow the Chinese sections' texts: a section or item added or removed remounts the form.
  const shape = page.sections
    .map(
      (s) =>
        `${s.key}:${sectionTextFields(s.type, s.data)
          .map((f) => f.path.join('.'))
          .join(',')}`,
    )
    .join('|');
  return (
    <EnglishVersionTab
      config={EN_PUBLISHING}
      recordId={page.id}
      source={source}
      toPayload={toPayload}
      canEdit={canEdit}
      timeZone={timeZone}
    >
      {(wiring) => (
        <PageTranslationPanel
          key={`${wiring.generation}-${shape}`}
          page={page}
          translation={source.translation}
          canEdit={canEdit}
          publishingBar={wiring.publishingBar}
          onChange={wiring.onChange}
          onReload={wiring.onReload}
          onEdit={wiring.onEdit}
        />
      )}
    </EnglishVersionTab>
  );
}
