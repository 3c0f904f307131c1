import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Errors, type MediaKind } from '@site/contracts';
import { isForeignKeyViolation, ServiceException } from '@site/service-kit';
import { Repository } from 'typeorm';
import { MediaEntity } from './media.entity';

/** The columns a new record writes. */
export type NewMedia = Pick<
  MediaEntity,
  'key' | 'sha256' | 'kind' | 'contentType' | 'width' | 'height' | 'bytes' | 'fileName' | 'uploadedBy'
>;
export type MediaChanges = Partial<Pick<MediaEntity, 'title' | 'altText' | 'tags' | 'folderId'>>;
export interface MediaFilter {
  search?: string;
  kind?: MediaKind;
  folderId?: number;
}

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

  findByHash(kind: MediaKind, sha256: string): Promise<MediaEntity | null> {
    return this.rows.findOneBy({ kind, sha256 });
  }

  /** Newest first; the search matches file name, title, alt text or a tag, ignoring case. */
  async page(filter: MediaFilter, page: { offset: number; limit: number }): Promise<[MediaEntity[], number]> {
    const query = this.rows.createQueryBuilder('m');
    if (filter.kind) query.andWhere('m.kind = :kind', { kind: filter.kind });
    if (filter.folderId) query.andWhere('m.folder_id = :folderId', { folderId: filter.folderId });
    if (filter.search) {
      query.andWhere(
        `(m.file_name ILIKE :search OR m.title ILIKE :search OR m.alt_text ILIKE :search
          OR EXISTS (SELECT 1 FROM unnest(m.tags) tag WHERE tag ILIKE :search))`,
        { search: `%${escapeLike(filter.search)}%` },
      );
    }
    return query
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip(page.offset)
      .take(page.limit)
      .getManyAndCount();
  }

  /** The record after the change; null when there is none. A move into a missing folder is refused. */
  async update(id: number, changes: MediaChanges): Promise<MediaEntity | null> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    try {
      const result = await this.rows.update({ id }, given);
      if (!result.affected) return null;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ServiceException(Errors.mediaTargetFolderMissing());
      throw error;
    }
    return this.findById(id);
  }
}
