import { useCallback, useRef, useState } from 'react';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { compressImage, compressedName } from '../../../lib/compress-image';
import { describeUpload, uploadErrorMessage, uploadImage } from '../../../lib/upload-image';

export interface UploadItem {
  key: string;
  name: string;
  percent: number;
  status: 'processing' | 'uploading' | 'done' | 'failed';
  error?: string;
  /** Once stored: the master's pixel size and bytes. */
  stored?: string;
}

/**
 * Several files at once, each shrunk in the browser and uploaded with its own progress.
 * Answers the URLs of the files that made it, in the order chosen.
 */
export function useImageUploads(toast: Toast) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const counter = useRef(0);
  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const upload = async (files: readonly File[]): Promise<string[]> => {
    const batch: UploadItem[] = files.map((file) => ({
      key: `upload-${++counter.current}`,
      name: file.name,
      percent: 0,
      status: 'processing',
    }));
    // Finished rows of an earlier batch make room for the new one.
    setItems((list) => [...list.filter((item) => item.status !== 'done'), ...batch]);

    const results = await Promise.all(
      files.map(async (file, i): Promise<{ url: string } | { failed: 'processing' | 'upload'; message: string }> => {
        const { key } = batch[i];
        let blob: Blob;
        try {
          blob = await compressImage(file);
        } catch {
          update(key, { status: 'failed', error: '图片处理失败' });
          return { failed: 'processing', message: '图片处理失败' };
        }
        update(key, { status: 'uploading' });
        try {
          const answer = await uploadImage(blob, compressedName(file.name, blob), {
            onProgress: (percent) => update(key, { percent }),
          });
          update(key, { status: 'done', percent: 100, stored: describeUpload(answer) });
          return { url: answer.url };
        } catch (error) {
          const message = uploadErrorMessage(error);
          update(key, { status: 'failed', error: message });
          return { failed: 'upload', message };
        }
      }),
    );

    const failures = results.flatMap((result) => ('failed' in result ? [result] : []));
    if (failures.some((failure) => failure.failed === 'processing')) toast.error('图片处理失败');
    const uploadFailures = failures.filter((failure) => failure.failed === 'upload');
    if (uploadFailures.length > 0) {
      if (files.length > 1) toast.error('部分图片上传失败，请重试', { description: uploadFailures[0].message });
      else toast.error(uploadFailures[0].message);
    }
    return results.flatMap((result) => ('url' in result ? [result.url] : []));
  };

  const dismiss = useCallback((key: string) => setItems((list) => list.filter((item) => item.key !== key)), []);
  const busy = items.some((item) => item.status === 'processing' || item.status === 'uploading');

  return { items, upload, dismiss, busy };
}
