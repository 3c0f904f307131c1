import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactListView, ContactStatus, ContactView } from '@site/contracts';
import { api } from '../../../lib/api-client';
import { listSearchParams, type ContactListParams } from '../utils/contact-list-params';

/** Every back-office contact query starts with this key. */
export const CONTACTS_KEY = ['admin', 'contacts'] as const;
export const CONTACT_LISTS_KEY = [...CONTACTS_KEY, 'list'] as const;

export const contactListQuery = (params: ContactListParams) =>
  queryOptions({
    queryKey: [...CONTACT_LISTS_KEY, params],
    queryFn: ({ signal }) => api.get<ContactListView>(`/api/contacts?${listSearchParams(params, true)}`, { signal }),
    // The table keeps the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });

export const contactDetailKey = (id: number) => [...CONTACTS_KEY, 'detail', id] as const;

/** Reading a message marks an unread one read on the server (for editors and admins). */
export const getContact = (id: number, signal?: AbortSignal) => api.get<ContactView>(`/api/contacts/${id}`, { signal });

export const setContactStatus = (id: number, status: ContactStatus) =>
  api.put<ContactView>(`/api/contacts/${id}`, { status });

export const deleteContact = (id: number) => api.delete<void>(`/api/contacts/${id}`);
