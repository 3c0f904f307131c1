import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { PagePreviewEntity } from './page-preview.entity';

@Injectable()
export class PagePreviewsRepository {
  constructor(@InjectRepository(PagePreviewEntity) private readonly rows: Repository<PagePreviewEntity>) {}

  /** Also drops the expired ones: a preview is made every pause in typing, so they must not pile up. */
  async add(preview: PagePreviewEntity): Promise<void> {
    await this.rows.delete({ expiresAt: LessThan(new Date()) });
    // Raw: TypeORM's insert cannot type a jsonb array of unknowns.
    await this.rows.query(
      `INSERT INTO page_previews (token_hash, page_key, sections, created_by, expires_at) VALUES ($1, $2, $3::jsonb, $4, $5)`,
      [preview.tokenHash, preview.pageKey, JSON.stringify(preview.sections), preview.createdBy, preview.expiresAt],
    );
  }

  findLive(tokenHash: string): Promise<PagePreviewEntity | null> {
    return this.rows.findOneBy({ tokenHash, expiresAt: MoreThan(new Date()) });
  }
}
