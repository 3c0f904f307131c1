import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactListView, ContactStatus, ContactView } from '@site/contracts';
import { useCallback } from 'react';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { CONTACT_LISTS_KEY, contactDetailKey, deleteContact, setContactStatus } from '../api/contacts';
import { withContact } from '../utils/contact-list-params';

/**
 * A newer copy of a message (opened, or its status set): the pages shown take it at once, then
 * reload, since a status filter may no longer include it.
 */
export function useRememberContact() {
  const queryClient = useQueryClient();
  return useCallback(
    (contact: ContactView) => {
      queryClient.setQueryData(contactDetailKey(contact.id), contact);
      queryClient.setQueriesData<ContactListView>({ queryKey: CONTACT_LISTS_KEY }, (list) =>
        list ? withContact(list, contact) : list,
      );
      return queryClient.invalidateQueries({ queryKey: CONTACT_LISTS_KEY });
    },
    [queryClient],
  );
}

/** Status and delete, with their toasts (状态更新成功, 留言删除成功, or the failure). */
export function useContactMutations(toast: Toast) {
  const queryClient = useQueryClient();
  const remember = useRememberContact();

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) => setContactStatus(id, status),
    onSuccess: (contact) => {
      toast.success('状态更新成功');
      return remember(contact);
    },
    onError: (error) => toast.failed('状态更新失败', error),
  });

  const remove = useMutation({
    mutationFn: (contact: ContactView) => deleteContact(contact.id),
    onSuccess: () => {
      toast.success('留言删除成功');
      return queryClient.invalidateQueries({ queryKey: CONTACT_LISTS_KEY });
    },
    onError: (error) => toast.failed('删除失败', error),
  });

  return { setStatus, remove };
}
