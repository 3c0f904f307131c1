import { Injectable } from '@nestjs/common';
import {
  ContentEvents,
  describeUsage,
  Errors,
  MEDIA_TRASH_DAYS,
  MEDIA_USAGE_SHOWN,
  type MediaDetail,
  type MediaFolderView,
  type MediaKind,
  type MediaListQuery,
  type MediaPage,
  type MediaPatch,
  type MediaRecordReply,
  type MediaReplacement,
  type MediaTrashQuery,
  type MediaUpload,
  countTranslations,
  type TranslationCount,
  uploadKeyOf,
  type MediaView,
  type TranslatedLocale,
} from '@site/contracts';
import { EventBus, imagesWithoutAlt, ServiceException } from '@site/service-kit';
import type { MediaEntity } from './media.entity';
import { MediaFoldersRepository } from './media-folders.repository';
import { MediaUsageRepository } from './media-usage.repository';
import { MediaRepository } from './media.repository';
import { toMediaFolderView, toMediaView } from './media-view';

const DAY_MS = 24 * 60 * 60 * 1000;
/** List pages kept in memory, the least recently read dropped first. */
const KEPT_PAGES = 200;

/** The media library's records (ADR 0010); the gateway keeps the bytes. */
@Injectable()
export class MediaService {
  constructor(
    private readonly media: MediaRepository,
    private readonly folders: MediaFoldersRepository,
    private readonly usage: MediaUsageRepository,
    private readonly events: EventBus,
  ) {}

  /** Pages by their query, with the generation they were read at: a page is good while it has not moved. */
  private readonly pages = new Map<string, { generation: string; page: MediaPage }>();

  /**
   * A stored upload; the same bytes of the same kind recorded before answer that record
   * (`existing`), out of the trash if it was there.
   */
  async record(upload: MediaUpload): Promise<MediaRecordReply> {
    const { row, created } = await this.media.insertOrFind({
      key: upload.key,
      sha256: upload.sha256,
      kind: upload.kind,
      contentType: upload.content_type,
      width: upload.width,
      height: upload.height,
      bytes: upload.bytes,
      fileName: upload.file_name,
      uploadedBy: upload.uploaded_by,
      kept: upload.library,
    });
    if (created) {
      await this.events.publish(ContentEvents.mediaCreated, { id: row.id });
      return { media: (await this.views([row]))[0], existing: false };
    }
    const revived = await this.media.revive(row.id, upload.library);
    if (row.trashedAt) await this.events.publish(ContentEvents.mediaUpdated, { id: row.id });
    return { media: (await this.views([revived]))[0], existing: true };
  }

  /** The file behind `key` was removed from storage: its record goes (announced as an update of that id). */
  async forget(key: string): Promise<void> {
    const id = await this.media.deleteByKey(key);
    if (id !== null) await this.events.publish(ContentEvents.mediaUpdated, { id });
  }

  /**
   * The file name and alt text the library holds for each of these upload URLs it knows (news asks on
   * save); in a translated language, that language's alt text ('' where it has none).
   */
  async describe(
    urls: string[],
    locale?: TranslatedLocale,
  ): Promise<Map<string, { fileName: string; altText: string }>> {
    const keyOf = new Map(
      urls.flatMap((url) => {
        const key = uploadKeyOf(url);
        return key ? [[key, url] as const] : [];
      }),
    );
    const rows = await this.media.findByKeys([...keyOf.keys()]);
    const altOf = (row: (typeof rows)[number]) => (locale ? (row.translations?.[locale]?.alt_text ?? '') : row.altText);
    return new Map(rows.map((row) => [keyOf.get(row.key)!, { fileName: row.fileName, altText: altOf(row) }]));
  }

