import { z } from 'zod';
import {
  byTranslatedLocale,
  LOCALES,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  UNKNOWN_LOCALE_MESSAGE,
} from './locales';

/** `?locale=` of the public reads (and filters by language): one of the site's languages, or a Chinese 400. */
export const localeSchema = z.enum(LOCALES, { message: UNKNOWN_LOCALE_MESSAGE });

/**
 * A record's translations in a write: per translated language, its fields; `null` removes that
 * language's version, and a language left out keeps what it had.
 */
export function translationsSchema<S extends z.ZodType>(fields: (locale: TranslatedLocale) => S) {
  const shape = byTranslatedLocale((locale) => fields(locale).nullable().optional());
  return z.strictObject(shape, {
    message: `translations 只能包含 ${TRANSLATED_LOCALES.join('、')}`,
  });
}

/** A record's translations as the back office reads them: every translated language, null where there is none. */
export function translationsViewSchema<S extends z.ZodType>(fields: S) {
  return z.strictObject(byTranslatedLocale(() => fields.nullable()));
}
