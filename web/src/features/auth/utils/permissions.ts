import { ROLE_LABELS, type Role } from '@site/contracts';

/** Back-office areas, named as their routes under /admin. */
export type AdminArea =
  | 'dashboard'
  | 'products'
  | 'news'
  | 'schedules'
  | 'media'
  | 'pages'
  | 'users'
  | 'categories'
  | 'contacts'
  | 'app-downloads'
  | 'analytics'
  | 'settings'
  | 'audit-logs'
  | 'profile';

const ADMIN_ONLY: readonly AdminArea[] = ['users', 'settings', 'audit-logs'];
const EDITOR_WRITES: readonly AdminArea[] = [
  'products',
  'news',
  'media',
  'pages',
  'categories',
  'contacts',
  'app-downloads',
];

const isRole = (role: string): role is Role => Object.hasOwn(ROLE_LABELS, role);

/** Mirrors the server: admin sees everything; editor and viewer never see users, settings or the audit log. */
export function canView(role: string, area: AdminArea): boolean {
  return role === 'admin' || !ADMIN_ONLY.includes(area);
}

/** Admin writes everywhere, editor writes content, viewer writes nothing (own profile aside). */
export function canWrite(role: string, area: AdminArea): boolean {
  if (area === 'profile') return true;
  if (role === 'admin') return true;
  return role === 'editor' && EDITOR_WRITES.includes(area);
}

/** The top bar's role label; 'user' (用户) when none is stored or the role is unknown. */
export function roleTagLabel(role: string | undefined): string {
  return role && isRole(role) ? ROLE_LABELS[role] : '用户';
}
