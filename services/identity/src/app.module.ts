import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { CreateSettings1763740000000 } from './migrations/1763740000000-create-settings';
import { SettingEntity } from './settings/setting.entity';
import { SettingsModule } from './settings/settings.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'identity',
      entities: [SettingEntity],
      migrations: [CreateSettings1763740000000],
    }),
    SettingsModule,
  ],
})
export class AppModule {}
