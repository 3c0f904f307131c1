import { z } from 'zod';
import { keyedRequest } from './idempotency';
import { countReplySchema } from './catalog';
import { mailSettingsReplySchema } from './contact';
import {
  auditAppendSchema,
  auditPageSchema,
  auditQuerySchema,
  captchaSchema,
  changePasswordSchema,
  clientContextSchema,
  forgotPasswordSchema,
  createUserSchema,
  idSchema,
  loginContextSchema,
  loginOptionsSchema,
  loginResultSchema,
  loginSchema,
  passwordResetSchema,
  acceptInviteSchema,
  confirmEmailSchema,
  changeEmailSchema,
  requestContextSchema,
  resetPasswordSchema,
  saveSettingsSchema,
  sessionUserSchema,
  settingsTabSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnrolmentSchema,
  twoFactorSetupSchema,
  twoFactorStateSchema,
  updateUserSchema,
  userStatusBodySchema,
  userViewSchema,
} from './identity';
import { mediaUsageList, mediaUsageReported } from './media-usage';
import { defineEvent, defineRpc, emptyReply, emptyRequest } from './rpc';
import { indexNowKeyReplySchema, searchPushLogSchema } from './search-push';
import { text } from './text';
import { publicSettingsSchema, settingsViewSchema } from './settings';
import { localeSchema } from './locale-query';
import { accountMailFailuresSchema, testMailResultSchema, testMailSchema } from './mail';

const token = text('令牌').max(200);
const actor = z.object({ actor: sessionUserSchema });
const target = z.object({ actor: sessionUserSchema, id: idSchema });

