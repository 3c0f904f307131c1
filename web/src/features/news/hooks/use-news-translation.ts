import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsTranslationAdminView } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { isStaleVersion, type TranslationSaveRequest } from '../../../components/ui/admin/use-translation-form';
import { isSessionLost } from '../../../lib/api-client';
import { deleteNewsTranslation, newsTranslationsQuery, saveNewsTranslation } from '../api/news';
import { saveFailedMessage } from '../utils/news-form';
import { toTranslationPayload, type NewsTranslationFormValues } from '../utils/news-translation-form';
import { useRefreshNews } from './use-news-mutations';

/**
 * The English version of a saved article (null: none yet; `id` null: the article is not saved), and `take`,
 * which puts an answer (a save's, a publish's, null after a removal) in its place.
 */
export function useNewsTranslation(id: number | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshNews();
  const query = useQuery({ ...newsTranslationsQuery(id ?? 0), enabled: id !== null });
  const take = (view: NewsTranslationAdminView | null) => {
    if (id === null) return;
    queryClient.setQueryData(newsTranslationsQuery(id).queryKey, (old) => ({ ...old, en: view }));
    void refresh();
  };
  return { query, translation: query.data?.en ?? null, take };
}

/** Save (保存草稿, 保存并发布) and removal of article `id`'s English version, with their failure texts. */
export function useNewsTranslationMutations(id: number, hasCover: boolean, toast: Toast) {
  const save = useMutation({
    mutationFn: ({ values, version, publish = false }: TranslationSaveRequest<NewsTranslationFormValues>) =>
      saveNewsTranslation(id, toTranslationPayload(values, hasCover), version, publish),
    // A stale version is said beside the form, with the way to load the latest.
    onError: (error) => {
      if (!isSessionLost(error) && !isStaleVersion(error)) toast.error(saveFailedMessage(error));
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteNewsTranslation(id),
    onSuccess: () => toast.success('英文版本已删除'),
    onError: (error) => toast.failed('删除英文版本失败', error),
  });

  return { save, remove };
}
