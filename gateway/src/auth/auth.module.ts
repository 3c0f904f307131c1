import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditController } from '../audit/audit.controller';
import { AuditRecorder } from '../audit/audit-recorder';
import { ProfileController } from '../profile/profile.controller';
import { UsersController } from '../users/users.controller';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { SessionAuthService } from './session-auth.service';

/** Sessions, roles and the identity-backed back-office routes (users, profile, audit log). */
@Global()
@Module({
  controllers: [AuthController, ProfileController, UsersController, AuditController],
  providers: [SessionAuthService, AuditRecorder, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionAuthService],
})
export class AuthModule {}