  /**
   * Alt text where pictures are shown (issue 33): each picture's own text, else the library's for
   * that file ('' decorative); refused (400 naming the picture) when there is neither, and when a
   * picture in one of the HTML bodies has no alt attribute. Answers each picture's text in order. In a
   * translated language the library's text is that language's.
   */
  async altTexts(
    pictures: { url: string; alt: string | null; place: string }[],
    bodies: string[],
    locale?: TranslatedLocale,
  ): Promise<string[]> {
    const missing = bodies.flatMap((html) => imagesWithoutAlt(html));
    if (missing.length === 0 && pictures.every((p) => p.alt !== null)) return pictures.map((p) => p.alt!);
    const library = await this.describe([...pictures.map((p) => p.url), ...missing], locale);
    const nameOf = (url: string) => library.get(url)?.fileName || imageName(url);
    if (missing.length > 0) throw new ServiceException(Errors.imageAltMissing(nameOf(missing[0])));
    return pictures.map((p) => {
      const alt = p.alt ?? (library.get(p.url)?.altText || null);
      if (alt === null) throw new ServiceException(Errors.imageAltMissing(`${p.place}${nameOf(p.url)}`));
      return alt;
    });
  }

  async findByHash(kind: MediaKind, sha256: string): Promise<{ media: MediaView | null }> {
    const row = await this.media.findByHash(kind, sha256);
    return { media: row ? (await this.views([row]))[0] : null };
  }

