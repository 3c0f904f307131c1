import type { CategoryTranslationView } from '@site/contracts';
import { LATIN_SLUG, latinSlug, LOCALE_LABEL } from '@site/contracts/locales';

/** The English column of the category form. */
export interface TranslationValues {
  name?: string;
  slug?: string;
}

/**
 * What the English fields send: undefined leaves the English version as it is (nothing typed on a
 * new category, nothing changed on an edit), null removes it (both fields emptied), else the fields.
 */
export function translationChange(
  values: TranslationValues | undefined,
  before: CategoryTranslationView | null,
): CategoryTranslationView | null | undefined {
  const name = values?.name?.trim() ?? '';
  const slug = values?.slug?.trim() ?? '';
  if (name === '' && slug === '') return before ? null : undefined;
  if (before && before.name === name && before.slug === slug) return undefined;
  return { name, slug };
}

/** 从中文复制: the Chinese name as a start, and a slug when the name has Latin letters or digits. */
export function copiedFromChinese(name: string): Required<TranslationValues> {
  const trimmed = name.trim();
  return { name: trimmed, slug: latinSlug(trimmed) };
}

const EN = LOCALE_LABEL.en;

/** The server's checks on the English fields, as a hint before sending (the server stays the judge). */
export function translationProblem(values: TranslationValues | undefined): { name?: string; slug?: string } {
  const name = values?.name?.trim() ?? '';
  const slug = values?.slug?.trim() ?? '';
  if (name === '' && slug === '') return {};
  if (name === '') return { name: `${EN}分类名称不能为空` };
  if (slug !== '' && !LATIN_SLUG.test(slug))
    return { slug: `${EN}URL别名只能包含小写字母、数字和连字符（如 smart-home）` };
  if (slug === '' && latinSlug(name) === '') return { slug: `请填写${EN}URL别名：${EN}名称里没有可用的字母或数字` };
  return {};
}
