import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppPlatform } from '@site/contracts';
import { MoreThan, Repository } from 'typeorm';
import { AppDownloadEntity } from './app-download.entity';

export interface AppDownloadFields {
  platform: AppPlatform;
  version: string;
  title: string;
  description: string;
  qrcodeUrl: string;
  downloadUrl: string;
}

@Injectable()
export class AppDownloadsRepository {
  constructor(@InjectRepository(AppDownloadEntity) private readonly rows: Repository<AppDownloadEntity>) {}

  list(): Promise<AppDownloadEntity[]> {
    return this.rows.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<AppDownloadEntity | null> {
    return this.rows.findOneBy({ id });
  }

  async insert(fields: AppDownloadFields): Promise<AppDownloadEntity> {
    const result = await this.rows.insert(fields);
    return this.rows.findOneByOrFail({ id: (result.identifiers[0] as { id: number }).id });
  }

  /** The configs after `afterId`, by id (the media usage index's rebuild). */
  after(afterId: number, limit: number): Promise<AppDownloadEntity[]> {
    return this.rows.find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
  }

  /** null when missing; fields left undefined keep their value. */
  async update(id: number, changes: Partial<AppDownloadFields>): Promise<AppDownloadEntity | null> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const result = await this.rows.update({ id }, { ...given, updatedAt: () => 'now()' });
    if (!result.affected) return null;
    return this.rows.findOneBy({ id });
  }
}
