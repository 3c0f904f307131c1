import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProofOfWork, ServiceSecrets } from '@site/service-kit';
import { AuditEntryEntity } from './audit/audit-entry.entity';
import { AuditController } from './audit/audit.controller';
import { AuditRepository } from './audit/audit.repository';
import { AuditService } from './audit/audit.service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { CaptchaService } from './auth/captcha.service';
import { KnownBrowsersRepository } from './auth/known-browsers.repository';
import { LoginThrottlesRepository } from './auth/login-throttles.repository';
import { SessionsRepository } from './auth/sessions.repository';
import { SignInGuard } from './auth/sign-in-guard';
import { TrustedDevicesRepository } from './auth/trusted-devices.repository';
import { UsualAddressesRepository } from './auth/usual-addresses.repository';
import { AccountMailRepository } from './mail/account-mail.repository';
import { AccountMailWorker } from './mail/account-mail.worker';
import { MailFailuresRepository } from './mail/mail-failures.repository';
import { MailController } from './mail/mail.controller';
import { TestMailService } from './mail/test-mail';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { PasswordResetService } from './password-reset/password-reset.service';
import { LinkTokens } from './password-reset/link-tokens';
import { InvitationsService } from './invitations/invitations.service';
import { EmailChangeService } from './email-change/email-change.service';
import { IDENTITY_CONFIG, loadIdentityConfig } from './identity-config';
import { outgoingPolicyProviders } from './outgoing-policies';
import { PushSender } from './search-push/push-sender';
import { SearchPushController } from './search-push/search-push.controller';
import { SearchPushEntity } from './search-push/search-push.entity';
import { SearchPushRepository } from './search-push/search-push.repository';
import { SearchPushSubscriber } from './search-push/search-push.subscriber';
import { SearchPushWorker } from './search-push/search-push.worker';
import { SettingEntity } from './settings/setting.entity';
import { SettingsController } from './settings/settings.controller';
import { SettingsRepository } from './settings/settings.repository';
import { SettingsSeed } from './settings/settings.seed';
import { SettingsService } from './settings/settings.service';
import { PasswordHasher } from './users/password-hasher';
import { UserEntity } from './users/user.entity';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';
import { UsersSeed } from './users/users.seed';
import { UsersService } from './users/users.service';

/**
 * Users, sessions, settings and the audit log depend on each other closely enough to share one
 * module; the search-engine pushes live here because their settings do.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SettingEntity, UserEntity, AuditEntryEntity, SearchPushEntity])],
  controllers: [
    SettingsController,
    AuthController,
    UsersController,
    AuditController,
    SearchPushController,
    MailController,
  ],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: loadIdentityConfig },
    ...outgoingPolicyProviders,
    SettingsRepository,
    SettingsService,
    SettingsSeed,
    PasswordHasher,
    UsersRepository,
    UsersService,
    UsersSeed,
    SessionsRepository,
    ServiceSecrets,
    ProofOfWork,
    CaptchaService,
    LoginThrottlesRepository,
    TrustedDevicesRepository,
    UsualAddressesRepository,
    KnownBrowsersRepository,
    SignInGuard,
    AuthService,
    AuditRepository,
    AuditService,
    SearchPushRepository,
    PushSender,
    SearchPushWorker,
    SearchPushSubscriber,
    PasswordResetRepository,
    PasswordResetService,
    LinkTokens,
    InvitationsService,
    EmailChangeService,
    AccountMailRepository,
    AccountMailWorker,
    TestMailService,
    MailFailuresRepository,
  ],
})
export class IdentityModule {}
