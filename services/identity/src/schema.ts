// The identity database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- identity <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { join } from 'node:path';
import { IdempotencyKeyEntity, migrationsIn, ServiceSecretEntity, SpentChallengeEntity } from '@site/service-kit';
import { AuditEntryEntity } from './audit/audit-entry.entity';
import { KnownBrowserEntity } from './auth/known-browser.entity';
import { LoginThrottleEntity } from './auth/login-throttle.entity';
import { SessionEntity } from './auth/session.entity';
import { TrustedDeviceEntity } from './auth/trusted-device.entity';
import { UsualAddressEntity } from './auth/usual-address.entity';
import { AccountMailEntity } from './mail/account-mail.entity';
import { AccountTokenEntity } from './password-reset/account-token.entity';
import { ResetLimitEntity } from './password-reset/reset-limit.entity';
import { SearchPushEntity } from './search-push/search-push.entity';
import { SettingEntity } from './settings/setting.entity';
import { UserEntity } from './users/user.entity';

export const entities = [
  SettingEntity,
  UserEntity,
  AuditEntryEntity,
  SessionEntity,
  LoginThrottleEntity,
  TrustedDeviceEntity,
  UsualAddressEntity,
  ServiceSecretEntity,
  SpentChallengeEntity,
  IdempotencyKeyEntity,
  SearchPushEntity,
  AccountTokenEntity,
  ResetLimitEntity,
  AccountMailEntity,
  KnownBrowserEntity,
];

/** Every file in ./migrations, in timestamp order: a generated migration is picked up once reviewed. */
export const migrations = migrationsIn(join(__dirname, 'migrations'));
