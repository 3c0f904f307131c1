import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { AuditEntryEntity } from './audit/audit-entry.entity';
import { IdentityModule } from './identity.module';
import { CreateSettings1763740000000 } from './migrations/1763740000000-create-settings';
import { CreateUsersSessionsAudit1763750000000 } from './migrations/1763750000000-create-users-sessions-audit';
import { SignInThrottles1763900000000 } from './migrations/1763900000000-sign-in-throttles';
import { SettingEntity } from './settings/setting.entity';
import { UserEntity } from './users/user.entity';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'identity',
      entities: [SettingEntity, UserEntity, AuditEntryEntity],
      migrations: [CreateSettings1763740000000, CreateUsersSessionsAudit1763750000000, SignInThrottles1763900000000],
    }),
    IdentityModule,
  ],
})
export class AppModule {}
