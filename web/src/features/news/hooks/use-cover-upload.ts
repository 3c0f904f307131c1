import type { UploadAnswer } from '@site/contracts';
import { useRef, useState } from 'react';
import { compressImage, compressedName, uploadShrunk } from '../../../lib/compress-image';
import { describeUpload, uploadErrorMessage, uploadImage } from '../../../lib/upload-image';
import { coverFileProblem } from '../utils/news-form';

export interface CoverUploadState {
  status: 'idle' | 'processing' | 'uploading' | 'done' | 'failed';
  percent: number;
  error: string | null;
  /** Once stored: the master's pixel size and bytes. */
  stored?: string;
}

const IDLE: CoverUploadState = { status: 'idle', percent: 0, error: null };

/**
 * Cover: the type and size are checked on the file chosen (before it is shrunk), then it is
 * shrunk to fit 800×600 at quality 0.8 and uploaded with its progress. Answers the URL, or null.
 */
export function useCoverUpload() {
  const [state, setState] = useState<CoverUploadState>(IDLE);
  // Only the latest choice may finish: an earlier, slower upload must not overwrite it.
  const latest = useRef(0);

  const upload = async (file: File): Promise<string | null> => {
    const run = ++latest.current;
    const update = (next: CoverUploadState) => {
      if (run === latest.current) setState(next);
    };
    const problem = coverFileProblem(file);
    if (problem) {
      update({ status: 'failed', percent: 0, error: problem });
      return null;
    }
    update({ status: 'processing', percent: 0, error: null });
    let blob: Blob;
    try {
      blob = await compressImage(file);
    } catch {
      update({ status: 'failed', percent: 0, error: '图片处理失败' });
      return null;
    }
    update({ status: 'uploading', percent: 0, error: null });
    try {
      const answer = await uploadImage(blob, compressedName(file.name, blob), {
        onProgress: (percent) => update({ status: 'uploading', percent, error: null }),
      });
      update({ status: 'done', percent: 100, error: null, stored: describeUpload(answer) });
      return run === latest.current ? answer.url : null;
    } catch (error) {
      update({ status: 'failed', percent: 0, error: uploadErrorMessage(error) });
      return null;
    }
  };

  const busy = state.status === 'processing' || state.status === 'uploading';
  return { state, upload, busy, reset: () => setState(IDLE) };
}

/**
 * The cover's rules for an upload from the media picker: the same checks and shrinking; a refusal
 * throws with its message.
 */
export async function storeCover(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  const problem = coverFileProblem(file);
  if (problem) throw new Error(problem);
  return uploadShrunk(file, onProgress);
}
