/** The one error shape that crosses NATS; the gateway turns it into `{ error: message }`. */
export interface ServiceErrorPayload {
  status: number;
  code: string;
  message: string;
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** Codes shared by every service; domains add their own. */
export const CommonErrorCodes = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  internal: 'INTERNAL',
} as const;
