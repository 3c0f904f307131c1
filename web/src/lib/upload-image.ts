import type { UploadAnswer } from '@site/contracts';
import { ApiError, serverErrorCode, serverErrorMessage } from './api-client';

export interface UploadOptions {
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Multipart field: `image` for /api/upload, `qrcode` for /api/upload/qrcode. */
  field?: string;
  path?: string;
}

/** A network failure (no HTTP answer), kept apart from ApiError so the message can say so. */
export class UploadNetworkError extends Error {
  constructor(message = '网络连接失败') {
    super(message);
    this.name = 'UploadNetworkError';
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isUploadAnswer(body: unknown): body is UploadAnswer {
  const answer = body as Partial<UploadAnswer> | undefined;
  return typeof answer?.url === 'string' && answer.url.length > 0;
}

/**
 * POST /api/upload with upload progress (fetch cannot report it, hence XMLHttpRequest). Sends the
 * CSRF header like the API client; answers the stored master: its URL, pixel size and bytes.
 */
export function uploadImage(file: Blob, fileName: string, options: UploadOptions = {}): Promise<UploadAnswer> {
  const { onProgress, signal, field = 'image', path = '/api/upload' } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isUploadAnswer(body)) {
        onProgress?.(100);
        resolve(body);
        return;
      }
      reject(new ApiError(xhr.status, serverErrorMessage(body), serverErrorCode(body)));
    };
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, fileName);
    xhr.send(form);
  });
}

/** The server's message, else '图片上传失败'; a network failure adds its own text. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof UploadNetworkError) return `图片上传失败：${error.message}`;
  return '图片上传失败';
}

/** '1200×1600 · 85.3 KB': what the server stored, for the upload's row. */
export function describeUpload({ width, height, bytes }: Pick<UploadAnswer, 'width' | 'height' | 'bytes'>): string {
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
  return `${width}×${height} · ${size}`;
}
