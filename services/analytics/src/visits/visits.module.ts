import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitLogEntity } from './visit-log.entity';
import { VisitsController } from './visits.controller';
import { VisitsRepository } from './visits.repository';
import { VisitsService } from './visits.service';

@Module({
  imports: [TypeOrmModule.forFeature([VisitLogEntity])],
  controllers: [VisitsController],
  providers: [VisitsRepository, VisitsService],
})
export class VisitsModule {}
