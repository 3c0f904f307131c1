import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingEntity } from './setting.entity';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsSeed } from './settings.seed';
import { SettingsService } from './settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([SettingEntity])],
  controllers: [SettingsController],
  providers: [SettingsRepository, SettingsService, SettingsSeed],
  exports: [SettingsService],
})
export class SettingsModule {}
