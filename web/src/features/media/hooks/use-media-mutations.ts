import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaPatch } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { uploadErrorMessage, uploadImage } from '../../../lib/upload-image';
import { createMediaFolder, deleteMediaFolder, MEDIA_KEY, updateMedia } from '../api/media';

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

  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file, file.name),
    onSuccess: (answer) => {
      toast.success(answer.existing ? '媒体库中已有相同的文件，未重复保存' : '上传成功');
      return refresh();
    },
    onError: (error) => toast.error(uploadErrorMessage(error)),
  });

  const createFolder = useMutation({
    mutationFn: (name: string) => createMediaFolder(name),
    onSuccess: () => {
      toast.success('文件夹已创建');
      return refresh();
    },
    onError: (error) => toast.failed('创建文件夹失败', error),
  });

  const removeFolder = useMutation({
    mutationFn: (id: number) => deleteMediaFolder(id),
    onSuccess: () => {
      toast.success('文件夹已删除');
      return refresh();
    },
    onError: (error) => toast.failed('删除文件夹失败', error),
  });

  return { save, upload, createFolder, removeFolder };
}
