import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsAdminView, NewsListItem } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { ApiError, isSessionLost } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { adminNewsQuery, createNews, deleteNews, NEWS_KEY, updateNews } from '../api/news';
import { saveFailedMessage, toNewsPayload, type NewsFormValues } from '../utils/news-form';

/** Every news list and article (admin table, public pages) after a write. */
export function useRefreshNews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminNewsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: [NEWS_KEY] }),
    ]);
}

export interface SaveRequest {
  /** null: a new article. */
  id: number | null;
  values: NewsFormValues;
  /** The version the form started from; undefined overwrites (after the user chose to). */
  version?: number;
  /** 保存并发布: saved and put live in one step. */
  publish?: boolean;
}

/** Someone saved meanwhile (409 STALE_VERSION). */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.code === 'STALE_VERSION';

/** Save and delete with their failure texts (保存失败: …, 删除新闻失败). */
export function useNewsMutations(toast: Toast) {
  const refresh = useRefreshNews();
  const createKey = useIdempotencyKey();

  const save = useMutation({
    mutationFn: ({ id, values, version, publish = false }: SaveRequest): Promise<NewsAdminView> => {
      const payload = toNewsPayload(values);
      return id === null
        ? createNews(payload, createKey.keyFor(payload), publish)
        : updateNews(id, payload, version, publish);
    },
    onSuccess: () => {
      createKey.done();
      return refresh();
    },
    // A lost session is said by the login page; a stale version by the editor's compare dialog.
    onError: (error) => {
      if (!isSessionLost(error) && !isStaleVersion(error)) toast.error(saveFailedMessage(error));
    },
  });

  const remove = useMutation({
    mutationFn: (news: NewsListItem) => deleteNews(news.id),
    onSuccess: () => {
      toast.success('新闻已删除');
      return refresh();
    },
    onError: (error) => toast.failed('删除新闻失败', error),
  });

  return { save, remove };
}
