import { z } from 'zod';
import { LOCALE_LABEL, type TranslatedLocale } from './locales';
import { translationsSchema, translationsViewSchema } from './locale-query';
import { idSchema } from './identity';
import { type MediaUsageView, mediaUsageViewSchema } from './media-usage';
import { limitQueryField, pageQueryField, searchQueryField } from './paging';
import { text } from './text';

/**
 * The media library (issue 33): one record per upload, kept by the content service (ADR 0010).
 * The bytes stay in object storage under `key`; the gateway stores them and then records them here.
 * Field names are those the SPA reads (snake_case).
 */

export const MEDIA_LIMITS = { fileName: 255, title: 200, altText: 300, tag: 30, tags: 20, folderName: 50 } as const;
/** The library shows 50 per page. */
export const MEDIA_PAGE_SIZE = 50;
export const MAX_MEDIA_PAGE_SIZE = 100;

/** The upload folders: pictures (re-encoded) and QR codes (kept lossless). */
export const MEDIA_KINDS = ['image', 'qrcode'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'SHA-256 必须是64位十六进制');

/** What the gateway records after storing an upload's master. */
export const mediaUploadSchema = z.strictObject({
  /** The master's key in object storage (`images/2026/05/<uuid>.webp`). */
  key: text('存储键').min(1).max(500),
  /** Of the bytes as uploaded: the same file uploaded again finds this record. */
  sha256: sha256Schema,
  kind: z.enum(MEDIA_KINDS),
  /** Detected from the content (the master's type once re-encoded). */
  content_type: text('文件类型').min(1).max(100),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  /** As the browser named it; '' when it sent none. */
  file_name: text('文件名').max(MEDIA_LIMITS.fileName),
  uploaded_by: z.number().int().positive().nullable(),
  /** Uploaded in the library itself: kept even while nothing uses it (a form's upload is swept if never used). */
  library: z.boolean().default(false),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/** A file's words in another language: what the pictures of that language's pages say of it. */
export const mediaTranslationViewSchema = z.strictObject({ title: z.string(), alt_text: z.string() });
export type MediaTranslationView = z.infer<typeof mediaTranslationViewSchema>;

const mediaTranslationSchema = (locale: TranslatedLocale) => {
  const label = LOCALE_LABEL[locale];
  return z.strictObject({
    title: text(`${label}标题`)
      .trim()
      .max(MEDIA_LIMITS.title, `${label}标题不能超过${MEDIA_LIMITS.title}个字符`)
      .default(''),
    alt_text: text(`${label}替代文本`)
      .trim()
      .max(MEDIA_LIMITS.altText, `${label}替代文本不能超过${MEDIA_LIMITS.altText}个字符`)
      .default(''),
  });
};

export const mediaViewSchema = z.strictObject({
  id: z.number().int().positive(),
  /** The stable public URL (`/uploads/<key>`). */
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  content_type: z.string(),
  sha256: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  file_name: z.string(),
  title: z.string(),
  alt_text: z.string(),
  /** Title and alt text in each other language; null where none is written. */
  translations: translationsViewSchema(mediaTranslationViewSchema),
  tags: z.array(z.string()),
  /** null: not in a folder. */
  folder_id: z.number().int().nullable(),
  uploaded_by: z.number().int().nullable(),
  /** Places that show it (the usage index); 0: unused. */
  used: z.number().int(),
  /** 1, then one more at each replace: the bytes under the URL changed. */
  version: z.number().int(),
  /** When it went to the trash; null when it is not there. Purged 30 days later. */
  trashed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaView = z.infer<typeof mediaViewSchema>;

/** `GET /api/media/{id}`: the record and every place that shows it. */
export const mediaDetailSchema = mediaViewSchema.extend({ usage: z.array(mediaUsageViewSchema) });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;
export type { MediaUsageView };

/** Days a deleted file stays in the trash before its bytes are purged. */
export const MEDIA_TRASH_DAYS = 30;

/** What the gateway tells the library after replacing a file's bytes under the same key. */
export const mediaReplacementSchema = mediaUploadSchema.pick({
  sha256: true,
  content_type: true,
  width: true,
  height: true,
  bytes: true,
  file_name: true,
});
export type MediaReplacement = z.infer<typeof mediaReplacementSchema>;

/** The record of an upload; `existing` when the same bytes were in the library already (no copy was kept). */
export const mediaRecordReplySchema = z.strictObject({ media: mediaViewSchema, existing: z.boolean() });
export type MediaRecordReply = z.infer<typeof mediaRecordReplySchema>;

const tagSchema = text('标签')
  .trim()
  .min(1, '标签不能为空')
  .max(MEDIA_LIMITS.tag, `标签不能超过${MEDIA_LIMITS.tag}个字符`);

/** `PATCH /api/media/{id}`: the fields given change; the others stay. */
export const mediaPatchSchema = z
  .strictObject({
    title: text('标题').trim().max(MEDIA_LIMITS.title, `标题不能超过${MEDIA_LIMITS.title}个字符`).optional(),
    alt_text: text('替代文本')
      .trim()
      .max(MEDIA_LIMITS.altText, `替代文本不能超过${MEDIA_LIMITS.altText}个字符`)
      .optional(),
    tags: z
      .array(tagSchema, '标签必须是文字列表')
      .max(MEDIA_LIMITS.tags, `标签不能超过${MEDIA_LIMITS.tags}个`)
      // One of each, in the order given.
      .transform((tags) => [...new Set(tags)])
      .optional(),
    /** Moves the file: a folder's id, or null for none. */
    folder_id: z.preprocess((v) => (v === '' ? null : v), idSchema.nullable()).optional(),
    /** Per language: its title and alt text (replacing what it had), or null to remove them. */
    translations: translationsSchema(mediaTranslationSchema).optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), '请至少修改一项');
export type MediaPatch = z.infer<typeof mediaPatchSchema>;

/** `GET /api/media`: newest first; search over file name, title, alt text and tags. */
export const mediaListQuerySchema = z.object({
  page: pageQueryField().default(1),
  limit: limitQueryField(MAX_MEDIA_PAGE_SIZE).default(MEDIA_PAGE_SIZE),
  search: searchQueryField(),
  kind: z.enum(MEDIA_KINDS, '类型必须是 image 或 qrcode').optional(),
  /** Only the files in this folder. */
  folder: idSchema.optional(),
  /** Only the files one staff account uploaded. */
  uploader: idSchema.optional(),
  /** Uploaded on or after this day, on or before that one (`YYYY-MM-DD`, China time). */
  from: dayField().optional(),
  to: dayField().optional(),
  /** Only the files nothing uses (`1` or `true`). */
  unused: z
    .preprocess(
      (v) => ({ '1': true, true: true, '0': false, false: false })[String(v)] ?? v,
      z.boolean('unused 必须是 1 或 0'),
    )
    .optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

function dayField() {
  return z
    .string('日期格式必须是YYYY-MM-DD')
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式必须是YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+08:00`)), '日期无效');
}

/** `GET /api/media/trash`: most recently deleted first. */
export const mediaTrashQuerySchema = z.object({
  page: pageQueryField().default(1),
  limit: limitQueryField(MAX_MEDIA_PAGE_SIZE).default(MEDIA_PAGE_SIZE),
});
export type MediaTrashQuery = z.infer<typeof mediaTrashQuerySchema>;

export const mediaPageSchema = z.strictObject({
  items: z.array(mediaViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;

export const mediaByIdSchema = z.object({ id: idSchema });
export const mediaByKeySchema = z.object({ key: text('存储键').min(1).max(500) });
export const mediaByHashSchema = z.object({ kind: z.enum(MEDIA_KINDS), sha256: sha256Schema });
export const mediaEventSchema = z.object({ id: z.number().int().positive() });

// Folders: one level, each file in at most one.

export const mediaFolderViewSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  /** Files in it now. */
  files: z.number().int(),
  created_at: z.string(),
});
export type MediaFolderView = z.infer<typeof mediaFolderViewSchema>;

/** Create and rename: `{ name }`, trimmed, 1 to 50 characters, unique. */
export const mediaFolderInputSchema = z.strictObject({
  name: text('文件夹名称', '文件夹名称不能为空')
    .trim()
    .min(1, '文件夹名称不能为空')
    .max(MEDIA_LIMITS.folderName, `文件夹名称不能超过${MEDIA_LIMITS.folderName}个字符`),
});
export type MediaFolderInput = z.infer<typeof mediaFolderInputSchema>;
export const mediaFolderEventSchema = z.object({ id: z.number().int().positive() });
