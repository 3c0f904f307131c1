import { z } from 'zod';
import { isOwnUploadUrl } from './uploads';
import { limitQueryField, pageQueryField, searchQueryField } from './paging';
import { proofChallengeSchema, proofField } from './proof-of-work';
import { emailSettingsSchema } from './settings';
import { idempotencyKeySchema, keyedRequest } from './idempotency';
import { text } from './text';

/**
 * Contact messages and app downloads, served by services/contact, with their rules.
 * Field names are those the SPA reads (snake_case).
 */

// ---------------------------------------------------------------------------------------------
// Contact messages
// ---------------------------------------------------------------------------------------------

/** The four states; any may be set from any other in the detail modal. */
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

/** Field limits of the public form (our own bounds; name, email, subject and message are required). */
export const CONTACT_LIMITS = { name: 50, email: 100, company: 100, subject: 100, message: 5000 } as const;
/** The admin contacts table shows 10 per page. */
export const DEFAULT_CONTACT_PAGE_SIZE = 10;
export const MAX_CONTACT_PAGE_SIZE = 100;

/** The form token must be at least this old when the form is sent (a person needs time to fill it in). */
export const CONTACT_MIN_FILL_MS = 3000;
/** A form token older than this is refused: the SPA fetches a new one. */
export const CONTACT_FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Accepted messages per visitor address within the window (a sliding window). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

const LINE_BREAK = /[\r\n]/;
/** NUL and the other C0 controls except tab and line breaks: PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A one-line required text field: CR/LF refused before trimming, so a header can never be injected. */
const oneLine = (label: string, max: number) =>
  text(label, `${label}不能为空`)
    .refine((v) => !LINE_BREAK.test(v), `${label}不能包含换行符`)
    .refine((v) => !CONTROL_CHARS.test(v), `${label}包含无效字符`)
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字符`);

/**
 * `POST /api/contacts` (the public form). `website` is the honeypot: a hidden field people leave
 * empty. `formToken` and the challenge `proof` solves come from `GET /api/contacts/form-token`.
 * `clientId` is the idempotency key when the `Idempotency-Key` header is not sent.
 */
export const contactSubmitSchema = z.object({
  name: oneLine('姓名', CONTACT_LIMITS.name),
  email: oneLine('邮箱', CONTACT_LIMITS.email).pipe(z.email('邮箱格式不正确')),
  company: text('公司名称')
    .refine((v) => !CONTROL_CHARS.test(v) && !LINE_BREAK.test(v), '公司名称包含无效字符')
    .trim()
    .max(CONTACT_LIMITS.company, `公司名称不能超过${CONTACT_LIMITS.company}个字符`)
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  subject: oneLine('主题', CONTACT_LIMITS.subject),
  message: text('留言内容', '留言内容不能为空')
    .refine((v) => !CONTROL_CHARS.test(v), '留言内容包含无效字符')
    .trim()
    .min(1, '留言内容不能为空')
    .max(CONTACT_LIMITS.message, `留言内容不能超过${CONTACT_LIMITS.message}个字符`),
  website: z.unknown().optional(),
  formToken: text('表单令牌', '表单令牌无效，请刷新页面后重试').max(200, '表单令牌无效，请刷新页面后重试').optional(),
  proof: proofField.optional(),
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
export const contactViewSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactView = z.infer<typeof contactViewSchema>;

export const contactListViewSchema = z.strictObject({
  contacts: z.array(contactViewSchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ContactListView = z.infer<typeof contactListViewSchema>;

/** `POST /api/contacts` answer (201), the same for a replay of the same idempotency key. */
export const contactSubmitReplySchema = z.strictObject({
  success: z.literal(true),
  id: z.number(),
  created_at: z.string(),
});
export type ContactSubmitReply = z.infer<typeof contactSubmitReplySchema>;

/**
 * `GET /api/contacts/form-token`: the form token and a proof-of-work challenge, which the page
 * solves in the background while the visitor types, and sends back as `proof`.
 */
export const contactFormTokenReplySchema = z.strictObject({ token: z.string(), challenge: proofChallengeSchema });
export type ContactFormTokenReply = z.infer<typeof contactFormTokenReplySchema>;

// NATS messages between the gateway and the contact service.
export const contactSubmitMessageSchema = z.object({
  input: contactSubmitSchema,
  /** The visitor's address as the gateway sees it (request.ip); only its keyed hash is stored. */
  ip: text('客户端地址').max(100).nullable(),
  ...keyedRequest,
});
export type ContactSubmitMessage = z.input<typeof contactSubmitMessageSchema>;

/** The service's answer to a submission; the gateway sets `Idempotent-Replayed` from `replayed`. */
export const contactSubmitResultSchema = z.strictObject({
  reply: contactSubmitReplySchema,
  replayed: z.boolean(),
});
export type ContactSubmitResult = z.infer<typeof contactSubmitResultSchema>;

// ---------------------------------------------------------------------------------------------
// App downloads
// ---------------------------------------------------------------------------------------------

/** Android and android-beta show on the public page; ios and ios-beta in the admin too. */
export const APP_PLATFORMS = ['android', 'android-beta', 'ios', 'ios-beta'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export const APP_PLATFORM_LABELS: Record<AppPlatform, string> = {
  android: 'Android 版',
  'android-beta': 'Android 测试版',
  ios: 'iOS 版',
  'ios-beta': 'iOS 测试版',
};
export const APP_DOWNLOAD_LIMITS = { version: 50, title: 100, description: 2000, url: 500 } as const;

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
  text(label)
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
  text(label)
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

/** `POST /api/app-downloads`: platform required (平台信息不能为空), the rest optional (''). */
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
export const appDownloadViewSchema = z.strictObject({
  id: z.number(),
  platform: z.enum(APP_PLATFORMS),
  version: z.string(),
  title: z.string(),
  description: z.string(),
  qrcode_url: z.string(),
  download_url: z.string(),
  qrcode_generated: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppDownloadView = z.infer<typeof appDownloadViewSchema>;

/** `contact.app-download-qrcode.get` answer: the PNG (base64) and the version the URL carries. */
export const appDownloadQrReplySchema = z.strictObject({ png: z.string(), version: z.string() });
export type AppDownloadQrReply = z.infer<typeof appDownloadQrReplySchema>;

// ---------------------------------------------------------------------------------------------
// What contact asks identity for (internal, never exposed by the gateway)
// ---------------------------------------------------------------------------------------------

/** `identity.mail-settings.get`: the whole email tab (SMTP password included) and where to send. */
export const mailSettingsReplySchema = z.strictObject({
  email: emailSettingsSchema,
  contactEmail: z.string(),
  siteName: z.string(),
});
export type MailSettingsReply = z.infer<typeof mailSettingsReplySchema>;

// ---------------------------------------------------------------------------------------------
// Events (published after commit)
// ---------------------------------------------------------------------------------------------

export const contactMessageEventSchema = z.object({ id: z.number(), status: z.enum(CONTACT_STATUSES) });
export type ContactMessageEvent = z.infer<typeof contactMessageEventSchema>;
export const contactMessageUpdatedEventSchema = contactMessageEventSchema.extend({
  previousStatus: z.enum(CONTACT_STATUSES),
});
export type ContactMessageUpdatedEvent = z.infer<typeof contactMessageUpdatedEventSchema>;
export const appDownloadEventSchema = z.object({ id: z.number(), platform: z.enum(APP_PLATFORMS) });
export type AppDownloadEvent = z.infer<typeof appDownloadEventSchema>;
