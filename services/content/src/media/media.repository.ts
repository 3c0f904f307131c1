import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Errors, type MediaKind, type MediaTranslationView, type TranslatedLocale } from '@site/contracts';
import { isForeignKeyViolation, isUniqueViolation, ServiceException } from '@site/service-kit';
import { In, IsNull, Not, Repository, type SelectQueryBuilder } from 'typeorm';
import { MediaEntity } from './media.entity';

/** The columns a new record writes. */
export type NewMedia = Pick<
  MediaEntity,
  'key' | 'sha256' | 'kind' | 'contentType' | 'width' | 'height' | 'bytes' | 'fileName' | 'uploadedBy' | 'kept'
>;
export type MediaChanges = Partial<Pick<MediaEntity, 'title' | 'altText' | 'tags' | 'folderId'>> & {
  /** Languages whose words are replaced (a value) or removed (null); the others stay. */
  translations?: Partial<Record<TranslatedLocale, MediaTranslationView | null>>;
};
export type MediaBytes = Pick<MediaEntity, 'sha256' | 'contentType' | 'width' | 'height' | 'bytes' | 'fileName'>;
export interface MediaFilter {
  search?: string;
  kind?: MediaKind;
  folderId?: number;
  uploadedBy?: number;
  /** Uploaded on or after this day / on or before that one (YYYY-MM-DD, China time). */
  from?: string;
  to?: string;
  unused?: boolean;
}

/** Why a file could not go to the trash. */
export type TrashOutcome = 'trashed' | 'missing' | 'in-use' | 'already';

/**
 * One page and the total. A plain count(*): TypeORM's getManyAndCount counts DISTINCT ids, which
 * costs several times more and is the larger part of a page at 10,000 files.
 */
async function pageOf(
  query: SelectQueryBuilder<MediaEntity>,
  page: { offset: number; limit: number },
): Promise<[MediaEntity[], number]> {
  let rows = query.clone().select('m.id', 'id');
  for (const [column, field] of LIST_COLUMNS) rows = rows.addSelect(`m.${column}`, field);
  const [items, total] = await Promise.all([
    // Raw rows under the entity's field names: no entity hydration, a third of a page's cost.
    rows.offset(page.offset).limit(page.limit).getRawMany<MediaEntity>(),
    query.clone().orderBy().select('count(*)::int', 'n').getRawOne<{ n: number }>(),
  ]);
  return [items, total?.n ?? 0];
}

