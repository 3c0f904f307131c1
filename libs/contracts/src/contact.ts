import { z } from 'zod';
import { UPLOAD_KEY_PATTERN, UPLOADS_PREFIX } from './catalog';
import { limitQueryField, pageQueryField, searchQueryField } from './paging';
import type { EmailSettings } from './settings';

/**
 * Contact messages and app downloads, served by services/contact (SPEC.md sections 3-5, 7).
 * Field names are those the SPA reads (snake_case, as SPEC.md lists them).
 */

// ---------------------------------------------------------------------------------------------
// Contact messages
// ---------------------------------------------------------------------------------------------

/** SPEC §4: the four states; any may be set from any other in the detail modal. */
export const CONTACT_STATUSES = ['unread', 'read', 'replied', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  unread: '未读',
  read: '已读',
  replied: '已回复',
  archived: '已归档',
};
const CONTACT_STATUS_ALIASES: Record<string, ContactStatus> = {
  未读: 'unread',
  已读: 'read',
  已回复: 'replied',
  已归档: 'archived',
};

/** Field limits of the public form (SPEC §5 leaves them open; these are ours). */
export const CONTACT_LIMITS = { name: 50, email: 100, company: 100, subject: 100, message: 5000 } as const;
/** SPEC §9: the admin contacts table shows 10 per page. */
export const DEFAULT_CONTACT_PAGE_SIZE = 10;
export const MAX_CONTACT_PAGE_SIZE = 100;

/** The form token must be at least this old when the form is sent (a person needs time to fill it in). */
export const CONTACT_MIN_FILL_MS = 3000;
/** A form token older than this is refused: the SPA fetches a new one. */
export const CONTACT_FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Accepted messages per visitor address within the window (a sliding window). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** The header (or the `clientId` field) that makes a retried submission land once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string('幂等键（Idempotency-Key）必须是文字')
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, '幂等键（Idempotency-Key）必须是8到100个字母、数字或 _ . : -');

const LINE_BREAK = /[\r\n]/;
/** NUL and the other C0 controls except tab and line breaks: PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A one-line required text field: CR/LF refused before trimming, so a header can never be injected. */
const oneLine = (label: string, max: number) =>
  z
    .string(`${label}不能为空`)
    .refine((v) => !LINE_BREAK.test(v), `${label}不能包含换行符`)
    .refine((v) => !CONTROL_CHARS.test(v), `${label}包含无效字符`)
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字符`);

/**
 * `POST /api/contacts` (the public form). `website` is the honeypot: a hidden field people leave
 * empty. `formToken` comes from `GET /api/contacts/form-token`. `clientId` is the idempotency key
 * when the `Idempotency-Key` header is not sent.
 */
export const contactSubmitSchema = z.object({
  name: oneLine('姓名', CONTACT_LIMITS.name),
  email: oneLine('邮箱', CONTACT_LIMITS.email).pipe(z.email('邮箱格式不正确')),
  company: z
    .string('公司名称必须是文字')
    .refine((v) => !CONTROL_CHARS.test(v) && !LINE_BREAK.test(v), '公司名称包含无效字符')
    .trim()
    .max(CONTACT_LIMITS.company, `公司名称不能超过${CONTACT_LIMITS.company}个字符`)
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  subject: oneLine('主题', CONTACT_LIMITS.subject),
  message: z
    .string('留言内容不能为空')
    .refine((v) => !CONTROL_CHARS.test(v), '留言内容包含无效字符')
    .trim()
    .min(1, '留言内容不能为空')
    .max(CONTACT_LIMITS.message, `留言内容不能超过${CONTACT_LIMITS.message}个字符`),
  website: z.unknown().optional(),
  formToken: z.string('表单令牌无效，请刷新页面后重试').max(200, '表单令牌无效，请刷新页面后重试').optional(),
  clientId: idempotencyKeySchema.optional(),
});
export type ContactSubmitInput = z.infer<typeof contactSubmitSchema>;

export const contactStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (CONTACT_STATUS_ALIASES[v.trim()] ?? v.trim().toLowerCase()) : v),
  z.enum(CONTACT_STATUSES, {
    error: (issue) =>
      issue.input === undefined
        ? '状态不能为空'
        : '状态必须是 unread（未读）、read（已读）、replied（已回复）或 archived（已归档）',
  }),
);

export const contactStatusBodySchema = z.object({ status: contactStatusSchema });
export type ContactStatusBody = z.infer<typeof contactStatusBodySchema>;

/** `GET /api/contacts?page&limit&status&search`; status `all` (or empty) means every status. */
export const contactListQuerySchema = z.object({
  page: pageQueryField().default(1),
  limit: limitQueryField(MAX_CONTACT_PAGE_SIZE).default(DEFAULT_CONTACT_PAGE_SIZE),
  status: z.preprocess(
    (v) => (v === '' || v === 'all' || v === '全部' ? undefined : v),
    contactStatusSchema.optional(),
  ),
  search: searchQueryField(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** A contact message as the back office reads it. `company` is '' when none was given. */
export interface ContactView {
  id: number;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: ContactStatus;
  created_at: string;
  updated_at: string;
}

export interface ContactListView {
  contacts: ContactView[];
  total: number;
  totalPages: number;
  page: number;
  limit: number;
}

/** `POST /api/contacts` answer (201), the same for a replay of the same idempotency key. */
export interface ContactSubmitReply {
  success: true;
  id: number;
  created_at: string;
}

/** `GET /api/contacts/form-token`. */
export interface ContactFormTokenReply {
  token: string;
}

// NATS messages between the gateway and the contact service.
export const contactSubmitMessageSchema = z.object({
  input: contactSubmitSchema,
  /** The visitor's address as the gateway sees it (request.ip); only its keyed hash is stored. */
  ip: z.string().max(100).nullable(),
  idempotencyKey: idempotencyKeySchema.nullable().optional(),
});
export type ContactSubmitMessage = z.input<typeof contactSubmitMessageSchema>;

/** The service's answer to a submission; the gateway sets `Idempotent-Replayed` from `replayed`. */
export interface ContactSubmitResult {
  reply: ContactSubmitReply;
  replayed: boolean;
}

// ---------------------------------------------------------------------------------------------
// App downloads
// ---------------------------------------------------------------------------------------------

/** SPEC §9: android and android-beta show on the public page; ios and ios-beta in the admin too. */
export const APP_PLATFORMS = ['android', 'android-beta', 'ios', 'ios-beta'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export const APP_PLATFORM_LABELS: Record<AppPlatform, string> = {
  android: 'Android 版',
  'android-beta': 'Android 测试版',
  ios: 'iOS 版',
  'ios-beta': 'iOS 测试版',
};
export const APP_DOWNLOAD_LIMITS = { version: 50, title: 100, description: 2000, url: 500 } as const;

/** A file we store and serve: `/uploads/images/…` or `/uploads/qrcodes/…`. */
export function isOwnUploadUrl(url: string): boolean {
  return url.startsWith(UPLOADS_PREFIX) && UPLOAD_KEY_PATTERN.test(url.slice(UPLOADS_PREFIX.length));
}

/** An absolute http(s) link without spaces or control characters. */
export function isHttpUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The route that serves a QR code made from a config's download link (see `appDownloadQrPath`). */
export const GENERATED_QR_PATTERN = /^\/api\/app-downloads\/\d+\/qrcode(?:\?v=[0-9a-z]{1,64})?$/;
export const appDownloadQrPath = (id: number, version: string) => `/api/app-downloads/${id}/qrcode?v=${version}`;

const optionalText = (label: string, max: number) =>
  z
    .string(`${label}必须是文字`)
    .refine((v) => !CONTROL_CHARS.test(v), `${label}包含无效字符`)
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));

/**
 * A link field: '' (none), an http(s) URL, or one of our uploads. For the QR code, the generated
 * code's own address (what the list answers when none was uploaded) reads as '' (none), so the
 * admin form can send back what it was given.
 */
const linkField = (label: string, options: { generatedIsNone: boolean }) =>
  z
    .string(`${label}必须是文字`)
    .trim()
    .max(APP_DOWNLOAD_LIMITS.url, `${label}不能超过${APP_DOWNLOAD_LIMITS.url}个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v))
    .transform((v) => (options.generatedIsNone && v !== undefined && GENERATED_QR_PATTERN.test(v) ? '' : v))
    .refine(
      (v) => v === undefined || v === '' || isHttpUrl(v) || isOwnUploadUrl(v),
      `${label}必须是 http:// 或 https:// 开头的网址，或本站上传的文件（/uploads/…）`,
    );

