import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { VisitLogEntity } from './visit-log.entity';

@Injectable()
export class VisitsRepository {
  constructor(@InjectRepository(VisitLogEntity) private readonly rows: Repository<VisitLogEntity>) {}

  /** Idempotent: a visit already stored under its id is left as it is. */
  async insert(visit: VisitLogEntity): Promise<void> {
    await this.rows.createQueryBuilder().insert().values(visit).orIgnore().execute();
  }
}
