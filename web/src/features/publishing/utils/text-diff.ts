import type { FieldKind, RecordFields } from '@site/contracts';
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
    const oldText = kind === 'rich' ? htmlToPlainText(asText(old)) : asText(old);
    const newText = kind === 'rich' ? htmlToPlainText(asText(now)) : asText(now);
    // A rich field whose markup alone changed (bold, a link) changed, though its text did not.
    const changed = asText(old) !== asText(now);
    return { key, label, kind, changed, segments: diffText(oldText, newText) };
  });
}
