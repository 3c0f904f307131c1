import { z } from 'zod';
import { TRANSLATED_LOCALES } from './locales';
import { translationsViewSchema } from './locale-query';
import {
  type PageSection,
  pageKeySchema,
  SECTION_TEXTS,
  SECTION_TYPES,
  type SectionTextKind,
  type SectionType,
} from './pages';
import { publicationSchema, type RecordFields } from './publishing';
import { text } from './text';

/**
 * A page in another language (docs/languages.md): its title and, per section key, the section's
 * texts in the shape of its data (`{ title, items: [{ title, text }], buttons: [{ label }] }`).
 * Which fields are texts the section schemas say (SECTION_TEXTS); pictures, links, order, types and
 * every other field stay the Chinese page's, which the texts are laid over when read.
 */
export type SectionTexts = { [field: string]: string | null | SectionTexts | SectionTexts[] };

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const WRAPPERS = new Set(['default', 'nullable', 'optional', 'prefault', 'readonly', 'catch']);

const hasTexts = (schema: z.ZodType): boolean => {
  if (SECTION_TEXTS.has(schema)) return true;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return hasTexts(def.innerType);
  if (def.type === 'object') return Object.values(def.shape ?? {}).some(hasTexts);
  if (def.type === 'array') return hasTexts(def.element!);
  return false;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Walks `value` (a section's data) along `schema`, answering at each text field what `leaf` makes of
 * it and keeping every other field as it is.
 */
function walk(
  schema: z.ZodType,
  value: unknown,
  other: unknown,
  leaf: (mine: unknown, other: unknown, nullable: boolean) => unknown,
): unknown {
  if (SECTION_TEXTS.has(schema)) return leaf(value, other, schema.safeParse(null).success);
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, value, other, leaf);
  if (def.type === 'object' && isObject(value)) {
    const out: Record<string, unknown> = { ...value };
    for (const [key, child] of Object.entries(def.shape ?? {}))
      if (hasTexts(child)) out[key] = walk(child, value[key], isObject(other) ? other[key] : undefined, leaf);
    return out;
  }
  if (def.type === 'array' && Array.isArray(value) && hasTexts(def.element!))
    return value.map((item, i) => walk(def.element!, item, Array.isArray(other) ? other[i] : undefined, leaf));
  return value;
}

/** Only the texts of a data tree walked (its other fields dropped). */
function textsOnly(schema: z.ZodType, value: unknown): unknown {
  if (SECTION_TEXTS.has(schema)) return value;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return textsOnly(def.innerType, value);
  if (def.type === 'object' && isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(def.shape ?? {}))
      if (hasTexts(child) && value[key] !== undefined && value[key] !== null) out[key] = textsOnly(child, value[key]);
    return out;
  }
  if (def.type === 'array' && Array.isArray(value)) return value.map((item) => textsOnly(def.element!, item) ?? {});
  return undefined;
}

/** The texts of a section's data (or of texts sent for it: anything else in them is left out). */
export function sectionTexts(type: SectionType, data: unknown): SectionTexts {
  return (textsOnly(SECTION_TYPES[type].schema, data) ?? {}) as SectionTexts;
}

/**
 * The section with `texts` laid over its texts. `fill` says what a text left out (or empty) becomes:
 * 'empty' for what a language shows ('', or null for alt text: the media library's in that
 * language), 'chinese' to check a draft's lengths and types against the section's own rules.
 */
export function withTexts(section: PageSection, texts: unknown, fill: 'empty' | 'chinese'): PageSection {
  const data = walk(SECTION_TYPES[section.type].schema, section.data, texts, (chinese, mine, nullable) => {
    if (mine !== undefined && mine !== null && (mine !== '' || fill === 'empty')) return mine;
    if (fill === 'chinese') return chinese;
    return nullable && chinese !== '' ? null : '';
  });
  return { ...section, data } as PageSection;
}

/** A page's title in another language: what the page is called in its head and lists. */
const titleField = text('页面标题').trim().max(60, '页面标题不能超过60个字符');

/** A translation's input, its drafts and revisions: the page's title and its sections' texts by section key. */
export const pageTranslationFieldsSchema = z.strictObject({
  title: titleField.default(''),
  sections: z
    .record(z.string(), z.record(z.string(), z.unknown(), { message: '区块文字必须是对象' }), {
      message: '区块文字必须是以区块标识为键的对象',
    })
    .default({}),
});
export type PageTranslationInput = { title: string; sections: Record<string, SectionTexts> };

/** History and compare of a page's translation. */
export const PAGE_TRANSLATION_FIELDS: RecordFields<keyof PageTranslationInput> = {
  title: { label: '页面标题', kind: 'text' },
  sections: { label: '区块文字', kind: 'value' },
};

/** The admin's translation of a page: its working copy and where it stands. */
export const pageTranslationAdminViewSchema = z.strictObject({
  id: z.number(),
  key: pageKeySchema,
  locale: z.enum(TRANSLATED_LOCALES),
  title: z.string(),
  sections: z.record(z.string(), z.record(z.string(), z.unknown())),
  publication: publicationSchema,
});
export type PageTranslationAdminView = z.infer<typeof pageTranslationAdminViewSchema>;

/** `GET /api/admin/pages/{key}/translations`: every translated language, null where there is none. */
export const pageTranslationsViewSchema = translationsViewSchema(pageTranslationAdminViewSchema);
export type PageTranslationsView = z.infer<typeof pageTranslationsViewSchema>;

/** One text of a section, for an editor laying another language beside the Chinese. */
export interface SectionTextField extends SectionTextKind {
  /** Where it is in the section's data (and in its texts): `['items', 1, 'title']`. */
  path: (string | number)[];
  /** Empty stands for the media library's text in that language (a picture's alt text). */
  nullable: boolean;
  required: boolean;
  max: number | undefined;
  /** The Chinese section's text. */
  chinese: string;
}

/** Every text of a section's data, in order, with its field's declaration (a picture left out has no alt text). */
export function sectionTextFields(type: SectionType, data: unknown): SectionTextField[] {
  const fields: SectionTextField[] = [];
  const visit = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
    const kind = SECTION_TEXTS.get(schema);
    if (kind) {
      let inner = schema;
      while (WRAPPERS.has(defOf(inner).type) && defOf(inner).innerType) inner = defOf(inner).innerType!;
      const { minLength, maxLength } = inner as z.ZodString;
      fields.push({
        ...kind,
        path,
        nullable: schema.safeParse(null).success,
        required: (minLength ?? 0) > 0,
        max: maxLength ?? undefined,
        chinese: typeof value === 'string' ? value : '',
      });
      return;
    }
    const def = defOf(schema);
    if (WRAPPERS.has(def.type) && def.innerType) visit(def.innerType, value, path);
    else if (def.type === 'object' && isObject(value)) {
      for (const [key, child] of Object.entries(def.shape ?? {}))
        if (hasTexts(child)) visit(child, value[key], [...path, key]);
    } else if (def.type === 'array' && Array.isArray(value))
      value.forEach((item, i) => visit(def.element!, item, [...path, i]));
  };
  visit(SECTION_TYPES[type].schema, data, []);
  return fields;
}
