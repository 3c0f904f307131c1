// The public form imports this: keep it free of runtime imports from @site/contracts, which would
// bring zod along (its error codes come from the zod-free @site/contracts/errors). A test keeps the
// rules and numbers equal to the server's (contracts contact.ts).
import { ErrorCode } from '@site/contracts/errors';
import type { TFunction } from 'i18next';
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

const FIELDS = Object.keys(EMPTY_CONTACT_FORM) as ContactField[];

// zod 4's z.email() pattern, which the server applies.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const LINE_BREAK = /[\r\n]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The server's message for one field (its words, in the page's language), or undefined when it is fine. */
export function fieldError(field: ContactField, raw: string, t: TFunction): string | undefined {
  const label = t(`contact.validation.labels.${field}`);
  const value = raw.trim();
  const max = CONTACT_FIELD_LIMITS[field];
  if (field === 'company' && (LINE_BREAK.test(raw) || CONTROL_CHARS.test(raw))) {
    return t('contact.validation.invalidChars', { label });
  }
  if (field !== 'message' && LINE_BREAK.test(raw)) return t('contact.validation.lineBreak', { label });
  if (CONTROL_CHARS.test(raw)) return t('contact.validation.invalidChars', { label });
  if (value === '') return field === 'company' ? undefined : t('contact.validation.required', { label });
  if (value.length > max) return t('contact.validation.tooLong', { label, max });
  if (field === 'email' && !EMAIL.test(value)) return t('contact.validation.emailFormat');
  return undefined;
}

/** Public form: name, email (format), subject and message required; the server's length limits. */
export function validateContact(values: ContactFormValues, t: TFunction): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of FIELDS) {
    const error = fieldError(field, values[field], t);
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
export function submitErrorDetail(error: unknown, t: TFunction): string {
  if (isTokenRefused(error)) return t('contact.tokenRenewed');
  if (error instanceof ApiError) return error.serverMessage ?? t('contact.failedRetryLater');
  if (error instanceof TypeError) return t('contact.failedNetwork');
  return t('contact.failedRetryLater');
}
