import { CONTACT_STATUSES, DEFAULT_CONTACT_PAGE_SIZE, type ContactStatus, type ContactView } from '@site/contracts';

export type StatusFilter = ContactStatus | 'all';

/** The table's state, kept in the address (?page&status&search) so a reload or a shared link shows the same. */
export interface ContactListParams {
  page: number;
  status: StatusFilter;
  search: string;
}

/** The admin contacts table shows 10 per page. */
export const CONTACT_PAGE_SIZE = DEFAULT_CONTACT_PAGE_SIZE;
const MAX_SEARCH = 100;

const isStatus = (value: string): value is ContactStatus => (CONTACT_STATUSES as readonly string[]).includes(value);

export function readListParams(query: URLSearchParams): ContactListParams {
  const page = Number(query.get('page'));
  const status = query.get('status') ?? '';
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    status: isStatus(status) ? status : 'all',
    search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH),
  };
}

/**
 * The query string. For the address, defaults are left out; for the API call, the page size is
 * added and 'all' (no filter) is left out too.
 */
export function listSearchParams(params: ContactListParams, forApi = false): URLSearchParams {
  const query = new URLSearchParams();
  if (params.page > 1 || forApi) query.set('page', String(params.page));
  if (forApi) query.set('limit', String(CONTACT_PAGE_SIZE));
  if (params.status !== 'all') query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  return query;
}

/** A list page with one message replaced by its newer copy (after opening it or changing its status). */
export function withContact<T extends { contacts: ContactView[] }>(list: T, contact: ContactView): T {
  if (!list.contacts.some((c) => c.id === contact.id)) return list;
  return { ...list, contacts: list.contacts.map((c) => (c.id === contact.id ? contact : c)) };
}

/** After a delete emptied the last page, the page to show instead (null: stay). */
export function pageAfterShrink(page: number, totalPages: number): number | null {
  return page > 1 && page > totalPages ? Math.max(1, totalPages) : null;
}
