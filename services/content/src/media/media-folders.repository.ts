import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Errors } from '@site/contracts';
import { isForeignKeyViolation, isUniqueViolation, ServiceException } from '@site/service-kit';
import { Repository } from 'typeorm';
import { MediaFolderEntity } from './media-folder.entity';

/** The library's folders, each with how many files it holds. */
@Injectable()
export class MediaFoldersRepository {
  constructor(@InjectRepository(MediaFolderEntity) private readonly rows: Repository<MediaFolderEntity>) {}

  /** By name. */
  async list(): Promise<{ folder: MediaFolderEntity; files: number }[]> {
    const rows = await this.rows.query<{ id: number; files: number }[]>(
      `SELECT f.id, count(m.id)::int AS files FROM media_folders f LEFT JOIN media m ON m.folder_id = f.id
       GROUP BY f.id`,
    );
    const files = new Map(rows.map((r) => [r.id, r.files]));
    const folders = await this.rows.find({ order: { name: 'ASC', id: 'ASC' } });
    return folders.map((folder) => ({ folder, files: files.get(folder.id) ?? 0 }));
  }

  async find(id: number): Promise<{ folder: MediaFolderEntity; files: number } | null> {
    const folder = await this.rows.findOneBy({ id });
    return folder ? { folder, files: await this.files(id) } : null;
  }

  async create(name: string): Promise<MediaFolderEntity> {
    return this.named(() => this.rows.save(this.rows.create({ name })));
  }

  /** null when there is no such folder. */
  async rename(id: number, name: string): Promise<MediaFolderEntity | null> {
    const result = await this.named(() => this.rows.update({ id }, { name }));
    return result.affected ? this.rows.findOneBy({ id }) : null;
  }

  /** false when there is no such folder; refused (409) while files are in it. */
  async delete(id: number): Promise<boolean> {
    try {
      const result = await this.rows.delete({ id });
      return Boolean(result.affected);
    } catch (error) {
      // A file moved in meanwhile: the foreign key keeps the folder.
      if (isForeignKeyViolation(error)) throw new ServiceException(Errors.mediaFolderNotEmpty(await this.files(id)));
      throw error;
    }
  }

  async files(id: number): Promise<number> {
    const [row] = await this.rows.query<{ n: number }[]>('SELECT count(*)::int AS n FROM media WHERE folder_id = $1', [
      id,
    ]);
    return row.n;
  }

  private async named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceException(Errors.mediaFolderNameTaken());
      throw error;
    }
  }
}
