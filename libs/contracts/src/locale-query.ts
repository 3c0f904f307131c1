import { z } from 'zod';
import { LOCALES, UNKNOWN_LOCALE_MESSAGE } from './locales';

/** `?locale=` of the public reads (and filters by language): one of the site's languages, or a Chinese 400. */
export const localeSchema = z.enum(LOCALES, { message: UNKNOWN_LOCALE_MESSAGE });
