import { Module } from '@nestjs/common';
import { MailFailuresController } from '../mail/mail-failures.controller';
import { SettingsController } from './settings.controller';

@Module({ controllers: [SettingsController, MailFailuresController] })
export class SettingsModule {}
