import { z } from 'zod';
import { text } from './text';

/** 邮件设置 › 发送测试邮件: to this address, with the saved settings. */
export const testMailSchema = z.object({
  to: text('收件人邮箱')
    .trim()
    .min(1, '请填写收件人邮箱')
    .max(100, '收件人邮箱不能超过100个字符')
    .pipe(z.email('收件人邮箱格式不正确')),
});
export type TestMailInput = z.infer<typeof testMailSchema>;

/** What the SMTP server said to the test mail. */
export const testMailResultSchema = z.strictObject({
  ok: z.boolean(),
  /**
   * The server's answer line: `250 2.0.0 OK …` when it took the mail, its refusal (`535 5.7.8 …`)
   * when it did not; null when no server answered (no connection, a refused address).
   */
  response: z.string().nullable(),
  /** On failure: nodemailer's code (EAUTH, ECONNECTION, ETIMEDOUT, EENVELOPE …) or the guard's; else null. */
  code: z.string().nullable(),
  /** In Chinese, what happened; on failure with the error's own text. */
  message: z.string(),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;

/** How far back the dashboard looks for mails that did not go out. */
export const MAIL_FAILURE_DAYS = 7;

/** One mail that was given up (failed) or never tried (skipped). */
export const mailFailureSchema = z.strictObject({
  /** account: identity's account mails (kind as its outbox says); contact: a new message's notice. */
  source: z.enum(['account', 'contact']),
  kind: z.string(),
  state: z.enum(['failed', 'skipped']),
  /** When it was given up, ISO. */
  at: z.string(),
  reason: z.string(),
  /** Whose mail: the account's user name, or the message's number and subject. */
  about: z.string(),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;

/** One service's part: its failures of the last MAIL_FAILURE_DAYS days, newest first (at most 50). */
export const mailFailureListSchema = z.array(mailFailureSchema);

/** Identity's part, with what keeps every mail (SMTP) or every link mail (site address) from going out. */
export const accountMailFailuresSchema = z.strictObject({
  smtpReady: z.boolean(),
  siteUrlSet: z.boolean(),
  items: mailFailureListSchema,
});

/** `GET /api/admin/mail-failures`: the admin dashboard's 邮件发送问题. */
export const mailFailuresReplySchema = accountMailFailuresSchema.extend({
  /** The contact service did not answer: its notices' failures are missing from `items`. */
  contactUnavailable: z.boolean(),
});
export type MailFailuresReply = z.infer<typeof mailFailuresReplySchema>;
