import { ErrorCode } from '@site/contracts/errors';
import type { TFunction } from 'i18next';

/** An HTTP answer outside 2xx. `serverMessage`/`code` are the body's `error`/`code` fields when the server sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, serverMessage: string | undefined, code?: string) {
    super(serverMessage ?? `请求失败（${status}）`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

export function serverErrorMessage(body: unknown): string | undefined {
  return nonEmptyField(body, 'error');
}

export function serverErrorCode(body: unknown): string | undefined {
  return nonEmptyField(body, 'code');
}

function nonEmptyField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** 401 codes that mean "wrong credentials", not "your session is gone". */
const CREDENTIAL_CODES = new Set<string>([
  ErrorCode.INVALID_CREDENTIALS,
  ErrorCode.TOTP_REQUIRED,
  ErrorCode.TOTP_INVALID,
]);

/** A 401 that ends the back-office session (expired, logged out elsewhere, or no cookie). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && !CREDENTIAL_CODES.has(error.code ?? '');
}

type SessionLostListener = (error: ApiError) => void;
const sessionLostListeners = new Set<SessionLostListener>();

/** The admin app subscribes while mounted; returns the unsubscribe function. */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** For calls whose 401 is an answer, not a lost session (the login itself). */
  ignoreSessionLoss?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * JSON over fetch, same-origin cookies included. Network failures surface as the fetch TypeError,
 * HTTP failures as ApiError, so callers can word the two differently.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // The server refuses state-changing calls without it (CSRF): a cross-site form cannot set this header.
  if (method !== 'GET') headers['X-Requested-With'] = 'XMLHttpRequest';
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  const data = await readBody(response);
  if (response.ok) return data as T;

  const error = new ApiError(response.status, serverErrorMessage(data), serverErrorCode(data));
  if (!options.ignoreSessionLoss && isSessionLost(error)) {
    for (const listener of [...sessionLostListeners]) listener(error);
  }
  throw error;
}

type Options = Omit<RequestOptions, 'body'>;

/** A create's options with its Idempotency-Key (lib/idempotency.ts): a retry lands once. */
export const idempotent = (key: string): Options => ({ headers: { 'Idempotency-Key': key } });

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>('DELETE', path, options),
};

/**
 * The line shown under a failure title: the server's reason, or a hint when the network failed (in
 * the page's language when a public page passes its `t`; the admin's is Chinese).
 */
export function errorDetail(error: unknown, t?: TFunction): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof TypeError) return t ? t('common.networkFailed') : '网络连接失败，请检查网络后重试';
  return undefined;
}

/** A public page's detail line: errorDetail, else the failed request's status, else the error's own message. */
export function failureDetail(error: Error, t: TFunction): string {
  const detail = errorDetail(error, t);
  if (detail !== undefined) return detail;
  return error instanceof ApiError ? t('common.requestFailed', { status: error.status }) : error.message;
}
