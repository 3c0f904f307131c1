import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Toast } from '../../../components/ui/admin/use-toast';
import {
  adminRecordQuery,
  createPreviewLink,
  previewLinksQuery,
  publishingKey,
  publishRecord,
  restoreRevision,
  revokePreviewLink,
  scheduleRecord,
  unpublishRecord,
  unscheduleRecord,
  type PublishedRecord,
  type PublishingConfig,
  type ScheduleBody,
} from '../api/publishing';

export interface PublishingActionsOptions<R extends PublishedRecord> {
  /** Every answer that changes the record: the page puts it in its form and refreshes its lists. */
  onChanged?: (record: R) => void;
}

/**
 * The publishing writes of one record, each with its toast. A write's answer replaces the admin record
 * query's data (when the config names it) and refreshes the record's revisions and preview links. The schedule's failure is left to
 * its dialog, which shows the server's reason beside the times.
 */
export function usePublishingActions<R extends PublishedRecord>(
  config: PublishingConfig,
  id: number,
  toast: Toast,
  { onChanged }: PublishingActionsOptions<R> = {},
) {
  const queryClient = useQueryClient();
  const changed = (record: R) => {
    const { adminPath } = config;
    if (adminPath !== undefined) queryClient.setQueryData(adminRecordQuery<R>({ adminPath }, id).queryKey, record);
    onChanged?.(record);
    return queryClient.invalidateQueries({ queryKey: publishingKey(config, id) });
  };

  const publish = useMutation({
    mutationFn: (version?: number) => publishRecord<R>(config, id, version),
    onSuccess: (record) => {
      toast.success('已发布');
      return changed(record);
    },
    onError: (error) => toast.failed('发布失败', error),
  });

  const unpublish = useMutation({
    mutationFn: () => unpublishRecord<R>(config, id),
    onSuccess: (record) => {
      toast.success('已下线');
      return changed(record);
    },
    onError: (error) => toast.failed('下线失败', error),
  });

  const schedule = useMutation({
    mutationFn: (body: ScheduleBody) => scheduleRecord<R>(config, id, body),
    onSuccess: (record) => {
      toast.success('已设置定时发布');
      return changed(record);
    },
  });

  const unschedule = useMutation({
    mutationFn: () => unscheduleRecord<R>(config, id),
    onSuccess: (record) => {
      toast.success('已取消定时发布');
      return changed(record);
    },
    onError: (error) => toast.failed('取消定时失败', error),
  });

  const restore = useMutation({
    mutationFn: (rev: number) => restoreRevision<R>(config, id, rev),
    onSuccess: (answer) => {
      toast.success('已恢复为草稿', { description: '线上版本没有改变，发布后才会替换。' });
      return changed(answer.record);
    },
    onError: (error) => toast.failed('恢复失败', error),
  });

  const refreshLinks = () => queryClient.invalidateQueries({ queryKey: previewLinksQuery(config, id).queryKey });

  const createLink = useMutation({
    mutationFn: (hours?: number) => createPreviewLink(config, id, hours),
    onSuccess: refreshLinks,
    onError: (error) => toast.failed('生成预览链接失败', error),
  });

  const revokeLink = useMutation({
    mutationFn: (linkId: number) => revokePreviewLink(config, id, linkId),
    onSuccess: () => {
      toast.success('预览链接已撤销');
      return refreshLinks();
    },
    onError: (error) => toast.failed('撤销预览链接失败', error),
  });

  return { publish, unpublish, schedule, unschedule, restore, createLink, revokeLink };
}
