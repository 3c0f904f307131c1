import { canView, type AdminArea } from '../../../features/auth/utils/permissions';

export interface AdminNavItem {
  key: AdminArea;
  label: string;
  path: string;
}

/** Sidebar order, plus the audit log (admins only). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { key: 'dashboard', label: '仪表盘', path: '/admin/dashboard' },
  { key: 'products', label: '产品管理', path: '/admin/products' },
  { key: 'news', label: '新闻管理', path: '/admin/news' },
  { key: 'schedules', label: '定时发布', path: '/admin/schedules' },
  { key: 'media', label: '媒体库', path: '/admin/media' },
  { key: 'pages', label: '页面', path: '/admin/pages' },
  { key: 'users', label: '用户管理', path: '/admin/users' },
  { key: 'categories', label: '分类管理', path: '/admin/categories' },
  { key: 'contacts', label: '留言管理', path: '/admin/contacts' },
  { key: 'app-downloads', label: 'APP下载', path: '/admin/app-downloads' },
  { key: 'analytics', label: '访问统计', path: '/admin/analytics' },
  { key: 'settings', label: '系统设置', path: '/admin/settings' },
  { key: 'audit-logs', label: '操作日志', path: '/admin/audit-logs' },
];

/** Entries a role may not use are hidden, not greyed out. */
export function navItemsFor(role: string): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => canView(role, item.key));
}

/** The sidebar entry a path belongs to: /admin/news/edit/3 lights up 新闻管理. */
export function activeNavKey(pathname: string): string | undefined {
  const section = /^\/admin\/([^/]+)/.exec(pathname)?.[1];
  return ADMIN_NAV.find((item) => item.key === section)?.key;
}
