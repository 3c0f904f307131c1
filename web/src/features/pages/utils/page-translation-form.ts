import {
  sectionPlace,
  sectionTextFields,
  type PageSection,
  type PageTranslationAdminView,
  type PageTranslationInput,
  type SectionTextField,
  type SectionTexts,
} from '@site/contracts';

// The English form of a page: its title and, per section key, the section's texts in the shape of its data
// (what PUT /api/en/pages/{key} takes). Which fields are texts the section schemas say (sectionTextFields), so a
// new section type needs nothing here.

export type PageTranslationFormValues = PageTranslationInput;

/** A section's texts for the form, in the English column. */
export interface SectionTextRow extends SectionTextField {
  /** Its name in the form: "第 2 项 · 卡片标题", "按钮 1 · 按钮文字". */
  name: string;
}

/** Each text of a section, named by where it is. */
export function sectionTextRows(section: PageSection): SectionTextRow[] {
  return sectionTextFields(section.type, section.data).map((field) => {
    const places = field.path.flatMap((step, i) => {
      if (typeof step !== 'number') return [];
      return [field.path[i - 1] === 'buttons' ? `按钮 ${step + 1}` : `第 ${step + 1} 项`];
    });
    const own = field.path.includes('picture') ? `图片${field.label}` : field.label;
    return { ...field, name: [...places, own].join(' · ') };
  });
}

/** The heading of a section's group: "第 2 个区块（卡片「核心能力」）". */
export const sectionHeading = (section: PageSection, index: number) =>
  sectionPlace(index, section).replace(/：$/, '') + (section.hidden ? '（已隐藏）' : '');

type Tree = Record<string, unknown> | unknown[];

const valueAt = (tree: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (node, step) => (node !== null && typeof node === 'object' ? (node as Tree)[step as never] : undefined),
    tree,
  );

function setAt(tree: Tree, path: (string | number)[], value: string) {
  let node = tree as Record<string | number, unknown>;
  path.forEach((step, i) => {
    if (i === path.length - 1) node[step] = value;
    else {
      node[step] ??= typeof path[i + 1] === 'number' ? [] : {};
      node = node[step] as Record<string | number, unknown>;
    }
  });
}

/** A section's texts from `text` at each of its fields, every field there (lists without holes). */
function textsOf(section: PageSection, text: (field: SectionTextField) => string | null): SectionTexts {
  const tree: Record<string, unknown> = {};
  for (const field of sectionTextFields(section.type, section.data)) {
    const value = text(field);
    if (value !== null) setAt(tree, field.path, value);
  }
  return fillHoles(tree) as SectionTexts;
}

const fillHoles = (node: unknown): unknown => {
  if (Array.isArray(node)) return Array.from(node, (item) => fillHoles(item ?? {}));
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillHoles(v)]));
  return node;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The English working copy over the page's sections as they stand now ('' where a text has no English yet). */
export function translationToFormValues(
  view: PageTranslationAdminView | null,
  sections: readonly PageSection[],
): PageTranslationFormValues {
  return {
    title: view?.title ?? '',
    sections: Object.fromEntries(
      sections.map((s) => [s.key, textsOf(s, (field) => asText(valueAt(view?.sections[s.key], field.path)))]),
    ),
  };
}

/** 从中文复制: the page's Chinese title and texts, to translate in place. */
export function copiedFromChinese(title: string, sections: readonly PageSection[]): PageTranslationFormValues {
  return {
    title,
    sections: Object.fromEntries(sections.map((s) => [s.key, textsOf(s, (field) => field.chinese)])),
  };
}

/**
 * What the form sends: every text trimmed; an empty picture alt text left out (the media library's English
 * one then), any other empty text sent as such.
 */
export function toTranslationPayload(
  values: PageTranslationFormValues,
  sections: readonly PageSection[],
): PageTranslationInput {
  return {
    title: (values.title ?? '').trim(),
    sections: Object.fromEntries(
      sections.map((s) => [
        s.key,
        textsOf(s, (field) => {
          const text = asText(valueAt(values.sections?.[s.key], field.path)).trim();
          return field.nullable && text === '' ? null : text;
        }),
      ]),
    ),
  };
}
