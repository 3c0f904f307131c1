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