  /**
   * The same page is asked for again and again (the library opens on it): while no write to the
   * library has committed since, it is answered from memory after one tiny read.
   */
  async list(query: MediaListQuery): Promise<MediaPage> {
    const key = JSON.stringify(query);
    // Read before the page: rows committed after it only make the kept page newer than its number.
    const generation = await this.media.generation();
    const kept = this.pages.get(key);
    this.pages.delete(key);
    if (kept?.generation === generation) {
      this.pages.set(key, kept);
      return kept.page;
    }
    const page = await this.readPage(query);
    this.pages.set(key, { generation, page });
    if (this.pages.size > KEPT_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  private async readPage(query: MediaListQuery): Promise<MediaPage> {
    const [rows, total] = await this.media.page(
      {
        search: query.search,
        kind: query.kind,
        folderId: query.folder,
        uploadedBy: query.uploader,
        from: query.from,
        to: query.to,
        unused: query.unused,
      },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    return this.pageOf(rows, total, query);
  }

  async trash(query: MediaTrashQuery): Promise<MediaPage> {
    const [rows, total] = await this.media.trashPage({ offset: (query.page - 1) * query.limit, limit: query.limit });
    return this.pageOf(rows, total, query);
  }

  async get(id: number): Promise<MediaDetail> {
    const row = await this.media.findById(id);
    if (!row) throw new ServiceException(Errors.mediaNotFound());
    const usage = await this.usage.placesOf(row.key);
    return { ...toMediaView(row, usage.length), usage };
  }

  /** Pictures without alt text in each translated language (the dashboard). */
  translationCount(): Promise<TranslationCount> {
    return countTranslations('media', (locale) => this.media.altTextCount(locale));
  }

  async update(id: number, patch: MediaPatch): Promise<MediaView> {
    const row = await this.media.update(id, {
      title: patch.title,
      altText: patch.alt_text,
      tags: patch.tags,
      folderId: patch.folder_id,
      translations: patch.translations,
    });
    if (!row) throw new ServiceException(Errors.mediaNotFound());
    await this.events.publish(ContentEvents.mediaUpdated, { id });
    return (await this.views([row]))[0];
  }

  /**
   * Into the trash (its bytes stay MEDIA_TRASH_DAYS). Refused while anything shows it, naming
   * the places, and while the usage index has never been built (it could not tell).
   */
  async delete(id: number): Promise<void> {
    if (!(await this.usage.built())) throw new ServiceException(Errors.mediaUsageUnknown());
    const outcome = await this.media.trash(id);
    if (outcome === 'missing') throw new ServiceException(Errors.mediaNotFound());
    if (outcome === 'in-use') {
      const row = (await this.media.findById(id))!;
      const places = await this.usage.placesOf(row.key);
      throw new ServiceException(
        Errors.mediaInUse(places.slice(0, MEDIA_USAGE_SHOWN).map(describeUsage), places.length),
      );
    }
    if (outcome === 'trashed') await this.events.publish(ContentEvents.mediaUpdated, { id });
  }

  async restore(id: number): Promise<MediaView> {
    if (!(await this.media.restore(id))) {
      const row = await this.media.findById(id);
      throw new ServiceException(row ? Errors.mediaNotInTrash() : Errors.mediaNotFound());
    }
    await this.events.publish(ContentEvents.mediaUpdated, { id });
    return (await this.views([(await this.media.findById(id))!]))[0];
  }

  /** Trashed long enough and still unused: the gateway purges these bytes, then forgets them. */
  async purgeDue(limit: number, now = new Date()): Promise<{ keys: string[] }> {
    return { keys: await this.media.trashedBefore(new Date(now.getTime() - MEDIA_TRASH_DAYS * DAY_MS), limit) };
  }

  /** New bytes under the same key (the gateway stored them): one more version. */
  async replaced(id: number, replacement: MediaReplacement): Promise<MediaView> {
    const current = await this.media.findById(id);
    if (!current) throw new ServiceException(Errors.mediaNotFound());
    if (current.trashedAt) throw new ServiceException(Errors.mediaInTrash());
    const row = await this.media.replaceBytes(id, {
      sha256: replacement.sha256,
      contentType: replacement.content_type,
      width: replacement.width,
      height: replacement.height,
      bytes: replacement.bytes,
      fileName: replacement.file_name,
    });
    if (!row) throw new ServiceException(Errors.mediaNotFound());
    await this.events.publish(ContentEvents.mediaUpdated, { id });
    return (await this.views([row]))[0];
  }

  /** Of these masters, those the sweeper may remove; none until the usage index is built. */
  async sweepable(keys: string[]): Promise<{ keys: string[]; ready: boolean }> {
    if (!(await this.usage.built())) return { keys: [], ready: false };
    return { keys: await this.usage.sweepable(keys), ready: true };
  }

  listFolders(): Promise<MediaFolderView[]> {
    return this.folders.list().then((rows) => rows.map((r) => toMediaFolderView(r.folder, r.files)));
  }

  async createFolder(name: string): Promise<MediaFolderView> {
    const folder = await this.folders.create(name);
    await this.events.publish(ContentEvents.mediaFolderChanged, { id: folder.id });
    return toMediaFolderView(folder, 0);
  }

  async renameFolder(id: number, name: string): Promise<MediaFolderView> {
    const folder = await this.folders.rename(id, name);
    if (!folder) throw new ServiceException(Errors.mediaFolderNotFound());
    await this.events.publish(ContentEvents.mediaFolderChanged, { id });
    return toMediaFolderView(folder, await this.folders.files(id));
  }

  /** A folder with files stays (409, naming how many). */
  async deleteFolder(id: number): Promise<void> {
    const found = await this.folders.find(id);
    if (!found) throw new ServiceException(Errors.mediaFolderNotFound());
    if (found.files > 0) throw new ServiceException(Errors.mediaFolderNotEmpty(found.files));
    if (!(await this.folders.delete(id))) throw new ServiceException(Errors.mediaFolderNotFound());
    await this.events.publish(ContentEvents.mediaFolderChanged, { id });
  }

  private async views(rows: MediaEntity[]): Promise<MediaView[]> {
    const counts = await this.media.usageCounts(rows.map((r) => r.key));
    return rows.map((row) => toMediaView(row, counts.get(row.key) ?? 0));
  }

  private async pageOf(rows: MediaEntity[], total: number, query: { page: number; limit: number }): Promise<MediaPage> {
    return {
      items: await this.views(rows),
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
    };
  }
}

/** The last part of an image's URL, at most 80 characters: how an error names a picture the library does not hold. */
function imageName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  return Array.from(decodeURIComponentSafe(last)).slice(0, 80).join('');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
