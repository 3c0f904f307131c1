import {
  type NewsTranslationAdminView,
  type NewsTranslationInput,
  newsTranslationFieldsSchema,
  type TranslatedLocale,
} from '@site/contracts';
import { publicationView } from '@site/service-kit';
import { cleanWords } from './news-draft';
import { makeNewsSummary } from './news-summary';
import type { NewsTranslationFields, NewsTranslationRow } from './news-translations.repository';

// A translation's working copy, as news-draft.ts does it for the article: the draft when there is one,
// else the columns; the columns are the published words (or, before a first publish, the working copy).

/** A working copy as stored: its HTML sanitised, its summary as written ('' = made from the content). */
export const cleanTranslation = (input: NewsTranslationInput): NewsTranslationInput => ({
  ...input,
  ...cleanWords(input),
});

export function translationWorkingCopy(row: NewsTranslationRow): NewsTranslationInput {
  if (row.draft) return newsTranslationFieldsSchema.parse(row.draft);
  return {
    title: row.title,
    content: row.content,
    summary: row.summary,
    cover_alt: row.coverAlt,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
}

/** The columns a working copy writes; `coverAlt` is the checked text on publish, else the copy's own. */
export function translationColumns(
  fields: NewsTranslationInput,
  coverAlt: string | null = fields.cover_alt ?? null,
): NewsTranslationFields {
  return {
    title: fields.title,
    content: fields.content,
    summary: fields.summary || makeNewsSummary(fields.content),
    coverAlt,
    seoTitle: fields.seo_title ?? '',
    seoDescription: fields.seo_description ?? '',
  };
}

export function translationMatchesColumns(fields: NewsTranslationInput, row: NewsTranslationRow): boolean {
  const next = translationColumns(fields);
  return (
    next.title === row.title &&
    next.content === row.content &&
    next.summary === row.summary &&
    (fields.cover_alt === null || next.coverAlt === row.coverAlt) &&
    next.seoTitle === row.seoTitle &&
    next.seoDescription === row.seoDescription
  );
}

export function toTranslationAdminView(row: NewsTranslationRow, locale: TranslatedLocale): NewsTranslationAdminView {
  const copy = translationWorkingCopy(row);
  const columns = translationColumns(copy);
  return {
    id: row.id,
    locale,
    title: columns.title,
    summary: columns.summary,
    content: columns.content,
    cover_alt: copy.cover_alt ?? null,
    seo_title: columns.seoTitle,
    seo_description: columns.seoDescription,
    publication: publicationView(row),
  };
}
