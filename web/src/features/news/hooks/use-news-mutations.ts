import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsListItem, NewsView } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { isSessionLost } from '../../../lib/api-client';
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

/** Save and delete with their failure texts (保存失败: …, 删除新闻失败). */
export function useNewsMutations(toast: Toast) {
  const refresh = useRefreshNews();
  const createKey = useIdempotencyKey();

  const save = useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: NewsFormValues }): Promise<NewsView> => {
      const payload = toNewsPayload(values);
      return id === null ? createNews(payload, createKey.keyFor(payload)) : updateNews(id, payload);
    },
    onSuccess: () => {
      createKey.done();
      return refresh();
    },
    // A lost session is said by the login page, not by a toast.
    onError: (error) => {
      if (!isSessionLost(error)) toast.error(saveFailedMessage(error));
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
