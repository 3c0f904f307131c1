import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';
import { formatDateTime } from '../format-date';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  cache: Map<string, Intl.DateTimeFormat>,
  options: Intl.DateTimeFormatOptions,
  locale: Locale,
  date: Date,
) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(locale, format);
  }
  return format.format(date);
}

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A day as the page's language writes it: Chinese pages keep the `2026-11-29` they always showed,
 * other languages get Intl's (`Nov 29, 2026`). '' for a missing or unreadable value.
 */
export function formatDate(locale: Locale, value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  if (locale === DEFAULT_LOCALE) return formatDateTime(value).slice(0, 10);
  return formatIn(dateFormats, { year: 'numeric', month: 'short', day: 'numeric' }, locale, date);
}

/** A moment, as `formatDate` with the time (`2026-11-29 14:05`, `Nov 29, 2026, 2:05 PM`). */
export function formatDateAndTime(locale: Locale, value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  if (locale === DEFAULT_LOCALE) return formatDateTime(value);
  const options = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  return formatIn(dateTimeFormats, options, locale, date);
}

/** A count as the language groups its digits. */
export const formatNumber = (locale: Locale, value: number): string => value.toLocaleString(locale);
