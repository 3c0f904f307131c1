import type { LogVisitBody } from '@site/contracts';

export const VISIT_ENDPOINT = '/api/log-visit';

/** Admin screens are not visits to the site. */
export function shouldLogVisit(pathname: string): boolean {
  return pathname !== '/admin' && !pathname.startsWith('/admin/');
}

interface VisitInput {
  pathname: string;
  search: string;
  origin: string;
  /** pathname+search of the previous in-site page; null on the first load. */
  previousPath: string | null;
  documentReferrer: string;
  userAgent: string;
  now: Date;
}

export function buildVisitPayload(input: VisitInput): LogVisitBody & { referer: string | null } {
  const referer = input.previousPath === null ? input.documentReferrer || null : input.origin + input.previousPath;
  return {
    page_url: input.pathname + input.search,
    referer,
    user_agent: input.userAgent,
    timestamp: input.now.toISOString(),
  };
}
