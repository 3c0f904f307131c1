import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { uploadErrorMessage } from '../../../lib/upload-image';
import { MEDIA_KEY, uploadToLibrary } from '../api/media';

export const MAX_UPLOAD_FILES = 100;
/** Files sent at once: enough to fill the line, few enough not to starve the rest of the admin. */
export const PARALLEL_UPLOADS = 3;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  key: number;
  name: string;
  status: UploadStatus;
  percent: number;
  /** The server's reason (or the network's) when it failed. */
  error?: string;
  /** The same bytes were in the library already: the answer is that record. */
  existing?: boolean;
}

interface Job {
  key: number;
  file: File;
  folder: number | null;
}

type SetItems = (change: (items: UploadItem[]) => UploadItem[]) => void;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The files waiting and those going, outside React: the screen only sees the rows it reports. */
class UploadQueue {
  private waiting: Job[] = [];
  private readonly running = new Map<number, AbortController>();
  private nextKey = 1;
  private closed = false;

  constructor(
    private readonly setItems: SetItems,
    /** Once the last file settles. */
    private readonly onIdle: () => void,
  ) {}

  add(files: readonly File[], folder: number | null): void {
    const jobs = files.map((file) => ({ key: this.nextKey++, file, folder }));
    this.waiting.push(...jobs);
    this.setItems((list) => [
      ...list,
      ...jobs.map((job): UploadItem => ({ key: job.key, name: job.file.name, status: 'waiting', percent: 0 })),
    ]);
    this.pump();
  }

  cancel(key: number): void {
    const before = this.waiting.length;
    this.waiting = this.waiting.filter((job) => job.key !== key);
    if (this.waiting.length < before) this.update(key, { status: 'cancelled' });
    else this.running.get(key)?.abort();
  }

  cancelWaiting(): void {
    const keys = new Set(this.waiting.map((job) => job.key));
    this.waiting = [];
    this.setItems((list) => list.map((item) => (keys.has(item.key) ? { ...item, status: 'cancelled' } : item)));
  }

  open(): void {
    this.closed = false;
  }

  /** Leaving the screen stops what is still going. */
  close(): void {
    this.closed = true;
    this.waiting = [];
    for (const controller of this.running.values()) controller.abort();
  }

  private update(key: number, patch: Partial<UploadItem>): void {
    this.setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  private pump(): void {
    while (!this.closed && this.running.size < PARALLEL_UPLOADS && this.waiting.length > 0) {
      this.start(this.waiting.shift()!);
    }
  }

  private start(job: Job): void {
    const controller = new AbortController();
    this.running.set(job.key, controller);
    this.update(job.key, { status: 'uploading' });
    uploadToLibrary(job.file, job.folder, {
      signal: controller.signal,
      onProgress: (percent) => this.update(job.key, { percent }),
    })
      .then(
        (answer) => this.update(job.key, { status: 'done', percent: 100, existing: answer.existing }),
        (error: unknown) =>
          this.update(
            job.key,
            isAbort(error) ? { status: 'cancelled' } : { status: 'failed', error: uploadErrorMessage(error) },
          ),
      )
      .finally(() => {
        this.running.delete(job.key);
        this.pump();
        if (this.running.size === 0 && this.waiting.length === 0 && !this.closed) this.onIdle();
      });
  }
}

/**
 * Uploads many files into the library, PARALLEL_UPLOADS at a time, each row with its own progress and
 * outcome; the library reloads once the last one settles.
 */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [queue] = useState(
    () => new UploadQueue(setItems, () => void queryClient.invalidateQueries({ queryKey: ['admin', MEDIA_KEY] })),
  );
  useEffect(() => {
    queue.open();
    return () => queue.close();
  }, [queue]);

  return {
    items,
    /** Queues `files` for `folder`; answers the refusal when there are too many (then nothing starts). */
    add: (files: readonly File[], folder: number | null): string | null => {
      if (files.length > MAX_UPLOAD_FILES)
        return `一次最多上传${MAX_UPLOAD_FILES}个文件（本次选择了${files.length}个），请分批上传`;
      queue.add(files, folder);
      return null;
    },
    cancel: (key: number) => queue.cancel(key),
    cancelWaiting: () => queue.cancelWaiting(),
    /** Forgets the settled rows. */
    clearFinished: () => setItems((list) => list.filter((i) => i.status === 'waiting' || i.status === 'uploading')),
  };
}
