import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppPlatform } from '@site/contracts';
import { Repository } from 'typeorm';
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

  /** Of these URLs, those a config uses as its QR code or download link. */
  async usedFiles(urls: string[]): Promise<string[]> {
    if (!urls.length) return [];
    const rows = await this.rows.query<{ url: string }[]>(
      `SELECT DISTINCT u AS url FROM unnest($1::text[]) u
       WHERE EXISTS (SELECT 1 FROM app_downloads WHERE qrcode_url = u OR download_url = u)`,
      [urls],
    );
    return rows.map((r) => r.url);
  }

  /** null when missing; fields left undefined keep their value. */
  async update(id: number, changes: Partial<AppDownloadFields>): Promise<AppDownloadEntity | null> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const result = await this.rows.update({ id }, { ...given, updatedAt: () => 'now()' });
    if (!result.affected) return null;
    return this.rows.findOneBy({ id });
  }
}
