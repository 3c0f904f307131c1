// The identity database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- identity <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { ServiceSecretEntity, SpentChallengeEntity } from '@site/service-kit';
import { AuditEntryEntity } from './audit/audit-entry.entity';
import { LoginThrottleEntity } from './auth/login-throttle.entity';
import { SessionEntity } from './auth/session.entity';
import { TrustedDeviceEntity } from './auth/trusted-device.entity';
import { CreateSettings1763740000000 } from './migrations/1763740000000-create-settings';
import { CreateUsersSessionsAudit1763750000000 } from './migrations/1763750000000-create-users-sessions-audit';
import { SignInThrottles1763900000000 } from './migrations/1763900000000-sign-in-throttles';
import { SearchPushOutbox1795507586607 } from './migrations/1795507586607-SearchPushOutbox';
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
  ServiceSecretEntity,
  SpentChallengeEntity,
  SearchPushEntity,
];

/** In order; a new one is appended after review. */
export const migrations = [
  CreateSettings1763740000000,
  CreateUsersSessionsAudit1763750000000,
  SignInThrottles1763900000000,
  SearchPushOutbox1795507586607,
];
