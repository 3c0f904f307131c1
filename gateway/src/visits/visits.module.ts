import { Module } from '@nestjs/common';
import { VisitPublisher } from './visit-publisher';
import { VisitsController } from './visits.controller';

@Module({ controllers: [VisitsController], providers: [VisitPublisher] })
export class VisitsModule {}
