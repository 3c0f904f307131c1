import { Module } from '@nestjs/common';
import { SchedulesController } from './schedules.controller';
import { TranslationsController } from './translations.controller';

/** What publishing shows across record types (each type's own routes are in its module): schedules, translations. */
@Module({ controllers: [SchedulesController, TranslationsController] })
export class PublishingModule {}
