import { SECTION_TYPES, type FieldKind, type RecordFields, type SectionType } from '@site/contracts';
import { diffArrays } from 'diff';

export type SegmentKind = 'same' | 'added' | 'removed';
export interface DiffSegment {
  kind: SegmentKind;
  text: string;
}

const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/**
 * One CJK character, a run of other letters and digits (a Latin word, with its combining marks), a run
 * of whitespace, or one other character (punctuation, symbols, emoji). Together they cover every character.
 */
const TOKEN = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}_])+|\\s+|[^]`, 'gu');

/** Chinese and Japanese character by character, Latin text word by word; whitespace and punctuation apart. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/**
 * Beyond this many inserted plus deleted tokens the diff stops (an article rewritten end to end would
 * take seconds) and the whole old text is shown removed, the new one added.
 */
const MAX_EDIT_LENGTH = 1000;

/** What changed from `before` to `after`, in order, neighbours of one kind merged. */
export function diffText(before: string, after: string): DiffSegment[] {
  if (before === after) return before === '' ? [] : [{ kind: 'same', text: before }];
  const changes = diffArrays(tokenize(before), tokenize(after), { maxEditLength: MAX_EDIT_LENGTH });
  const parts: DiffSegment[] =
    changes === undefined
      ? [
          { kind: 'removed', text: before },
          { kind: 'added', text: after },
        ]
      : changes.map((change) => ({
          kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
          text: change.value.join(''),
        }));
  const merged: DiffSegment[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = merged.at(-1);
    if (last?.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

/**
 * The text of an HTML field as a reader sees it: block elements (paragraphs, headings, list items …) on
 * lines of their own, `<br>` a line break, a picture as 〔图片：alt〕 so that a changed picture shows.
 */
export function htmlToPlainText(html: string): string {
  if (html.trim() === '') return '';
  if (typeof DOMParser === 'undefined')
    return tidy(html.replace(/<\/?(?:p|div|h\d|li|br)[^>]*>/gi, '\n').replace(/<[^>]*>/g, ''));
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let out = '';
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE') return;
    if (tag === 'BR') {
      out += '\n';
      return;
    }
    if (tag === 'IMG') {
      const alt = node.getAttribute('alt')?.trim() || node.getAttribute('src') || '';
      out += `〔图片：${alt}〕`;
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) out += '\n';
    node.childNodes.forEach(walk);
    if (block) out += '\n';
    else if (tag === 'TD' || tag === 'TH') out += ' ';
  };
  body.childNodes.forEach(walk);
  return tidy(out);
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export interface FieldComparison {
  key: string;
  label: string;
  kind: FieldKind;
  changed: boolean;
  /** For `value` fields: the old value removed and the new one added (or the one value, unchanged). */
  segments: DiffSegment[];
  /** For `sections` fields: section by section, in the newer version's order, removed ones after. */
  sections?: SectionComparison[];
}

/** One section of a page compared between two versions, matched by its key. */
export interface SectionComparison {
  key: string;
  /** Its type's label and its title, if any: 卡片「核心能力」. */
  label: string;
  /** What happened to it apart from its words: 新增区块, 删除区块, a move, hidden or shown again. */
  notes: string[];
  changed: boolean;
  /** Its words, every string of its data one per line. */
  segments: DiffSegment[];
}

/** What the compare reads of a stored section; anything else in the array is skipped. */
interface SectionLike {
  key: string;
  type: string;
  hidden?: boolean;
  locked?: boolean;
  data?: Record<string, unknown>;
}

const asSections = (value: unknown): SectionLike[] =>
  Array.isArray(value)
    ? value.filter(
        (s): s is SectionLike => typeof s === 'object' && s !== null && typeof (s as SectionLike).key === 'string',
      )
    : [];

const typeOf = (section: SectionLike) =>
  section.type in SECTION_TYPES ? SECTION_TYPES[section.type as SectionType] : null;

/** 卡片「核心能力」, or the type's label alone when the section has no title. */
export function sectionLabel(section: SectionLike): string {
  const type = typeOf(section)?.label ?? '区块';
  const title = section.data?.title;
  return typeof title === 'string' && title.trim() ? `${type}「${title.trim()}」` : type;
}

const MARKUP = /<[a-z][^>]*>/i;

/**
 * A section's words: every string of its data, depth first, one per line; HTML as its text. The top
 * fields go in the order its type declares them, so two copies whose keys were written in another order
 * (the editor's and the server's) read the same; nested ones keep their own order.
 */
export function sectionText(section: SectionLike): string {
  const data = section.data ?? {};
  const declared = Object.keys(typeOf(section)?.schema.shape ?? {});
  const keys = [...declared.filter((k) => k in data), ...Object.keys(data).filter((k) => !declared.includes(k))];
  const lines: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = MARKUP.test(value) ? htmlToPlainText(value) : value.trim();
      if (text) lines.push(text);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  keys.forEach((key) => walk(data[key]));
  return lines.join('\n');
}

/**
 * Two versions of a page's sections, matched by key: added and removed sections said, a section that
 * changed its place among the ones both have said with both places, and each section's words diffed.
 */
export function compareSections(before: unknown, after: unknown): SectionComparison[] {
  const old = asSections(before);
  const now = asSections(after);
  const oldByKey = new Map(old.map((s, i) => [s.key, { section: s, index: i }]));
  const nowKeys = new Set(now.map((s) => s.key));
  // Of the sections both have, those off the longest run kept in order are the ones that moved.
  const kept = diffArrays(
    old.filter((s) => nowKeys.has(s.key)).map((s) => s.key),
    now.filter((s) => oldByKey.has(s.key)).map((s) => s.key),
  );
  const moved = new Set(kept.filter((c) => c.added).flatMap((c) => c.value));

  const compared: SectionComparison[] = now.map((section, index) => {
    const previous = oldByKey.get(section.key);
    const text = sectionText(section);
    if (!previous)
      return {
        key: section.key,
        label: sectionLabel(section),
        notes: ['新增区块'],
        changed: true,
        segments: diffText('', text),
      };
    const notes: string[] = [];
    if (moved.has(section.key)) notes.push(`从第 ${previous.index + 1} 个移到第 ${index + 1} 个`);
    if (!previous.section.hidden && section.hidden) notes.push('已隐藏');
    if (previous.section.hidden && !section.hidden) notes.push('取消隐藏');
    if (!previous.section.locked && section.locked) notes.push('已锁定');
    if (previous.section.locked && !section.locked) notes.push('取消锁定');
    if (section.type !== previous.section.type)
      notes.push(`类型从${typeOf(previous.section)?.label ?? '区块'}改为${typeOf(section)?.label ?? '区块'}`);
    const oldText = sectionText(previous.section);
    const changed =
      notes.length > 0 || JSON.stringify(section.data ?? {}) !== JSON.stringify(previous.section.data ?? {});
    return { key: section.key, label: sectionLabel(section), notes, changed, segments: diffText(oldText, text) };
  });
  for (const section of old)
    if (!nowKeys.has(section.key))
      compared.push({
        key: section.key,
        label: sectionLabel(section),
        notes: ['删除区块'],
        changed: true,
        segments: diffText(sectionText(section), ''),
      });
  return compared;
}

/** How a `value` field is shown (a category's name rather than its id, say); JSON by default. */
export type ValueFormatter = (key: string, value: unknown) => string;

export const EMPTY_VALUE = '（空）';

export const defaultValueFormatter: ValueFormatter = (_key, value) => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/** Field by field, in declaration order: whether it changed from `before` to `after`, and how. */
export function compareFields(
  fields: RecordFields<string>,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  formatValue: ValueFormatter = defaultValueFormatter,
): FieldComparison[] {
  return Object.entries(fields).map(([key, { label, kind }]) => {
    const old = before[key];
    const now = after[key];
    if (kind === 'value') {
      const changed = JSON.stringify(old ?? null) !== JSON.stringify(now ?? null);
      const segments: DiffSegment[] = changed
        ? [
            { kind: 'removed', text: formatValue(key, old) },
            { kind: 'added', text: formatValue(key, now) },
          ]
        : [{ kind: 'same', text: formatValue(key, now) }];
      return { key, label, kind, changed, segments };
    }
    if (kind === 'sections') {
      const sections = compareSections(old, now);
      return { key, label, kind, changed: sections.some((s) => s.changed), segments: [], sections };
    }
    const oldText = kind === 'rich' ? htmlToPlainText(asText(old)) : asText(old);
    const newText = kind === 'rich' ? htmlToPlainText(asText(now)) : asText(now);
    // A rich field whose markup alone changed (bold, a link) changed, though its text did not.
    const changed = asText(old) !== asText(now);
    return { key, label, kind, changed, segments: diffText(oldText, newText) };
  });
}
