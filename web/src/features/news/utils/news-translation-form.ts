import type { NewsTranslationAdminView } from '@site/contracts';
import type { NewsTranslationPayload } from '../api/news';
import { coverAltPayload, generatedSummary, type NewsFormValues } from './news-form';

/** The English form: the Chinese form's words, without what the article shares (category, cover, date). */
export type NewsTranslationFormValues = Pick<
  NewsFormValues,
  'title' | 'content' | 'summary' | 'cover_alt' | 'cover_decorative' | 'seo_title' | 'seo_description'
>;

export const EMPTY_TRANSLATION_VALUES: NewsTranslationFormValues = {
  title: '',
  content: '',
  summary: '',
  cover_alt: '',
  cover_decorative: false,
  seo_title: '',
  seo_description: '',
};

/** The English working copy in the form; a generated summary shows empty, as in the Chinese form. */
export function translationToFormValues(view: NewsTranslationAdminView | null): NewsTranslationFormValues {
  if (view === null) return EMPTY_TRANSLATION_VALUES;
  return {
    title: view.title,
    content: view.content,
    summary: view.summary === generatedSummary('', view.content) ? '' : view.summary,
    cover_alt: view.cover_alt ?? '',
    cover_decorative: view.cover_alt === '',
    seo_title: view.seo_title,
    seo_description: view.seo_description,
  };
}

/** 从中文复制: the Chinese form's words, to translate in place. */
export function copiedFromChinese(chinese: NewsFormValues): NewsTranslationFormValues {
  const { title, content, summary, cover_alt, cover_decorative, seo_title, seo_description } = chinese;
  return { title, content, summary, cover_alt, cover_decorative, seo_title, seo_description };
}

export function toTranslationPayload(values: NewsTranslationFormValues, hasCover: boolean): NewsTranslationPayload {
  return {
    title: values.title.trim(),
    content: values.content ?? '',
    summary: (values.summary ?? '').trim(),
    cover_alt: coverAltPayload(hasCover, values),
    seo_title: (values.seo_title ?? '').trim(),
    seo_description: (values.seo_description ?? '').trim(),
  };
}
