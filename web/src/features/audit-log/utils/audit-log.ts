export interface AuditLogParams {
  page: number;
  limit: number;
  search: string;
}

export const AUDIT_PAGE_SIZE = 20;

export function auditLogPath({ page, limit, search }: AuditLogParams): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const term = search.trim();
  if (term) query.set('search', term);
  return `/api/audit-logs?${query.toString()}`;
}

/** Tag colour of an HTTP status: green success, orange refused, red failed. */
export function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 200 && status < 400) return 'green';
  return 'default';
}

export function methodColor(method: string): string {
  return { POST: 'blue', PUT: 'gold', PATCH: 'cyan', DELETE: 'red' }[method.toUpperCase()] ?? 'default';
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, in-app browsers say both.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['微信', /MicroMessenger\/(\d+)/],
  ['QQ', /(?:^|[\s;(])QQ\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
];
const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/**
 * A short name for a User-Agent ("Chrome 120 · Windows") for the table; the full text stays in the
 * tooltip. Something unknown shows its first word; nothing at all, null.
 */
export function browserSummary(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(ua)?.[1]] as const).find(([, v]) => v);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  const name = browser ? `${browser[0]} ${browser[1]}` : ua.split(/[\s/;(]/)[0].slice(0, 30);
  return system ? `${name} · ${system}` : name;
}
