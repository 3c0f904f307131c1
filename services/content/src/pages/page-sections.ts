import { isDeepStrictEqual } from 'node:util';
import {
  Errors,
  type PageKey,
  type PageSection,
  parsePageSections,
  SECTION_TYPES,
  sectionPlace,
  type SectionPicture,
  upgradeSection,
} from '@site/contracts';
import { ServiceException } from '@site/service-kit';
import { DEFAULT_PAGES } from './default-pages';

/** Like an article's body: a page stays well under the NATS payload limit (1 MB). */
export const MAX_PAGE_BYTES = 512 * 1024;

/** The words of a section: what an editor may change in a locked one. */
const WORDS = new Set([
  'eyebrow',
  'title',
  'text',
  'intro',
  'html',
  'label',
  'value',
  'unit',
  'period',
  'figure',
  'badge',
  'alt',
]);

/** A section with its words blanked: two sections with the same structure differ in words only. */
function structureOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structureOf);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, WORDS.has(k) && typeof v === 'string' ? '' : structureOf(v)]),
  );
}

const sectionName = (section: PageSection) =>
  ('title' in section.data && section.data.title) || SECTION_TYPES[section.type].label;

/** Where a picture is, as a refusal names it: "第 2 个区块（卡片「核心能力」）第 3 项：". */
export const placeOf = (index: number, section: PageSection, item?: number) =>
  sectionPlace(index, section, item === undefined ? '' : `第 ${item + 1} 项`);

/** A picture of a section, with where it is and how to take it out. */
export interface PlacedPicture {
  picture: NonNullable<SectionPicture>;
  place: string;
  remove: () => void;
}

/** The pictures a section shows, each with where it is (hero's picture, cards' items). */
export function picturesOf(section: PageSection, index: number): PlacedPicture[] {
  if (section.type === 'hero') {
    const data = (section as PageSection<'hero'>).data;
    const { picture } = data;
    return picture ? [{ picture, place: placeOf(index, section), remove: () => (data.picture = null) }] : [];
  }
  if (section.type === 'cards') {
    return (section as PageSection<'cards'>).data.items.flatMap((item, i) =>
      item.picture
        ? [{ picture: item.picture, place: placeOf(index, section, i), remove: () => (item.picture = null) }]
        : [],
    );
  }
  return [];
}

/**
 * A locked section keeps its place, its key, its flags and everything but its words; only an admin
 * locks or unlocks one.
 */
export function checkLocks(current: PageSection[], next: PageSection[]): void {
  for (const [index, section] of current.entries()) {
    if (!section.locked) continue;
    const same = next[index];
    // Deep equality, not JSON text: jsonb gives the stored keys back in an order of its own.
    if (!same || !isDeepStrictEqual(structureOf(same), structureOf(section)))
      throw new ServiceException(Errors.pageSectionLocked(sectionName(section)));
  }
  for (const [index, section] of next.entries()) {
    if (section.locked && !current[index]?.locked)
      throw new ServiceException(Errors.pageSectionLocked(sectionName(section)));
  }
}

/** A stored section in its type's current shape. */
export function readSection(stored: unknown): PageSection {
  const section = stored as PageSection;
  const { version, data } = upgradeSection(section);
  return { ...section, version, data } as PageSection;
}

const defaults = new Map<PageKey, PageSection[]>();
/** A page never saved: its default sections (a copy: a caller may change what it gets). */
export function defaultSections(key: PageKey): PageSection[] {
  let sections = defaults.get(key);
  if (!sections) {
    const parsed = parsePageSections(DEFAULT_PAGES[key]);
    if (!parsed.ok) throw new Error(`the default ${key} page is invalid: ${parsed.message}`);
    sections = parsed.sections;
    defaults.set(key, sections);
  }
  return structuredClone(sections);
}
