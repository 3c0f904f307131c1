import { z } from 'zod';
import { keyedRequest } from './idempotency';
import { categoryUsageCountSchema, countReplySchema } from './catalog';
import { MAX_SWEEP_KEYS, mediaUsageList, mediaUsageRebuildReplySchema, mediaUsageReported } from './media-usage';
import { idSchema, sessionUserSchema } from './identity';
import { translationCountsSchema } from './translation-status';
import { pageAdminViewSchema, pageKeySchema, pageSummarySchema, pageViewSchema } from './pages';
import {
  pageTranslationAdminViewSchema,
  pageTranslationFieldsSchema,
  pageTranslationsViewSchema,
} from './page-translations';
import {
  mediaByHashSchema,
  mediaByIdSchema,
  mediaByKeySchema,
  mediaDetailSchema,
  mediaEventSchema,
  mediaFolderEventSchema,
  mediaFolderInputSchema,
  mediaFolderViewSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaPatchSchema,
  mediaRecordReplySchema,
  mediaReplacementSchema,
  mediaTrashQuerySchema,
  mediaUploadSchema,
  mediaViewSchema,
} from './media';
import {
  newsDeletedEventSchema,
  newsEventSchema,
  newsInputSchema,
  newsListAnswerSchema,
  newsAdminListAnswerSchema,
  newsAdminListMessageSchema,
  newsAdminViewSchema,
  newsListMessageSchema,
  newsPublishedEventSchema,
  newsUnpublishedEventSchema,
  newsUpdatedEventSchema,
  newsTranslationAdminViewSchema,
  newsTranslationFieldsSchema,
  newsTranslationsViewSchema,
  newsViewSchema,
} from './news';
import { byTranslatedLocale, LOCALES, TRANSLATED_LOCALES } from './locales';

import { defineEvent, defineRpc, emptyReply, emptyRequest, prefixed } from './rpc';
import { baseVersionSchema, publishingRpc } from './publishing';
import { text } from './text';

/** News's drafts, schedules, revisions and preview links (docs/publishing.md). */
export const NewsPublishingRpc = publishingRpc('content', 'news', newsAdminViewSchema, newsViewSchema);
/**
 * Each translated language's own drafts, schedules, revisions and preview links of an article
 * (`content.news-en-publishing.publish`, …): the same calls as the article's.
 */
export const NewsTranslationPublishingRpc = byTranslatedLocale((locale) =>
  publishingRpc('content', `news-${locale}`, newsTranslationAdminViewSchema, newsViewSchema),
);
/** A page's preview link renders its working copy (hidden sections left out). */
export const PagePublishingRpc = publishingRpc('content', 'page', pageAdminViewSchema, pageViewSchema);
/** A page's translation per language; its preview link renders the page in that language. */
export const PageTranslationPublishingRpc = byTranslatedLocale((locale) =>
  publishingRpc('content', `page-${locale}`, pageTranslationAdminViewSchema, pageViewSchema),
);

