import { z } from 'zod';
import {
  appDownloadEventSchema,
  appDownloadQrReplySchema,
  appDownloadViewSchema,
  contactFormTokenReplySchema,
  contactListQuerySchema,
  contactListViewSchema,
  contactMessageEventSchema,
  contactMessageUpdatedEventSchema,
  contactStatusSchema,
  contactSubmitMessageSchema,
  contactSubmitResultSchema,
  contactViewSchema,
  createAppDownloadSchema,
  updateAppDownloadSchema,
} from './contact';
import { mediaUsageList, mediaUsageReported } from './media-usage';
import { idSchema } from './identity';
import { mailFailureListSchema } from './mail';
import { defineEvent, defineRpc, emptyReply, emptyRequest } from './rpc';

const byId = z.object({ id: idSchema });

/** Calls answered by the contact service. */
export const ContactRpc = {
  formTokenCreate: defineRpc({
    subject: 'contact.form-token.create',
    request: emptyRequest,
    reply: contactFormTokenReplySchema,
  }),
  messageCreate: defineRpc({
    subject: 'contact.message.create',
    request: contactSubmitMessageSchema,
    reply: contactSubmitResultSchema,
  }),
  messageList: defineRpc({
    subject: 'contact.message.list',
    request: contactListQuerySchema,
    reply: contactListViewSchema,
  }),
  /** `markRead` turns an unread message into read (an editor or admin opening it). */
  messageGet: defineRpc({
    subject: 'contact.message.get',
    request: z.object({ id: idSchema, markRead: z.boolean().default(false) }),
    reply: contactViewSchema,
  }),
  messageSetStatus: defineRpc({
    subject: 'contact.message.set-status',
    request: z.object({ id: idSchema, status: contactStatusSchema }),
    reply: contactViewSchema,
  }),
  messageDelete: defineRpc({ subject: 'contact.message.delete', request: byId, reply: emptyReply }),

  appDownloadList: defineRpc({
    subject: 'contact.app-download.list',
    request: emptyRequest,
    reply: z.array(appDownloadViewSchema),
  }),
  appDownloadCreate: defineRpc({
    subject: 'contact.app-download.create',
    request: z.object({ input: createAppDownloadSchema }),
    reply: appDownloadViewSchema,
  }),
  appDownloadUpdate: defineRpc({
    subject: 'contact.app-download.update',
    request: z.object({ id: idSchema, input: updateAppDownloadSchema }),
    reply: appDownloadViewSchema,
  }),
  appDownloadQrGet: defineRpc({
    subject: 'contact.app-download-qrcode.get',
    request: byId,
    reply: appDownloadQrReplySchema,
  }),
  /** Mail notices of new messages failed or skipped in the last MAIL_FAILURE_DAYS days (admin dashboard). */
  noticeMailFailures: defineRpc({
    subject: 'contact.notice-mail.failures',
    request: emptyRequest,
    reply: mailFailureListSchema,
  }),
  /** Every record that shows uploads, with the uploads it shows (the media usage index's rebuild). */
  mediaUsageList: mediaUsageList('contact'),
} as const;

/** Published by the contact service after each write commits. */
export const ContactEvents = {
  messageCreated: defineEvent({ subject: 'contact.message.created', payload: contactMessageEventSchema }),
  messageUpdated: defineEvent({ subject: 'contact.message.updated', payload: contactMessageUpdatedEventSchema }),
  messageDeleted: defineEvent({ subject: 'contact.message.deleted', payload: contactMessageEventSchema }),
  appDownloadCreated: defineEvent({ subject: 'contact.app-download.created', payload: appDownloadEventSchema }),
  appDownloadUpdated: defineEvent({ subject: 'contact.app-download.updated', payload: appDownloadEventSchema }),
  /** A record's uploads after a write (none once it is deleted), for the media usage index. */
  mediaUsageReported: mediaUsageReported('contact'),
} as const;
