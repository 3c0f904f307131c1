import { z } from 'zod';
import { defineEvent, defineRpc } from './rpc';
import type { ServiceName } from './services';
import { text } from './text';
import { uploadKeyOf } from './upload-urls';

/**
 * The media usage index (issue 33): which records show which uploads. Every service that shows
 * uploads reports a record's references after each write (`<service>.media-usage.reported`, an
 * empty list once the record is gone), and lists all of them on request
 * (`<service>.media-usage.list`) so the index can be rebuilt. The media library (content) keeps
 * the index; a used file cannot be deleted, and the sweeper reads the index.
 */

/** The kinds of records that show uploads; a new one is added here (and to the labels). */
export const MEDIA_USAGE_KINDS = ['product', 'news', 'app_download', 'settings', 'page'] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

export const MEDIA_USAGE_KIND_LABELS: Record<MediaUsageKind, string> = {
  product: '产品',
  news: '新闻',
  app_download: 'APP下载',
  settings: '网站设置',
  page: '页面',
};

/** The fields that hold uploads, as staff name them. */
export const MEDIA_USAGE_FIELD_LABELS: Record<string, string> = {
  images: '图片',
  description: '详情',
  cover_image: '封面',
  content: '正文',
  qrcode_url: '二维码',
  download_url: '下载地址',
  logo_url: 'Logo',
  favicon_url: '网站图标',
  sections: '区块',
};

/** How many places a refused delete names. */
export const MEDIA_USAGE_SHOWN = 50;
/** References one record may report (a long article with many pictures stays well inside). */
export const MAX_RECORD_REFERENCES = 1000;

export const mediaReferenceSchema = z.strictObject({
  /** The master's URL (`/uploads/…`). */
  url: z.string().max(500),
  /** The record's field that shows it (`images`, `cover_image`, `content`…). */
  field: z.string().min(1).max(50),
});
export type MediaReference = z.infer<typeof mediaReferenceSchema>;

/** One record and the uploads it shows now. */
export const mediaUsageSourceSchema = z.strictObject({
  kind: z.enum(MEDIA_USAGE_KINDS),
  /** The record's id, as text (`12`, or `general` for a settings tab). */
  id: z.string().min(1).max(64),
  /** What staff call it: a product's name, an article's title. */
  label: z.string().max(200),
  references: z.array(mediaReferenceSchema).max(MAX_RECORD_REFERENCES),
});
export type MediaUsageSource = z.infer<typeof mediaUsageSourceSchema>;

/** After a write commits: the record's references now (none once it is deleted). */
export const mediaUsageReportedSchema = mediaUsageSourceSchema.extend({
  /** When the owner read the references: an older report of the same record is ignored. */
  at: z.iso.datetime({ offset: true }),
});
export type MediaUsageReported = z.infer<typeof mediaUsageReportedSchema>;

export const mediaUsageReported = (service: ServiceName) =>
  defineEvent({ subject: `${service}.media-usage.reported`, payload: mediaUsageReportedSchema });

export const MEDIA_USAGE_LIST_LIMIT = 500;

/** Every record of a service that shows uploads, in pages; `after` is the owner's own cursor. */
export const mediaUsageListQuerySchema = z.object({
  after: text('游标').max(100).nullable().default(null),
  limit: z.number().int().min(1).max(MEDIA_USAGE_LIST_LIMIT).default(MEDIA_USAGE_LIST_LIMIT),
});
export const mediaUsageListReplySchema = z.strictObject({
  sources: z.array(mediaUsageSourceSchema),
  /** null on the last page. */
  next: z.string().nullable(),
});

export const mediaUsageList = (service: ServiceName) =>
  defineRpc({
    subject: `${service}.media-usage.list`,
    request: mediaUsageListQuerySchema,
    reply: mediaUsageListReplySchema,
  });

/** How many masters the sweeper asks about at once. */
export const MAX_SWEEP_KEYS = 100;

export const mediaUsageRebuildReplySchema = z.strictObject({
  /** Records that show uploads, over all services. */
  sources: z.number().int(),
  references: z.number().int(),
  /** Index rows the rebuild added (missed reports) and removed (stale ones): the drift. */
  added: z.number().int(),
  removed: z.number().int(),
  ms: z.number().int(),
});
export type MediaUsageRebuildReply = z.infer<typeof mediaUsageRebuildReplySchema>;

/** A place that shows a file, as the library answers it. */
export const mediaUsageViewSchema = z.strictObject({
  service: z.string(),
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.string(),
  label: z.string(),
  field: z.string(),
});
export type MediaUsageView = z.infer<typeof mediaUsageViewSchema>;

/** `产品「智能网关」的图片` */
export const describeUsage = (u: Pick<MediaUsageView, 'kind' | 'label' | 'field'>): string =>
  `${MEDIA_USAGE_KIND_LABELS[u.kind]}「${u.label}」的${MEDIA_USAGE_FIELD_LABELS[u.field] ?? u.field}`;

const UPLOAD_URL_IN_TEXT = /\/uploads\/(?:images|qrcodes)\/[A-Za-z0-9/._-]+/g;

/** The uploads (masters) a text shows, each once: rich text's `<img src>`, a plain URL field. */
export function uploadUrlsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(UPLOAD_URL_IN_TEXT)) {
    if (uploadKeyOf(match[0])) found.add(match[0]);
  }
  return [...found];
}

/** The references of some fields of a record: `{ images: [urls], content: html }`. */
export function referencesOf(fields: Record<string, string | readonly string[] | null | undefined>): MediaReference[] {
  const references: MediaReference[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const texts = value == null ? [] : typeof value === 'string' ? [value] : value;
    const urls = new Set(texts.flatMap(uploadUrlsIn));
    for (const url of urls) references.push({ url, field });
  }
  return references;
}