export const appPlatformSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(APP_PLATFORMS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? '平台信息不能为空'
        : '平台必须是 android、android-beta、ios 或 ios-beta',
  }),
);

const appDownloadFields = {
  version: optionalText('版本号', APP_DOWNLOAD_LIMITS.version).refine(
    (v) => v === undefined || !LINE_BREAK.test(v),
    '版本号不能包含换行符',
  ),
  title: optionalText('标题', APP_DOWNLOAD_LIMITS.title).refine(
    (v) => v === undefined || !LINE_BREAK.test(v),
    '标题不能包含换行符',
  ),
  description: optionalText('描述', APP_DOWNLOAD_LIMITS.description),
  qrcode_url: linkField('二维码链接', { generatedIsNone: true }),
  download_url: linkField('下载链接', { generatedIsNone: false }),
};

/** `POST /api/app-downloads`: platform required (SPEC §5), the rest optional (''). */
export const createAppDownloadSchema = z.object({
  platform: z.preprocess((v) => (v === null ? undefined : v), appPlatformSchema),
  ...appDownloadFields,
});
export type CreateAppDownloadInput = z.infer<typeof createAppDownloadSchema>;

/** `PUT /api/app-downloads/{id}`: a field left out keeps its value; '' clears it. */
export const updateAppDownloadSchema = z.object(appDownloadFields);
export type UpdateAppDownloadInput = z.infer<typeof updateAppDownloadSchema>;

/**
 * An app download config. `qrcode_url` is the uploaded QR image, or, when none was uploaded and
 * there is a download link, the address of a code generated from the link (`qrcode_generated`
 * true); '' when there is neither.
 */
export interface AppDownloadView {
  id: number;
  platform: AppPlatform;
  version: string;
  title: string;
  description: string;
  qrcode_url: string;
  download_url: string;
  qrcode_generated: boolean;
  created_at: string;
  updated_at: string;
}

/** `contact.app-download-qrcode.get` answer: the PNG (base64) and the version the URL carries. */
export interface AppDownloadQrReply {
  png: string;
  version: string;
}

// ---------------------------------------------------------------------------------------------
// What contact asks identity for (internal, never exposed by the gateway)
// ---------------------------------------------------------------------------------------------

/** `identity.mail-settings.get`: the whole email tab (SMTP password included) and where to send. */
export interface MailSettingsReply {
  email: EmailSettings;
  contactEmail: string;
  siteName: string;
}

// ---------------------------------------------------------------------------------------------
// Events (published after commit)
// ---------------------------------------------------------------------------------------------

export interface ContactMessageEvent {
  id: number;
  status: ContactStatus;
}
export interface ContactMessageUpdatedEvent extends ContactMessageEvent {
  previousStatus: ContactStatus;
}
export interface AppDownloadEvent {
  id: number;
  platform: AppPlatform;
}
