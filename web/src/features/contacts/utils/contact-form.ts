// The public form imports this: keep it free of runtime imports from @site/contracts, which would
// bring zod along (its error codes come from the zod-free @site/contracts/errors). A test keeps the
// rules and numbers equal to the server's (contracts contact.ts).
import { ErrorCode } from '@site/contracts/errors';
import { ApiError } from '../../../lib/api-client';

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', company: '', subject: '', message: '' };

/** CONTACT_LIMITS in contracts. */
export const CONTACT_FIELD_LIMITS: Record<ContactField, number> = {
  name: 50,
  email: 100,
  company: 100,
  subject: 100,
  message: 5000,
};

/** CONTACT_MIN_FILL_MS: the form token must be this old when the form is sent. */
export const MIN_FILL_MS = 3000;
/** CONTACT_FORM_TOKEN_MAX_AGE_MS. */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Our clock starts when the token arrives, a little after the server's: a margin either way. */
const FILL_MARGIN_MS = 250;
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

const LABELS: Record<ContactField, string> = {
  name: '姓名',
  email: '邮箱',
  company: '公司名称',
  subject: '主题',
  message: '留言内容',
};

// zod 4's z.email() pattern, which the server applies.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const LINE_BREAK = /[\r\n]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The server's message for one field, or undefined when it is fine. */
export function fieldError(field: ContactField, raw: string): string | undefined {
  const label = LABELS[field];
  const value = raw.trim();
  const max = CONTACT_FIELD_LIMITS[field];
  if (field === 'company' && (LINE_BREAK.test(raw) || CONTROL_CHARS.test(raw))) return `${label}包含无效字符`;
  if (field !== 'message' && LINE_BREAK.test(raw)) return `${label}不能包含换行符`;
  if (CONTROL_CHARS.test(raw)) return `${label}包含无效字符`;
  if (value === '') return field === 'company' ? undefined : `${label}不能为空`;
  if (value.length > max) return `${label}不能超过${max}个字符`;
  if (field === 'email' && !EMAIL.test(value)) return '邮箱格式不正确';
  return undefined;
}

/** Public form: name, email (format), subject and message required; the server's length limits. */
export function validateContact(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of Object.keys(LABELS) as ContactField[]) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What is sent, trimmed like the server does it. */
export function contactPayload(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/** How long to wait before sending, so a quick visitor is not refused as "too fast". */
export function fillWaitMs(tokenReceivedAt: number, now: number): number {
  return Math.max(0, tokenReceivedAt + MIN_FILL_MS + FILL_MARGIN_MS - now);
}

/** A token close to its 24 hours is replaced before sending (the tab stayed open overnight). */
export function isTokenFresh(tokenReceivedAt: number, now: number): boolean {
  return now - tokenReceivedAt < TOKEN_MAX_AGE_MS - EXPIRY_MARGIN_MS;
}

export const SUBMIT_SUCCESS = '感谢您的留言，我们会尽快回复！';
export const SUBMIT_FAILED = '发送消息时出错，请重试';
const FAILED_RETRY_LATER = '提交失败，请稍后重试';
const FAILED_NETWORK = '提交失败，请检查网络后重试';
export const TOKEN_RENEWED = '表单已过期，已为您更新，请再次点击提交';

/**
 * Refusals of the form token or its proof of work: the form fetches a new token (and solves its
 * challenge) and the visitor only has to press submit again.
 */
export const TOKEN_REFUSED_CODES: ReadonlySet<string> = new Set([
  ErrorCode.CONTACT_FORM_TOKEN_INVALID,
  ErrorCode.CONTACT_FORM_TOKEN_EXPIRED,
  ErrorCode.CONTACT_PROOF_MISSING,
  ErrorCode.CONTACT_PROOF_INVALID,
  ErrorCode.CONTACT_PROOF_REPLAYED,
]);
export const TOO_FAST_CODE = ErrorCode.CONTACT_TOO_FAST;

export const isTokenRefused = (error: unknown) =>
  error instanceof ApiError && TOKEN_REFUSED_CODES.has(error.code ?? '');
export const isTooFast = (error: unknown) => error instanceof ApiError && error.code === TOO_FAST_CODE;

/** The server's error field, else a retry-later line; a network failure says so. */
export function submitErrorDetail(error: unknown): string {
  if (isTokenRefused(error)) return TOKEN_RENEWED;
  if (error instanceof ApiError) return error.serverMessage ?? FAILED_RETRY_LATER;
  if (error instanceof TypeError) return FAILED_NETWORK;
  return FAILED_RETRY_LATER;
}
