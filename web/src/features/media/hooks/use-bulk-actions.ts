import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_LIMITS, type MediaView } from '@site/contracts';
import { ErrorCode } from '@site/contracts/errors';
import { ApiError, errorDetail } from '../../../lib/api-client';
import { deleteMedia, MEDIA_KEY, updateMedia } from '../api/media';
import { mediaFileName } from '../utils/media-format';
import { runLimited } from '../utils/run-limited';

/** Requests at once: the server works through them without one person's bulk action crowding out the rest. */
export const BULK_CONCURRENCY = 3;

export type BulkAction =
  | { kind: 'move'; files: MediaView[]; folderId: number | null; folderName: string }
  | { kind: 'tag'; files: MediaView[]; tags: string[] }
  | { kind: 'delete'; files: MediaView[] };

export interface BulkFailure {
  name: string;
  message: string;
  /** 409 MEDIA_IN_USE: a place still shows it. */
  inUse: boolean;
}

export interface BulkReport {
  kind: BulkAction['kind'];
  done: number[];
  failed: BulkFailure[];
}

/** The file's tags and the new ones, each once; refused before sending when over the limit. */
function mergedTags(media: MediaView, tags: string[]): string[] {
  const merged = [...new Set([...media.tags, ...tags])];
  if (merged.length > MEDIA_LIMITS.tags) throw new Error(`标签不能超过${MEDIA_LIMITS.tags}个`);
  return merged;
}

function request(action: BulkAction, media: MediaView): Promise<unknown> {
  switch (action.kind) {
    case 'move':
      return updateMedia(media.id, { folder_id: action.folderId });
    case 'tag':
      return Promise.resolve().then(() => updateMedia(media.id, { tags: mergedTags(media, action.tags) }));
    case 'delete':
      return deleteMedia(media.id);
  }
}

const reason = (error: unknown) =>
  errorDetail(error) ?? (error instanceof Error && !(error instanceof ApiError) ? error.message : '操作失败');

/** Runs a bulk action BULK_CONCURRENCY at a time, then reloads the library once; answers what went through. */
export function useBulkActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BulkAction): Promise<BulkReport> => {
      const results = await runLimited(action.files, BULK_CONCURRENCY, (media) => request(action, media));
      return {
        kind: action.kind,
        done: results.filter((r) => r.ok).map((r) => r.item.id),
        failed: results
          .filter((r) => !r.ok)
          .map((r) => ({
            name: mediaFileName(r.item),
            message: reason(r.error),
            inUse: r.error instanceof ApiError && r.error.code === ErrorCode.MEDIA_IN_USE,
          })),
      };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', MEDIA_KEY] }),
  });
}

/** The report's one-line summary: '已删除 2 个；1 个正在使用，未删除'. */
export function summarize({ kind, done, failed }: BulkReport): string {
  const inUse = failed.filter((f) => f.inUse).length;
  const other = failed.length - inUse;
  const parts =
    kind === 'delete'
      ? [`已删除 ${done.length} 个`, inUse && `${inUse} 个正在使用，未删除`, other && `${other} 个删除失败`]
      : kind === 'move'
        ? [`已移动 ${done.length} 个`, failed.length && `${failed.length} 个移动失败`]
        : [`已为 ${done.length} 个文件添加标签`, failed.length && `${failed.length} 个未添加`];
  return parts.filter(Boolean).join('；');
}
