import { Module } from '@nestjs/common';
import { SchedulesController } from './schedules.controller';

/** What publishing shows across record types (each type's own routes are in its module). */
@Module({ controllers: [SchedulesController] })
export class PublishingModule {}