/** Every column a view shows, and its entity field. */
const LIST_COLUMNS: [string, keyof MediaEntity][] = [
  ['key', 'key'],
  ['sha256', 'sha256'],
  ['kind', 'kind'],
  ['content_type', 'contentType'],
  ['width', 'width'],
  ['height', 'height'],
  ['bytes', 'bytes'],
  ['file_name', 'fileName'],
  ['title', 'title'],
  ['alt_text', 'altText'],
  ['translations', 'translations'],
  ['tags', 'tags'],
  ['folder_id', 'folderId'],
  ['uploaded_by', 'uploadedBy'],
  ['version', 'version'],
  ['trashed_at', 'trashedAt'],
  ['created_at', 'createdAt'],
  ['updated_at', 'updatedAt'],
];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class MediaRepository {
  constructor(@InjectRepository(MediaEntity) private readonly rows: Repository<MediaEntity>) {}

  /**
   * Inserts the record; when the same bytes of the same kind, or the same stored file (a backfill run
   * again), got in first, answers that one instead.
   */
  async insertOrFind(media: NewMedia): Promise<{ row: MediaEntity; created: boolean }> {
    const result = await this.rows.createQueryBuilder().insert().values(media).orIgnore().returning('id').execute();
    const inserted = (result.raw as { id: number }[])[0];
    if (inserted) return { row: (await this.findById(inserted.id))!, created: true };
    const earlier = await this.rows.findOne({
      where: [{ key: media.key }, { kind: media.kind, sha256: media.sha256 }],
      order: { id: 'ASC' },
    });
    return { row: earlier!, created: false };
  }

  /** The same bytes came again: out of the trash, and kept when they came through the library. */
  async revive(id: number, kept: boolean): Promise<MediaEntity> {
    await this.rows.query('UPDATE media SET trashed_at = NULL, kept = kept OR $2 WHERE id = $1', [id, kept]);
    return (await this.findById(id))!;
  }

  findById(id: number): Promise<MediaEntity | null> {
    return this.rows.findOneBy({ id });
  }

  /** The id of the record removed; null when none had this key. */
  async deleteByKey(key: string): Promise<number | null> {
    const row = await this.rows.findOneBy({ key });
    if (!row) return null;
    await this.rows.delete({ id: row.id });
    return row.id;
  }

  /** Changes at each commit that wrote media or media_usage (migration MediaGeneration). */
  async generation(): Promise<string> {
    const [row] = await this.rows.query<{ n: string }[]>('SELECT n::text AS n FROM media_generation');
    return row.n;
  }

  /** The records of these storage keys, trashed ones too. */
  findByKeys(keys: string[]): Promise<MediaEntity[]> {
    return keys.length === 0 ? Promise.resolve([]) : this.rows.findBy({ key: In(keys) });
  }

  findByHash(kind: MediaKind, sha256: string): Promise<MediaEntity | null> {
    return this.rows.findOneBy({ kind, sha256 });
  }

  /**
   * Out of the trash, newest first; the search matches file name, title, alt text or a tag,
   * ignoring case.
   */
  async page(filter: MediaFilter, page: { offset: number; limit: number }): Promise<[MediaEntity[], number]> {
    const query = this.rows.createQueryBuilder('m').where('m.trashed_at IS NULL');
    if (filter.uploadedBy) query.andWhere('m.uploaded_by = :uploadedBy', { uploadedBy: filter.uploadedBy });
    if (filter.from) query.andWhere(`m.created_at >= (:from::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`, filter);
    if (filter.to) query.andWhere(`m.created_at < (:to::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`, filter);
    if (filter.unused) query.andWhere('NOT EXISTS (SELECT 1 FROM media_usage u WHERE u.key = m.key)');
    if (filter.kind) query.andWhere('m.kind = :kind', { kind: filter.kind });
    if (filter.folderId) query.andWhere('m.folder_id = :folderId', { folderId: filter.folderId });
    if (filter.search) {
      query.andWhere(
        // Lower-cased on both sides: ILIKE without its cost per column.
        'm.search_text LIKE :search',
        { search: `%${escapeLike(filter.search.toLowerCase())}%` },
      );
    }
    return pageOf(query.orderBy('m.created_at', 'DESC').addOrderBy('m.id', 'DESC'), page);
  }

  /** The trash, most recently deleted first. */
  trashPage(page: { offset: number; limit: number }): Promise<[MediaEntity[], number]> {
    const query = this.rows.createQueryBuilder('m').where('m.trashed_at IS NOT NULL');
    return pageOf(query.orderBy('m.trashed_at', 'DESC').addOrderBy('m.id', 'DESC'), page);
  }

  /** How many places show each of these masters. */
  async usageCounts(keys: string[]): Promise<Map<string, number>> {
    if (!keys.length) return new Map();
    const rows = await this.rows.query<{ key: string; n: number }[]>(
      'SELECT key, count(*)::int AS n FROM media_usage WHERE key = ANY($1::text[]) GROUP BY key',
      [keys],
    );
    return new Map(rows.map((r) => [r.key, r.n]));
  }

  /** Into the trash, in one statement, only while nothing shows it. */
  async trash(id: number): Promise<TrashOutcome> {
    const done = await this.rows.query<unknown[]>(
      `WITH changed AS (
         UPDATE media m SET trashed_at = now() WHERE m.id = $1 AND m.trashed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM media_usage u WHERE u.key = m.key)
         RETURNING 1
       ) SELECT 1 FROM changed`,
      [id],
    );
    if (done.length) return 'trashed';
    const row = await this.findById(id);
    if (!row) return 'missing';
    return row.trashedAt ? 'already' : 'in-use';
  }

  /** Out of the trash; false when it was not there. */
  async restore(id: number): Promise<boolean> {
    const result = await this.rows.update({ id, trashedAt: Not(IsNull()) }, { trashedAt: null, kept: true });
    return Boolean(result.affected);
  }

  /** Keys of files trashed before `before` that nothing shows (again). */
  async trashedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.rows.query<{ key: string }[]>(
      `SELECT key FROM media m WHERE trashed_at < $1
         AND NOT EXISTS (SELECT 1 FROM media_usage u WHERE u.key = m.key)
       ORDER BY trashed_at, id LIMIT $2`,
      [before, limit],
    );
    return rows.map((r) => r.key);
  }

  /** New bytes under the same key: one more version. A hash another record has is refused. */
  async replaceBytes(id: number, bytes: MediaBytes): Promise<MediaEntity | null> {
    try {
      const result = await this.rows.update({ id }, { ...bytes, kept: true, version: () => 'version + 1' });
      if (!result.affected) return null;
    } catch (error) {
      if (isUniqueViolation(error)) {
        const other = await this.rows.findOneBy({ sha256: bytes.sha256 });
        throw new ServiceException(Errors.mediaDuplicate(other?.id ?? 0));
      }
      throw error;
    }
    return this.findById(id);
  }

  /** The record after the change; null when there is none. A move into a missing folder is refused. */
  /** Pictures in the library (not trashed; QR codes need no words), and how many have alt text in `locale`. */
  async altTextCount(locale: TranslatedLocale): Promise<{ total: number; translated: number }> {
    const [row] = await this.rows.query<{ total: number; translated: number }[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE coalesce(translations -> $1 ->> 'alt_text', '') <> '')::int AS translated
       FROM media WHERE kind = 'image' AND trashed_at IS NULL`,
      [locale],
    );
    return row;
  }

  async update(id: number, { translations, ...changes }: MediaChanges): Promise<MediaEntity | null> {
    const given: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      // Described or moved: staff keep it.
      kept: true,
    };
    const languages = Object.entries(translations ?? {});
    const set = Object.fromEntries(languages.filter(([, words]) => words !== null));
    const removed = languages.filter(([, words]) => words === null).map(([locale]) => locale);
    // Merged in the statement, so two editors writing different languages keep both.
    if (languages.length) given.translations = () => '(translations || :set::jsonb) - :removed::text[]';
    try {
      const result = await this.rows
        .createQueryBuilder()
        .update()
        .set(given)
        .where('id = :id', { id })
        .setParameters({ set: JSON.stringify(set), removed })
        .execute();
      if (!result.affected) return null;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ServiceException(Errors.mediaTargetFolderMissing());
      throw error;
    }
    return this.findById(id);
  }
}
