import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaPatch } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { uploadErrorMessage, uploadImage } from '../../../lib/upload-image';
import type { MediaView } from '@site/contracts';
import {
  createMediaFolder,
  deleteMedia,
  deleteMediaFolder,
  MEDIA_KEY,
  renameMediaFolder,
  restoreMedia,
  updateMedia,
} from '../api/media';

/** The library's writes, each with its toast; every list and the folders reload after a success. */
export function useMediaMutations(toast: Toast) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', MEDIA_KEY] });

  const save = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MediaPatch }) => updateMedia(id, patch),
    onSuccess: () => {
      toast.success('媒体信息已保存');
      return refresh();
    },
    onError: (error) => toast.failed('保存媒体信息失败', error),
  });

  const createFolder = useMutation({
    mutationFn: (name: string) => createMediaFolder(name),
    onSuccess: () => {
      toast.success('文件夹已创建');
      return refresh();
    },
    onError: (error) => toast.failed('创建文件夹失败', error),
  });

  const renameFolder = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameMediaFolder(id, name),
    onSuccess: () => {
      toast.success('文件夹已重命名');
      return refresh();
    },
    onError: (error) => toast.failed('重命名文件夹失败', error),
  });

  const removeFolder = useMutation({
    mutationFn: (id: number) => deleteMediaFolder(id),
    onSuccess: () => {
      toast.success('文件夹已删除');
      return refresh();
    },
    onError: (error) => toast.failed('删除文件夹失败', error),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteMedia(id),
    onSuccess: () => {
      toast.success('文件已移入回收站，30天内可恢复');
      return refresh();
    },
    // A used file is refused with the places that show it: the toast says them.
    onError: (error) => toast.failed('删除文件失败', error),
  });

  const restore = useMutation({
    mutationFn: (id: number) => restoreMedia(id),
    onSuccess: () => {
      toast.success('文件已恢复');
      return refresh();
    },
    onError: (error) => toast.failed('恢复文件失败', error),
  });

  // The same id and URL, new bytes: the answer is the record (the upload helper reads its url).
  const replace = useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadImage(file, file.name, {
        path: `/api/media/${id}/replace`,
        field: 'file',
      }) as unknown as Promise<MediaView>,
    onSuccess: () => {
      toast.success('文件已替换，地址不变');
      return refresh();
    },
    onError: (error) => toast.error(uploadErrorMessage(error)),
  });

  return { save, createFolder, renameFolder, removeFolder, remove, restore, replace };
}
