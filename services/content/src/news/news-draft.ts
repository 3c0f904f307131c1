import {
  Errors,
  type NewsAdminListAnswer,
  type NewsAdminView,
  type NewsInput,
  newsFieldsSchema,
} from '@site/contracts';
import {
  type PublishableRow,
  publicationView,
  sanitizeRichHtml,
  ServiceException,
  translationPublications,
} from '@site/service-kit';
import type { NewsFields } from './news.repository';
import { hasVisibleContent, makeNewsSummary, plainSummary } from './news-summary';
import { type NewsRow, toNewsListItem, toNewsView } from './news-view';

/** The sanitised body above this would not fit in one NATS reply with its article. */
export const MAX_CONTENT_BYTES = 512 * 1024;

/**
 * A working copy as stored (the draft and every revision): the input's fields, its HTML sanitised,
 * its summary as written ('' = made from the content). Refuses a blank or oversized body; alt text is
 * checked only on publish, so a draft may be saved unfinished.
 */
export function cleanDraft(input: NewsInput): NewsInput {
  return { ...input, ...cleanWords(input) };
}

/** An article's body and summary in any language, as stored (cleanDraft's rules). */
export function cleanWords(input: { content: string; summary: string }): { content: string; summary: string } {
  const content = sanitizeRichHtml(input.content);
  if (!hasVisibleContent(content)) throw new ServiceException(Errors.newsContentBlank());
  if (Buffer.byteLength(content) > MAX_CONTENT_BYTES) throw new ServiceException(Errors.newsContentTooLong());
  return { content, summary: plainSummary(input.summary) };
}

/** A stored draft back in the input's shape (it was stored from it). */
export function draftOf(stored: Record<string, unknown>): NewsInput {
  return newsFieldsSchema.parse(stored);
}

/** The published columns as a working copy (a published article without pending changes). */
export function fromColumns(row: NewsRow): NewsInput {
  return {
    title: row.title,
    category: row.categoryId,
    content: row.content ?? '',
    summary: row.summary,
    cover_image: row.coverImage,
    cover_alt: row.coverImage === null ? null : row.coverAlt,
    date: row.publishedAt.toISOString(),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
}

/** The working copy: the draft when there is one, else the published columns. */
export const workingCopy = (row: NewsRow): NewsInput => (row.draft ? draftOf(row.draft) : fromColumns(row));

/**
 * The columns a working copy writes: an empty summary made from the content; an absent date or SEO
 * field keeps the column. `coverAlt` is the checked text on publish, else the draft's own.
 */
export function toColumns(draft: NewsInput, coverAlt: string | null = draft.cover_alt ?? null): NewsFields {
  return {
    title: draft.title,
    categoryId: draft.category,
    content: draft.content,
    summary: draft.summary || makeNewsSummary(draft.content),
    coverImage: draft.cover_image,
    coverAlt: draft.cover_image === null ? null : coverAlt,
    publishedAt: draft.date === undefined ? undefined : new Date(draft.date),
    seoTitle: draft.seo_title,
    seoDescription: draft.seo_description,
  };
}

/** Whether publishing this working copy would change nothing in the columns. */
export function matchesColumns(draft: NewsInput, row: NewsRow): boolean {
  const next = toColumns(draft);
  return (
    next.title === row.title &&
    next.categoryId === row.categoryId &&
    next.content === row.content &&
    next.summary === row.summary &&
    next.coverImage === row.coverImage &&
    // No alt text of its own: the library's, which the column holds once published.
    (next.coverImage === null || draft.cover_alt === null || draft.cover_alt === row.coverAlt) &&
    (next.publishedAt === undefined || next.publishedAt.getTime() === row.publishedAt.getTime()) &&
    (next.seoTitle === undefined || next.seoTitle === row.seoTitle) &&
    (next.seoDescription === undefined || next.seoDescription === row.seoDescription)
  );
}

/** A row showing this working copy (a preview, the admin view). */
export function rowWith(row: NewsRow, draft: NewsInput): NewsRow {
  const next = toColumns(draft);
  return {
    ...row,
    ...next,
    publishedAt: next.publishedAt ?? row.publishedAt,
    seoTitle: next.seoTitle ?? row.seoTitle,
    seoDescription: next.seoDescription ?? row.seoDescription,
  };
}

export function toNewsAdminView(row: NewsRow, categoryName: string): NewsAdminView {
  return { ...toNewsView(rowWith(row, workingCopy(row)), categoryName), publication: publicationView(row) };
}

/** `translations`: the rows of the article's versions in other languages, words left out. */
export function toNewsAdminListItem(
  row: NewsRow,
  categoryName: string,
  translations: readonly (PublishableRow & { locale: string })[],
): NewsAdminListAnswer['items'][number] {
  return {
    ...toNewsListItem(row, categoryName),
    publication: publicationView(row),
    translations: translationPublications(translations),
  };
}
