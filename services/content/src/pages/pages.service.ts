import { createHash, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  type MediaUsageSource,
  PAGE_KEYS,
  PAGE_LABELS,
  PAGE_PREVIEW_TTL_MS,
  type PageKey,
  type PageSection,
  type PageSummary,
  type PageView,
  parsePageSections,
  referencesOf,
  SECTION_TYPES,
  sectionPlace,
  type SectionPicture,
  type SessionUser,
  upgradeSection,
} from '@site/contracts';
import { EventBus, reportMediaUsage, sanitizeRichHtml, ServiceException } from '@site/service-kit';
import { MediaService } from '../media/media.service';
import { DEFAULT_PAGES } from './default-pages';
import type { PageEntity } from './page.entity';
import { PagePreviewsRepository } from './page-previews.repository';
import { PagesRepository } from './pages.repository';

/** Like an article's body: a page stays well under the NATS payload limit (1 MB). */
const MAX_PAGE_BYTES = 512 * 1024;

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
const placeOf = (index: number, section: PageSection, item?: number) =>
  sectionPlace(index, section, item === undefined ? '' : `第 ${item + 1} 项`);

/** The pictures a section shows, each with where it is (hero's picture, cards' items). */
function picturesOf(section: PageSection, index: number): { picture: NonNullable<SectionPicture>; place: string }[] {
  if (section.type === 'hero') {
    const { picture } = (section as PageSection<'hero'>).data;
    return picture ? [{ picture, place: placeOf(index, section) }] : [];
  }
  if (section.type === 'cards') {
    return (section as PageSection<'cards'>).data.items.flatMap((item, i) =>
      item.picture ? [{ picture: item.picture, place: placeOf(index, section, i) }] : [],
    );
  }
  return [];
}

/** The site pages (issue 34): ordered typed sections, declared once in libs/contracts/src/pages.ts. */
@Injectable()
export class PagesService {
  constructor(
    private readonly pages: PagesRepository,
    private readonly previews: PagePreviewsRepository,
    private readonly library: MediaService,
    private readonly events: EventBus,
  ) {}

  /** The page as stored (older section versions upgraded), or its default when never saved. */
  async get(key: PageKey, includeHidden: boolean): Promise<PageView> {
    const view = this.view(key, await this.pages.find(key));
    return includeHidden ? view : { ...view, sections: view.sections.filter((s) => !s.hidden) };
  }

  async list(): Promise<PageSummary[]> {
    const rows = new Map((await this.pages.findAll()).map((row) => [row.key, row]));
    return PAGE_KEYS.map((key) => {
      const view = this.view(key, rows.get(key) ?? null);
      return {
        key,
        title: view.title,
        sections: view.sections.length,
        updated_at: view.updated_at,
        updated_by: view.updated_by,
      };
    });
  }

  /**
   * Every section checked against its type, its HTML sanitised and its pictures described (their own
   * alt text, else the library's); an editor may change only the words of a section an admin locked.
   */
  async save(key: PageKey, input: unknown, actor: SessionUser): Promise<PageView> {
    const sections = await this.prepare(key, input, actor);
    const row = await this.pages.save(key, sections, actor.username);
    await this.events.publish(ContentEvents.pageUpdated, { key });
    await reportMediaUsage(this.events, ContentEvents.mediaUsageReported, this.usageOf(key, sections));
    return this.view(key, row);
  }

  /**
   * A preview link of an unsaved draft: checked as a save would be (a draft the save would refuse
   * is refused now, with the same words), kept for an hour behind a random token.
   */
  async preview(key: PageKey, input: unknown, actor: SessionUser): Promise<{ token: string; expires_at: string }> {
    const sections = await this.prepare(key, input, actor);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PAGE_PREVIEW_TTL_MS);
    await this.previews.add({
      tokenHash: hashToken(token),
      pageKey: key,
      sections,
      createdBy: actor.username,
      expiresAt,
    });
    return { token, expires_at: expiresAt.toISOString() };
  }

  /** The draft behind a live preview token, as the public page would show it. */
  async previewed(token: string): Promise<PageView> {
    const row = await this.previews.findLive(hashToken(token));
    if (!row) throw new ServiceException(Errors.pagePreviewNotFound());
    const key = row.pageKey as PageKey;
    const view = this.view(key, null);
    return { ...view, sections: row.sections.map((s) => readSection(s as PageSection)).filter((s) => !s.hidden) };
  }

  /** The sections of a save or a preview, ready to store. */
  private async prepare(key: PageKey, input: unknown, actor: SessionUser): Promise<PageSection[]> {
    const parsed = parsePageSections(input);
    if (!parsed.ok) throw new ServiceException(Errors.validation(parsed.message));
    const sections = parsed.sections;
    if (actor.role !== 'admin') this.checkLocks((await this.get(key, true)).sections, sections);
    for (const [index, section] of sections.entries()) {
      if (!('html' in section.data)) continue;
      section.data.html = sanitizeRichHtml(section.data.html);
      if (section.type === 'richText' && section.data.html.trim() === '')
        throw new ServiceException(Errors.validation(`${placeOf(index, section)}正文不能为空`));
    }
    const pictures = sections.flatMap(picturesOf);
    const alts = await this.library.altTexts(
      pictures.map(({ picture, place }) => ({ url: picture.url, alt: picture.alt, place })),
      sections.flatMap((s) => ('html' in s.data ? [s.data.html] : [])),
    );
    pictures.forEach(({ picture }, i) => (picture.alt = alts[i]));
    if (Buffer.byteLength(JSON.stringify(sections)) > MAX_PAGE_BYTES) throw new ServiceException(Errors.pageTooLarge());
    return sections;
  }

  /** Every page's uploads, for the usage index's rebuild. */
  async usageSources(): Promise<MediaUsageSource[]> {
    const rows = new Map((await this.pages.findAll()).map((row) => [row.key, row]));
    return PAGE_KEYS.map((key) => this.usageOf(key, this.view(key, rows.get(key) ?? null).sections)).filter(
      (source) => source.references.length > 0,
    );
  }

  private usageOf(key: PageKey, sections: PageSection[]): MediaUsageSource {
    return {
      kind: 'page',
      id: key,
      label: PAGE_LABELS[key],
      references: referencesOf({ sections: JSON.stringify(sections) }),
    };
  }

  /**
   * A locked section keeps its place, its key, its flags and everything but its words; only an admin
   * locks or unlocks one.
   */
  private checkLocks(current: PageSection[], next: PageSection[]): void {
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

  private view(key: PageKey, row: PageEntity | null): PageView {
    return {
      key,
      title: PAGE_LABELS[key],
      sections: row ? row.sections.map((s) => readSection(s as PageSection)) : defaultSections(key),
      updated_at: row?.updatedAt.toISOString() ?? null,
      updated_by: row?.updatedBy ?? null,
    };
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A stored section in its type's current shape. */
function readSection(stored: PageSection): PageSection {
  const { version, data } = upgradeSection(stored);
  return { ...stored, version, data } as PageSection;
}

const defaults = new Map<PageKey, PageSection[]>();
function defaultSections(key: PageKey): PageSection[] {
  let sections = defaults.get(key);
  if (!sections) {
    const parsed = parsePageSections(DEFAULT_PAGES[key]);
    if (!parsed.ok) throw new Error(`the default ${key} page is invalid: ${parsed.message}`);
    sections = parsed.sections;
    defaults.set(key, sections);
  }
  // A copy: a caller may change what it gets.
  return structuredClone(sections);
}
