import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageKey, PageSection, PageTranslationAdminView } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { isSessionLost } from '../../../lib/api-client';
import { adminPagesQuery, deletePageTranslation, pageTranslationsQuery, savePageTranslation } from '../api/admin-pages';
import { isStaleVersion, type TranslationSaveRequest } from '../../../components/ui/admin/use-translation-form';
import { toTranslationPayload, type PageTranslationFormValues } from '../utils/page-translation-form';

/**
 * The English version of a page (null: none yet; `key` null: no page), and `take`, which puts an answer (a
 * save's, a publish's, null after a removal) in its place.
 */
export function usePageTranslation(key: PageKey | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...pageTranslationsQuery(key ?? 'home'), enabled: key !== null });
  const take = (view: PageTranslationAdminView | null) => {
    if (key === null) return;
    queryClient.setQueryData(pageTranslationsQuery(key).queryKey, (old) => ({ ...old, en: view }));
    // The list's 英文版本 column.
    void queryClient.invalidateQueries({ queryKey: adminPagesQuery.queryKey, exact: true });
  };
  return { query, translation: query.data?.en ?? null, take };
}

/** Save (保存草稿, 保存并发布) and removal of page `key`'s English version, with their failure texts. */
export function usePageTranslationMutations(key: PageKey, sections: readonly PageSection[], toast: Toast) {
  const save = useMutation({
    mutationFn: ({ values, version, publish = false }: TranslationSaveRequest<PageTranslationFormValues>) =>
      savePageTranslation(key, toTranslationPayload(values, sections), version, publish),
    // A stale version is said beside the form, with the way to load the latest.
    onError: (error) => {
      if (!isSessionLost(error) && !isStaleVersion(error)) toast.failed('保存英文版本失败', error);
    },
  });

  const remove = useMutation({
    mutationFn: () => deletePageTranslation(key),
    onSuccess: () => toast.success('英文版本已删除'),
    onError: (error) => toast.failed('删除英文版本失败', error),
  });

  return { save, remove };
}