/** Calls answered by the content service. */
export const ContentRpc = {
  /** How many of content's translated records lack each language (the dashboard). */
  translationCounts: defineRpc({
    subject: 'content.translation.counts',
    request: z.object({}),
    reply: translationCountsSchema,
  }),
  newsList: defineRpc({ subject: 'content.news.list', request: newsListMessageSchema, reply: newsListAnswerSchema }),
  /** Reads only: a visitor's view is counted through `ContentEvents.newsViewed`. */
  /** `locale`: the article in another language, if that translation is published (else not found). */
  newsGet: defineRpc({
    subject: 'content.news.get',
    request: z.object({ id: idSchema, locale: z.enum(LOCALES).optional() }),
    reply: newsViewSchema,
  }),
  /** An article's translations, working copies and where each stands (the side-by-side editor). */
  newsTranslations: defineRpc({
    subject: 'content.news-translation.list',
    request: z.object({ id: idSchema }),
    reply: newsTranslationsViewSchema,
  }),
  /** Saves a translation's working copy (made on its first save); `publish` makes it live at once. */
  newsTranslationSave: defineRpc({
    subject: 'content.news-translation.save',
    request: z.object({
      id: idSchema,
      locale: z.enum(TRANSLATED_LOCALES),
      actor: sessionUserSchema,
      input: newsTranslationFieldsSchema,
      publish: z.boolean().optional(),
      ...baseVersionSchema.shape,
    }),
    reply: newsTranslationAdminViewSchema,
  }),
  /** Removes a translation, live or not, with its history. */
  newsTranslationDelete: defineRpc({
    subject: 'content.news-translation.delete',
    request: z.object({ id: idSchema, locale: z.enum(TRANSLATED_LOCALES), actor: sessionUserSchema }),
    reply: emptyReply,
  }),
  /** Published articles only; `status` filters the admin's. */
  newsAdminList: defineRpc({
    subject: 'content.news-admin.list',
    request: newsAdminListMessageSchema,
    reply: newsAdminListAnswerSchema,
  }),
  /** The working copy and where it stands, in any state. */
  newsAdminGet: defineRpc({
    subject: 'content.news-admin.get',
    request: z.object({ id: idSchema }),
    reply: newsAdminViewSchema,
  }),
  /** A new article is a draft; `publish` makes it live at once (保存并发布). */
  newsCreate: defineRpc({
    subject: 'content.news.create',
    request: z.object({
      actor: sessionUserSchema,
      input: newsInputSchema,
      publish: z.boolean().optional(),
      ...keyedRequest,
    }),
    reply: newsAdminViewSchema,
  }),
  /** Saves the working copy: a published article changes only on publish (or `publish` here). */
  newsUpdate: defineRpc({
    subject: 'content.news.update',
    request: z.object({
      id: idSchema,
      actor: sessionUserSchema,
      input: newsInputSchema,
      publish: z.boolean().optional(),
      ...baseVersionSchema.shape,
    }),
    reply: newsAdminViewSchema,
  }),
  newsDelete: defineRpc({ subject: 'content.news.delete', request: z.object({ id: idSchema }), reply: emptyReply }),
  /** News items filed under any of these categories (the catalog asks before deleting one). */
  categoryUsageCount: defineRpc({
    subject: 'content.category-usage.count',
    request: categoryUsageCountSchema,
    reply: countReplySchema,
  }),
  /**
   * Reload the copy of the news categories' names now, and answer once it is loaded: the gateway
   * asks after a category write, before it answers, so the next news read shows the new name.
   */
  categoryNamesRefresh: defineRpc({
    subject: 'content.category-names.refresh',
    request: emptyRequest,
    reply: emptyReply,
  }),
  /** Every record that shows uploads, with the uploads it shows (the media usage index's rebuild). */
  mediaUsageList: mediaUsageList('content'),

  // The media library (ADR 0010): the gateway stores the bytes, then records them here.
  /** Records a stored upload; the same bytes (SHA-256) already recorded answer that record (`existing`). */
  mediaRecord: defineRpc({
    subject: 'content.media.record',
    request: z.object({ upload: mediaUploadSchema }),
    reply: mediaRecordReplySchema,
  }),
  /** Asked before an upload is processed: the same bytes need no second copy. */
  mediaFindByHash: defineRpc({
    subject: 'content.media.find-by-hash',
    request: mediaByHashSchema,
    reply: z.object({ media: mediaViewSchema.nullable() }),
  }),
  mediaList: defineRpc({ subject: 'content.media.list', request: mediaListQuerySchema, reply: mediaPageSchema }),
  /** With every place that shows it. Trashed records too. */
  mediaGet: defineRpc({ subject: 'content.media.get', request: mediaByIdSchema, reply: mediaDetailSchema }),
  mediaUpdate: defineRpc({
    subject: 'content.media.update',
    request: z.object({ id: idSchema, input: mediaPatchSchema }),
    reply: mediaViewSchema,
  }),
  /** To the trash; refused (409, naming the places) while anything shows it. */
  mediaDelete: defineRpc({ subject: 'content.media.delete', request: mediaByIdSchema, reply: emptyReply }),
  mediaRestore: defineRpc({ subject: 'content.media.restore', request: mediaByIdSchema, reply: mediaViewSchema }),
  mediaTrash: defineRpc({ subject: 'content.media.trash', request: mediaTrashQuerySchema, reply: mediaPageSchema }),
  /** Trashed longer than MEDIA_TRASH_DAYS and still unused: the gateway purges their bytes, then forgets them. */
  mediaPurgeDue: defineRpc({
    subject: 'content.media.purge-due',
    request: z.object({ limit: z.number().int().min(1).max(500).default(100) }),
    reply: z.object({ keys: z.array(z.string()) }),
  }),
  /** The gateway stored new bytes under the record's key: new hash, size and version. */
  mediaReplaced: defineRpc({
    subject: 'content.media.replaced',
    request: z.object({ id: idSchema, replacement: mediaReplacementSchema }),
    reply: mediaViewSchema,
  }),
  /**
   * Of these stored masters, those the sweeper may remove: nothing shows them, and they are not
   * kept in the library (uploaded there, used once, described, or in the trash). `ready` is false
   * until the usage index has been built once; then nothing may go.
   */
  mediaSweepable: defineRpc({
    subject: 'content.media.sweepable',
    request: z.object({ keys: z.array(text('存储键').max(500)).max(MAX_SWEEP_KEYS) }),
    reply: z.object({ keys: z.array(z.string()), ready: z.boolean() }),
  }),
  /** Recomputes the usage index from every service; answers the drift it corrected. */
  mediaUsageRebuild: defineRpc({
    subject: 'content.media-usage.rebuild',
    request: emptyRequest,
    reply: mediaUsageRebuildReplySchema,
  }),
  /** The stored file is gone (purged, or swept as never used): its record goes too, so the same bytes are stored anew. */
  mediaForget: defineRpc({ subject: 'content.media.forget', request: mediaByKeySchema, reply: emptyReply }),
  mediaFolderList: defineRpc({
    subject: 'content.media-folder.list',
    request: emptyRequest,
    reply: z.array(mediaFolderViewSchema),
  }),
  mediaFolderCreate: defineRpc({
    subject: 'content.media-folder.create',
    request: z.object({ input: mediaFolderInputSchema }),
    reply: mediaFolderViewSchema,
  }),
  mediaFolderRename: defineRpc({
    subject: 'content.media-folder.rename',
    request: z.object({ id: idSchema, input: mediaFolderInputSchema }),
    reply: mediaFolderViewSchema,
  }),
  /** Refused (409) while files are in it. */
  mediaFolderDelete: defineRpc({ subject: 'content.media-folder.delete', request: mediaByIdSchema, reply: emptyReply }),

  // The site pages (issue 34): ordered typed sections, declared in pages.ts.
  /**
   * One page as published; the public answer leaves hidden sections out. `locale`: the page in another
   * language, if its translation is published (else not found).
   */
  pageGet: defineRpc({
    subject: 'content.page.get',
    request: z.object({
      key: pageKeySchema,
      includeHidden: z.boolean().default(false),
      locale: z.enum(LOCALES).optional(),
    }),
    reply: pageViewSchema,
  }),
  /** The languages a page is published in, the default first (the site's English gate asks of the home page). */
  pageLanguages: defineRpc({
    subject: 'content.page.languages',
    request: z.object({ key: pageKeySchema }),
    reply: z.object({ locales: z.array(z.enum(LOCALES)) }),
  }),
  /** A page's translations, working copies and where each stands (the side-by-side editor). */
  pageTranslations: defineRpc({
    subject: 'content.page-translation.list',
    request: z.object({ key: pageKeySchema }),
    reply: pageTranslationsViewSchema,
  }),
  /** Saves a translation's working copy (made on its first save); `publish` makes it live at once. */
  pageTranslationSave: defineRpc({
    subject: 'content.page-translation.save',
    request: z.object({
      key: pageKeySchema,
      locale: z.enum(TRANSLATED_LOCALES),
      actor: sessionUserSchema,
      input: pageTranslationFieldsSchema,
      publish: z.boolean().optional(),
      ...baseVersionSchema.shape,
    }),
    reply: pageTranslationAdminViewSchema,
  }),
  /** Removes a page's translation, live or not, with its history. */
  pageTranslationDelete: defineRpc({
    subject: 'content.page-translation.delete',
    request: z.object({ key: pageKeySchema, locale: z.enum(TRANSLATED_LOCALES), actor: sessionUserSchema }),
    reply: emptyReply,
  }),
  /** The editor's page: its working copy, every section, and where it stands. */
  pageAdminGet: defineRpc({
    subject: 'content.page.admin-get',
    request: z.object({ key: pageKeySchema }),
    reply: pageAdminViewSchema,
  }),
  pageList: defineRpc({ subject: 'content.page.list', request: emptyRequest, reply: z.array(pageSummarySchema) }),
  /**
   * Saves the working copy (live at once only with `publish`): every section checked against its type
   * (a Chinese 400 naming it); an editor cannot move a locked one; a stale `version` is a 409.
   */
  pageSave: defineRpc({
    subject: 'content.page.save',
    request: z
      .object({
        key: pageKeySchema,
        sections: z.unknown(),
        actor: sessionUserSchema,
        publish: z.boolean().default(false),
      })
      .extend(baseVersionSchema.shape),
    reply: pageAdminViewSchema,
  }),
  /** An unsaved draft, checked like a save, kept for PAGE_PREVIEW_TTL_MS behind an unguessable token. */
  pagePreviewCreate: defineRpc({
    subject: 'content.page-draft-preview.create',
    request: z.object({ key: pageKeySchema, sections: z.unknown(), actor: sessionUserSchema }),
    reply: z.object({ token: z.string(), expires_at: z.string() }),
  }),
  /** The draft behind a preview token, in a page's shape (hidden sections left out); 404 once expired. */
  pagePreviewGet: defineRpc({
    subject: 'content.page-draft-preview.get',
    request: z.object({ token: z.string().max(100) }),
    reply: pageViewSchema,
  }),
  ...prefixed('news', NewsPublishingRpc),
  // A translated language's own (`newsEnPublish`, …): a third language adds its line (docs/languages.md).
  ...prefixed('newsEn', NewsTranslationPublishingRpc.en),
  ...prefixed('page', PagePublishingRpc),
  ...prefixed('pageEn', PageTranslationPublishingRpc.en),
} as const;

