import type { SessionUser, UserView } from '@site/contracts';
import type { UserEntity } from './user.entity';

/** The only shapes a user leaves the service in: no hash, no TOTP secret. */
export function toUserView(user: UserEntity): UserView {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    locked: user.lockedUntil !== null && user.lockedUntil.getTime() > Date.now(),
    twoFactorEnabled: user.totpEnabled,
    invited: user.invited,
    created_at: user.createdAt.toISOString(),
  };
}

export const toSessionUser = (user: Pick<UserEntity, 'id' | 'username' | 'name' | 'role'>): SessionUser => ({
  id: user.id,
  username: user.username,
  name: user.name,
  role: user.role,
});
