import { z } from 'zod';
import { byTranslatedLocale, TRANSLATED_LOCALES, type TranslatedLocale } from './locales';

/**
 * What the dashboard counts as translated or not, by kind (docs/languages.md). A kind that gets
 * translations adds itself here and answers its count from its service's `translationCounts` call.
 */
export const TRANSLATED_KINDS = ['categories', 'news', 'product', 'media', 'page'] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];
export const TRANSLATED_KIND_LABELS: Record<TranslatedKind, string> = {
  categories: '分类',
  /** Live articles, and how many are live in each language. */
  news: '新闻',
  /** Live products, and how many are live in each language. */
  product: '产品',
  media: '图片替代文本',
  /** Site pages, and how many are live in each language. */
  page: '页面',
};

const perLanguage = z.strictObject(byTranslatedLocale(() => z.number().int().nonnegative()));

/** One kind's count: how many records there are, and how many lack each language's version. */
export const translationCountSchema = z.strictObject({
  kind: z.enum(TRANSLATED_KINDS),
  total: z.number().int().nonnegative(),
  missing: perLanguage,
});
export type TranslationCount = z.infer<typeof translationCountSchema>;

export const translationCountsSchema = z.strictObject({ items: z.array(translationCountSchema) });

/**
 * `GET /api/admin/translations`: every kind's count. A service that did not answer is named in
 * `unavailable` ('content', 'catalog') and its kinds are missing.
 */
export const translationStatusSchema = translationCountsSchema.extend({ unavailable: z.array(z.string()) });
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

/** A kind's count from how many records it has and how many have a version in each language. */
export async function countTranslations(
  kind: TranslatedKind,
  count: (locale: TranslatedLocale) => Promise<{ total: number; translated: number }>,
): Promise<TranslationCount> {
  const counts = new Map(
    await Promise.all(TRANSLATED_LOCALES.map(async (locale) => [locale, await count(locale)] as const)),
  );
  const total = counts.get(TRANSLATED_LOCALES[0])?.total ?? 0;
  const missing = byTranslatedLocale((locale) => total - (counts.get(locale)?.translated ?? 0));
  return { kind, total, missing };
}