/** Calls answered by the identity service. */
export const IdentityRpc = {
  /** In a language: its version of the translated fields, with the fallbacks of toPublicSettings. */
  publicSettingsGet: defineRpc({
    subject: 'identity.public-settings.get',
    request: z.object({ locale: localeSchema.optional() }).optional(),
    reply: publicSettingsSchema,
  }),
  settingsGet: defineRpc({
    subject: 'identity.settings.get',
    request: z.object({ tab: settingsTabSchema }),
    reply: settingsViewSchema,
  }),
  settingsSave: defineRpc({
    subject: 'identity.settings.save',
    request: saveSettingsSchema,
    reply: settingsViewSchema,
  }),
  /** Internal (the contact service's mail notices), never exposed by the gateway: it carries the SMTP password. */
  mailSettingsGet: defineRpc({
    subject: 'identity.mail-settings.get',
    request: emptyRequest,
    reply: mailSettingsReplySchema,
  }),
  /** Every record that shows uploads, with the uploads it shows (the media usage index's rebuild). */
  mediaUsageList: mediaUsageList('identity'),
  /** The IndexNow key while IndexNow is on (the gateway serves it at `/<key>.txt`), else null. */
  indexNowKeyGet: defineRpc({
    subject: 'identity.indexnow-key.get',
    request: emptyRequest,
    reply: indexNowKeyReplySchema,
  }),
  /** 发送测试邮件: one mail with the saved SMTP settings, sent now; the reply is the server's answer. */
  mailTest: defineRpc({
    subject: 'identity.mail.test',
    request: z.object({ input: testMailSchema }),
    reply: testMailResultSchema,
  }),
  /** Account mails failed or skipped in the last days, and whether SMTP and the site address are set. */
  mailFailures: defineRpc({
    subject: 'identity.mail.failures',
    request: emptyRequest,
    reply: accountMailFailuresSchema,
  }),
  /** The newest pushes to search engines, for the admin's 推送记录. */
  searchPushList: defineRpc({
    subject: 'identity.search-push.list',
    request: emptyRequest,
    reply: searchPushLogSchema,
  }),

  login: defineRpc({
    subject: 'identity.session.create',
    request: z.object({ input: loginSchema, context: loginContextSchema }),
    reply: loginResultSchema,
  }),
  /** The user behind a session cookie, or null. */
  sessionResolve: defineRpc({
    subject: 'identity.session.resolve',
    request: z.object({ token }),
    reply: sessionUserSchema.nullable(),
  }),
  logout: defineRpc({ subject: 'identity.session.delete', request: z.object({ token }), reply: emptyReply }),
  captchaCreate: defineRpc({ subject: 'identity.captcha.create', request: emptyRequest, reply: captchaSchema }),
  loginOptionsGet: defineRpc({
    subject: 'identity.login-options.get',
    request: emptyRequest,
    reply: loginOptionsSchema,
  }),
  /** Forgot password: queues a reset mail when the account may have one; answers nothing either way. */
  passwordResetRequest: defineRpc({
    subject: 'identity.password-reset.request',
    request: z.object({ input: forgotPasswordSchema, context: clientContextSchema }),
    reply: emptyReply,
  }),
  /** Sets the password of the reset link's account; signs nobody in. */
  passwordResetComplete: defineRpc({
    subject: 'identity.password-reset.complete',
    request: z.object({ input: passwordResetSchema, context: clientContextSchema }),
    reply: emptyReply,
  }),
  /** Sets the first password of an invited account from its invitation link; signs nobody in. */
  invitationAccept: defineRpc({
    subject: 'identity.invitation.accept',
    request: z.object({ input: acceptInviteSchema, context: clientContextSchema }),
    reply: emptyReply,
  }),
  /** Another invitation mail (a new link; the older links end). */
  invitationResend: defineRpc({
    subject: 'identity.invitation.resend',
    request: target.extend({ context: clientContextSchema }),
    reply: userViewSchema,
  }),
  /** Deletes an account that is still invited (never had a password): its links die with it. */
  invitationRevoke: defineRpc({
    subject: 'identity.invitation.revoke',
    request: target.extend({ context: clientContextSchema }),
    reply: emptyReply,
  }),
  /** Mails a confirmation link to the new address; the address changes only when it is followed. */
  emailChangeRequest: defineRpc({
    subject: 'identity.email-change.request',
    request: actor.extend({ input: changeEmailSchema, context: clientContextSchema }),
    reply: emptyReply,
  }),
  emailChangeConfirm: defineRpc({
    subject: 'identity.email-change.confirm',
    request: z.object({ input: confirmEmailSchema, context: clientContextSchema }),
    reply: emptyReply,
  }),

  userList: defineRpc({ subject: 'identity.user.list', request: emptyRequest, reply: z.array(userViewSchema) }),
  userCount: defineRpc({ subject: 'identity.user.count', request: emptyRequest, reply: countReplySchema }),
  userCreate: defineRpc({
    subject: 'identity.user.create',
    request: z.object({ input: createUserSchema, ...keyedRequest, context: clientContextSchema.optional() }),
    reply: userViewSchema,
  }),
  userUpdate: defineRpc({
    subject: 'identity.user.update',
    request: target.extend({ input: updateUserSchema, context: clientContextSchema.optional() }),
    reply: userViewSchema,
  }),
  userDelete: defineRpc({ subject: 'identity.user.delete', request: target, reply: emptyReply }),
  userSetStatus: defineRpc({
    subject: 'identity.user.set-status',
    request: target.extend({ input: userStatusBodySchema }),
    reply: userViewSchema,
  }),
  userResetPassword: defineRpc({
    subject: 'identity.user.reset-password',
    request: target.extend({ input: resetPasswordSchema }),
    reply: emptyReply,
  }),
  userUnlock: defineRpc({ subject: 'identity.user.unlock', request: target, reply: userViewSchema }),

  profileGet: defineRpc({ subject: 'identity.profile.get', request: actor, reply: userViewSchema }),
  /** Ends the user's other sessions; `token` is the session kept. */
  profileChangePassword: defineRpc({
    subject: 'identity.profile.change-password',
    request: actor.extend({ token, input: changePasswordSchema, context: requestContextSchema }),
    reply: emptyReply,
  }),
  twoFactorSetup: defineRpc({
    subject: 'identity.two-factor.setup',
    request: actor.extend({ input: twoFactorSetupSchema, context: requestContextSchema }),
    reply: twoFactorEnrolmentSchema,
  }),
  twoFactorEnable: defineRpc({
    subject: 'identity.two-factor.enable',
    request: actor.extend({ input: twoFactorCodeSchema, context: requestContextSchema }),
    reply: twoFactorStateSchema,
  }),
  twoFactorDisable: defineRpc({
    subject: 'identity.two-factor.disable',
    request: actor.extend({ input: twoFactorDisableSchema, context: requestContextSchema }),
    reply: twoFactorStateSchema,
  }),

  auditAppend: defineRpc({ subject: 'identity.audit.append', request: auditAppendSchema, reply: emptyReply }),
  auditList: defineRpc({ subject: 'identity.audit.list', request: auditQuerySchema, reply: auditPageSchema }),
} as const;

/** Published by the identity service after each write commits. */
export const IdentityEvents = {
  settingsUpdated: defineEvent({
    subject: 'identity.settings.updated',
    payload: z.object({ tab: settingsTabSchema }),
  }),
  /**
   * What a session resolves to may have changed: the user's sessions ended (sign-out, disabled,
   * deleted, new password) or their role or name changed. Gateways drop what they remembered of them.
   */
  accessChanged: defineEvent({
    subject: 'identity.access.changed',
    payload: z.object({ user_id: idSchema }),
  }),
  /** A record's uploads after a write (none once it is deleted), for the media usage index. */
  mediaUsageReported: mediaUsageReported('identity'),
} as const;
