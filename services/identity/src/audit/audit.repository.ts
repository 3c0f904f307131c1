import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { AuditEntryEntity } from './audit-entry.entity';

@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async insert(entry: Omit<AuditEntryEntity, 'id' | 'at'>): Promise<void> {
    await this.entries.insert(entry);
  }

  async page(page: number, limit: number, search?: string): Promise<[AuditEntryEntity[], number]> {
    const query = this.entries.createQueryBuilder('a').orderBy('a.at', 'DESC').addOrderBy('a.id', 'DESC');
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(
        new Brackets((q) =>
          q
            .where('a.username ILIKE :like', { like })
            .orWhere('a.action ILIKE :like', { like })
            .orWhere('a.path ILIKE :like', { like })
            .orWhere('a.ip ILIKE :like', { like }),
        ),
      );
    }
    return query
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
  }
}