/** `locale`: a translation's change (none: the page's own). */
const pageEventSchema = z.object({ key: pageKeySchema, locale: z.enum(LOCALES).optional() });

/** Published by the content service after each write commits. */
export const ContentEvents = {
  newsCreated: defineEvent({ subject: 'content.news.created', payload: newsEventSchema }),
  newsUpdated: defineEvent({ subject: 'content.news.updated', payload: newsUpdatedEventSchema }),
  newsDeleted: defineEvent({ subject: 'content.news.deleted', payload: newsDeletedEventSchema }),
  newsPublished: defineEvent({ subject: 'content.news.published', payload: newsPublishedEventSchema }),
  newsUnpublished: defineEvent({ subject: 'content.news.unpublished', payload: newsUnpublishedEventSchema }),
  /** A visitor read an article (published by the gateway, which answers the read first). */
  /** `count` views of one article (the gateway adds them up for a moment); 1 when absent. */
  newsViewed: defineEvent({
    subject: 'content.news.viewed',
    payload: z.object({
      id: z.number().int().positive(),
      count: z.number().int().positive().max(1_000_000).default(1),
    }),
  }),
  /**
   * The news categories' names or tree as this service sees them changed (it keeps a copy of the
   * catalog's): every news answer may now read differently.
   */
  categoryNamesUpdated: defineEvent({ subject: 'content.category-names.updated', payload: z.object({}) }),
  mediaCreated: defineEvent({ subject: 'content.media.created', payload: mediaEventSchema }),
  mediaUpdated: defineEvent({ subject: 'content.media.updated', payload: mediaEventSchema }),
  /** A folder was made, renamed or removed. */
  mediaFolderChanged: defineEvent({ subject: 'content.media-folder.changed', payload: mediaFolderEventSchema }),
  /** The view counts of these articles went up (counted in batches, about once a second). */
  newsViewsUpdated: defineEvent({
    subject: 'content.news-views.updated',
    payload: z.object({ ids: z.array(z.number().int().positive()) }),
  }),
  /** A record's uploads after a write (none once it is deleted), for the media usage index. */
  mediaUsageReported: mediaUsageReported('content'),
  /** A page's working copy was saved (the editors' views; nothing public changed). */
  pageUpdated: defineEvent({ subject: 'content.page.updated', payload: pageEventSchema }),
  /** A page's working copy went live (by hand or by schedule): the public page changed. */
  pagePublished: defineEvent({ subject: 'content.page.published', payload: pageEventSchema }),
  /** A page's translation left the site (the page itself never does). */
  pageUnpublished: defineEvent({ subject: 'content.page.unpublished', payload: pageEventSchema }),
} as const;
