/** The admin UI's notion of "logged in" is a browser flag; the server keeps the real session. */
export const ADMIN_USER_KEY = 'adminUser';
export const ADMIN_LOGGED_IN_KEY = 'adminLoggedIn';

export interface AdminUser {
  username: string;
  role: string;
  name: string;
}

export function toAdminUser(value: unknown): AdminUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.username !== 'string' || user.username === '') return null;
  return {
    username: user.username,
    role: typeof user.role === 'string' ? user.role : '',
    name: typeof user.name === 'string' ? user.name : '',
  };
}

export function saveAdminSession(user: AdminUser, storage: Storage = window.localStorage): void {
  storage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
  storage.setItem(ADMIN_LOGGED_IN_KEY, 'true');
}

export function clearAdminSession(storage: Storage = window.localStorage): void {
  storage.removeItem(ADMIN_USER_KEY);
  storage.removeItem(ADMIN_LOGGED_IN_KEY);
}

export function isAdminLoggedIn(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(ADMIN_LOGGED_IN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function readAdminUser(storage: Storage = window.localStorage): AdminUser | null {
  try {
    return toAdminUser(JSON.parse(storage.getItem(ADMIN_USER_KEY) ?? 'null'));
  } catch {
    return null;
  }
}
