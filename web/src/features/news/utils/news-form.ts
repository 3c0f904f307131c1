import { newsSummaryFromText, type NewsView } from '@site/contracts';
import { errorDetail } from '../../../lib/api-client';
import type { NewsPayload } from '../api/news';

// Admin only: this file may use the contracts' runtime helpers (zod comes with the admin chunk anyway).

export interface NewsFormValues {
  title: string;
  category: number | null;
  content: string;
  summary: string;
  cover_image: string | null;
  /** The cover's alt text for this article; empty: the media library's. */
  cover_alt: string;
  /** The cover only decorates: it goes with an empty alt text. */
  cover_decorative: boolean;
  seo_title: string;
  seo_description: string;
}

export const NEW_NEWS_VALUES: NewsFormValues = {
  title: '',
  category: null,
  content: '',
  summary: '',
  cover_image: null,
  cover_alt: '',
  cover_decorative: false,
  seo_title: '',
  seo_description: '',
};

/**
 * A summary the server generated shows as an empty field (with its preview), so it is generated
 * again from the edited content instead of going stale; a written one stays as written.
 */
export function newsToFormValues(news: NewsView): NewsFormValues {
  const content = news.content ?? '';
  const summary = news.summary ?? '';
  return {
    title: news.title,
    category: news.category || null,
    content,
    summary: summary === generatedSummary('', content) ? '' : summary,
    cover_image: news.cover_image,
    cover_alt: news.cover_alt ?? '',
    cover_decorative: news.cover_image !== null && news.cover_alt === '',
    seo_title: news.seo_title ?? '',
    seo_description: news.seo_description ?? '',
  };
}

/**
 * The news fields; an empty summary goes as '' and the server writes it. The cover's alt text goes as
 * '' when decorative, null when left empty (the server takes the media library's).
 */
export function toNewsPayload(values: NewsFormValues): NewsPayload {
  const cover = values.cover_image || null;
  return {
    title: values.title.trim(),
    category: Number(values.category),
    content: values.content ?? '',
    summary: (values.summary ?? '').trim(),
    cover_image: cover,
    cover_alt: coverAltPayload(cover !== null, values),
    seo_title: (values.seo_title ?? '').trim(),
    seo_description: (values.seo_description ?? '').trim(),
  };
}

/** The cover's alt text as sent: '' when decorative, null when empty (the media library's), none without a cover. */
export function coverAltPayload(
  hasCover: boolean,
  values: Pick<NewsFormValues, 'cover_alt' | 'cover_decorative'>,
): string | null {
  if (!hasCover) return null;
  return values.cover_decorative ? '' : (values.cover_alt ?? '').trim() || null;
}

// Cover image: JPG, JPEG, PNG or GIF, at most 5 MB, checked before it is shrunk.
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPE_ERROR = '只支持 JPG、PNG、GIF 格式的图片';
export const COVER_SIZE_ERROR = '图片文件大小不能超过5MB';
export const COVER_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
const COVER_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const COVER_EXTENSIONS = /\.(?:jpe?g|png|gif)$/i;

/** Why a chosen cover file is refused, or null. The type counts; the name only when the browser gave no type. */
export function coverFileProblem(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type === '' ? COVER_EXTENSIONS.test(file.name) : COVER_TYPES.has(file.type.toLowerCase());
  if (!typeOk) return COVER_TYPE_ERROR;
  if (file.size > COVER_MAX_BYTES) return COVER_SIZE_ERROR;
  return null;
}

const BLOCK_END = /<\/(?:p|div|h[1-6]|li|tr|td|th|blockquote|pre|figcaption|caption)\s*>|<br\s*\/?>/gi;

/**
 * The plain text of the editor's HTML, whitespace collapsed, as the server reads it for the
 * summary. An inert parser document: nothing in it loads or runs.
 */
export function htmlText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(
    html.replace(BLOCK_END, (end) => `${end} `),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Content must show something: some text, or a picture. */
export function contentProblem(html: unknown): string | null {
  const text = typeof html === 'string' ? html : '';
  return htmlText(text) === '' && !/<img\s/i.test(text) ? '内容不能为空' : null;
}

/** The summary the server will write when the field is left empty; null when one was written. */
export function generatedSummary(summary: string | undefined, content: string | undefined): string | null {
  if ((summary ?? '').trim() !== '') return null;
  return newsSummaryFromText(htmlText(content ?? ''));
}

/** '保存失败: ' and the reason (the server's message, a network hint, or the error's own text). */
export function saveFailedMessage(error: unknown): string {
  const reason = errorDetail(error) ?? (error instanceof Error ? error.message : '');
  return `保存失败: ${reason || '请稍后重试'}`;
}
