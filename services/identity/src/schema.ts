// The identity database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- identity <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { AuditEntryEntity } from './audit/audit-entry.entity';
import { CreateSettings1763740000000 } from './migrations/1763740000000-create-settings';
import { CreateUsersSessionsAudit1763750000000 } from './migrations/1763750000000-create-users-sessions-audit';
import { SignInThrottles1763900000000 } from './migrations/1763900000000-sign-in-throttles';
import { SettingEntity } from './settings/setting.entity';
import { UserEntity } from './users/user.entity';

export const entities = [SettingEntity, UserEntity, AuditEntryEntity];

/** In order; a new one is appended after review. */
export const migrations = [
  CreateSettings1763740000000,
  CreateUsersSessionsAudit1763750000000,
  SignInThrottles1763900000000,
];
