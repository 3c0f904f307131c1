import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PageEntity } from './page.entity';

@Injectable()
export class PagesRepository {
  constructor(@InjectRepository(PageEntity) private readonly rows: Repository<PageEntity>) {}

  find(key: string): Promise<PageEntity | null> {
    return this.rows.findOneBy({ key });
  }

  findAll(): Promise<PageEntity[]> {
    return this.rows.find();
  }

  async save(key: string, sections: unknown[], updatedBy: string): Promise<PageEntity> {
    await this.rows.query(
      `INSERT INTO pages (key, sections, updated_by) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (key) DO UPDATE SET sections = EXCLUDED.sections, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [key, JSON.stringify(sections), updatedBy],
    );
    return (await this.find(key))!;
  }
}
