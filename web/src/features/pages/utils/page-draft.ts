import { SECTION_TYPES, type PageKey, type PageSection, type SectionData, type SectionType } from '@site/contracts';
import type { SectionInput } from '../api/admin-pages';

/** A section being edited; `id` stays the same while its key, place or content change. */
export interface DraftSection extends SectionInput {
  id: string;
}

let lastId = 0;
const nextId = () => `section-${++lastId}`;

/** `ids` keeps the sections' identities when a save answers the same sections, in the same order. */
export function draftOf(sections: readonly PageSection[], ids: readonly string[] = []): DraftSection[] {
  return sections.map(({ key, type, hidden, locked, data }, index) => ({
    id: ids[index] ?? nextId(),
    key,
    type,
    hidden,
    locked,
    data: structuredClone(data),
  }));
}

/** What `PUT /api/pages/{key}` and the preview take. */
export function bodyOf(draft: readonly DraftSection[]): SectionInput[] {
  return draft.map(({ key, type, hidden, locked, data }) => ({ key, type, hidden, locked, data }));
}

const heading = () => ({ title: '', intro: '', tone: 'plain' as const });

/** A new section's fields: every list at its fewest items, every text empty for the user to fill. */
const EMPTY: { [T in SectionType]: (page: PageKey) => SectionData<T> } = {
  hero: (page) => ({
    size: page === 'home' ? 'large' : 'compact',
    eyebrow: '',
    title: '',
    text: '',
    buttons: [],
    picture: null,
  }),
  stats: () => ({
    ...heading(),
    html: '',
    items: [emptyStat(), emptyStat()],
    buttons: [],
  }),
  cards: () => ({ ...heading(), items: [emptyCard(), emptyCard()], buttons: [] }),
  richText: () => ({ ...heading(), html: '', buttons: [] }),
  timeline: () => ({ ...heading(), items: [emptyTimelineItem()], buttons: [] }),
  figures: () => ({ ...heading(), items: [emptyFigure()], buttons: [] }),
  cta: () => ({ title: '', text: '', buttons: [emptyButton()] }),
  strip: () => ({ ...heading(), source: 'products', count: 3, category: null, buttons: [] }),
};

export function emptyStat(): SectionData<'stats'>['items'][number] {
  return { value: '', unit: '', label: '' };
}
export function emptyCard(): SectionData<'cards'>['items'][number] {
  return { icon: null, picture: null, title: '', text: '', href: null };
}
export function emptyTimelineItem(): SectionData<'timeline'>['items'][number] {
  return { period: '', title: '', text: '' };
}
export function emptyFigure(): SectionData<'figures'>['items'][number] {
  return { figure: '', badge: '', text: '' };
}
export function emptyButton(): SectionData<'cta'>['buttons'][number] {
  return { label: '', href: '', style: 'primary' };
}

/** The key of a new section: its type in kebab case, numbered from 2 when taken (`cards`, `cards-2`). */
export function newSectionKey(type: SectionType, taken: readonly string[]): string {
  const base = type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

export function newSection(type: SectionType, page: PageKey, taken: readonly string[]): DraftSection {
  return {
    id: nextId(),
    key: newSectionKey(type, taken),
    type,
    hidden: false,
    locked: false,
    data: EMPTY[type](page),
  };
}

/** The section's name in its header: its type and, when it has one, its title. */
export function sectionName(section: Pick<SectionInput, 'type' | 'data'>): string {
  const label = SECTION_TYPES[section.type].label;
  const title = typeof section.data.title === 'string' ? section.data.title.trim() : '';
  return title ? `${label}「${title}」` : label;
}

/** An editor may change only the words of a section an admin locked (the server refuses the rest). */
export function isFrozen(section: Pick<SectionInput, 'locked'>, role: string): boolean {
  return section.locked && role !== 'admin';
}

/**
 * For an editor, a locked section stays where it is (the server compares sections by place): the first
 * locked section a change of order would move, or null.
 */
export function movedLocked(
  before: readonly DraftSection[],
  after: readonly DraftSection[],
  role: string,
): DraftSection | null {
  if (role === 'admin') return null;
  return before.find((section, index) => section.locked && after[index]?.id !== section.id) ?? null;
}
