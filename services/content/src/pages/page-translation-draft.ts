import { isDeepStrictEqual } from 'node:util';
import {
  Errors,
  LOCALE_LABEL,
  type PageSection,
  type PageTranslationAdminView,
  pageTranslationFieldsSchema,
  type PageTranslationInput,
  type PageView,
  parsePageSections,
  SECTION_TYPES,
  type SectionTexts,
  sectionTexts,
  type TranslatedLocale,
  withTexts,
} from '@site/contracts';
import { publicationView, sanitizeRichHtml, ServiceException } from '@site/service-kit';
import type { PageEntity } from './page.entity';
import { readSection } from './page-sections';
import type { PageTranslationRow } from './page-translations.repository';

// A page's translation (docs/languages.md): its title and, per section key, the section's texts. The
// Chinese page gives everything else: the texts are laid over its live sections when read.

/** The working copy: the draft when there is one, else the columns. */
export function pageTranslationWorkingCopy(row: PageTranslationRow): PageTranslationInput {
  if (row.draft) return pageTranslationFieldsSchema.parse(row.draft) as PageTranslationInput;
  return { title: row.title, sections: row.texts as Record<string, SectionTexts> };
}

export const pageTranslationMatchesColumns = (fields: PageTranslationInput, row: PageTranslationRow) =>
  fields.title === row.title && isDeepStrictEqual(fields.sections, row.texts);

/** Texts trimmed, rich text sanitised as the page's own. */
function cleanValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'html' ? sanitizeRichHtml(value.trim()) : value.trim();
  if (Array.isArray(value)) return value.map((item) => cleanValue(item));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanValue(v, k)]));
  return value;
}

const refusal = (locale: TranslatedLocale, message: string) =>
  new ServiceException(Errors.validation(`${LOCALE_LABEL[locale]}版本：${message}`));

/**
 * A save's texts, ready to store: each section key must be one of the page's; each text is checked
 * against its field's rules (a text left empty stands for itself: a draft may be unfinished); only
 * texts are kept. `sections`: the page's sections, live and working copy.
 */
export function cleanPageTranslation(
  input: PageTranslationInput,
  sections: PageSection[],
  locale: TranslatedLocale,
): PageTranslationInput {
  const byKey = new Map(sections.map((s) => [s.key, s]));
  const texts: Record<string, SectionTexts> = {};
  for (const [key, sent] of Object.entries(input.sections)) {
    const section = byKey.get(key);
    if (!section) throw refusal(locale, `页面中没有区块「${key}」`);
    texts[key] = cleanValue(sectionTexts(section.type, sent)) as SectionTexts;
  }
  const checked = parsePageSections({
    sections: sections.filter((s) => texts[s.key]).map((s) => withTexts(s, texts[s.key], 'chinese')),
  });
  if (!checked.ok) throw refusal(locale, checked.message);
  return { title: input.title.trim(), sections: texts };
}

/**
 * The page's visible sections in the language: its texts over the Chinese ones. A section with no
 * texts, or whose texts no longer fit it (the Chinese section changed since), is left out.
 */
export function translatedSections(live: PageSection[], texts: Record<string, SectionTexts>): PageSection[] {
  return live
    .filter((s) => !s.hidden && texts[s.key] !== undefined)
    .map((s) => withTexts(s, texts[s.key], 'empty'))
    .filter((s) => SECTION_TYPES[s.type].schema.strict().safeParse(s.data).success);
}

/** The page in the language, as the public site shows it. */
export function toTranslatedPageView(
  page: PageEntity,
  title: string,
  texts: Record<string, SectionTexts>,
  updatedAt: Date,
): PageView {
  const latest = updatedAt > page.updatedAt ? updatedAt : page.updatedAt;
  return {
    key: page.key as PageView['key'],
    title,
    sections: translatedSections(page.sections.map(readSection), texts),
    updated_at: latest.toISOString(),
    updated_by: page.updatedBy,
  };
}

export function toPageTranslationAdminView(
  row: PageTranslationRow,
  locale: TranslatedLocale,
): PageTranslationAdminView {
  const copy = pageTranslationWorkingCopy(row);
  return {
    id: row.id,
    key: row.key as PageTranslationAdminView['key'],
    locale,
    title: copy.title,
    sections: copy.sections,
    publication: publicationView(row),
  };
}
