import type { MailSettingsReply } from '@site/contracts';
import type { SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { EMAIL_CHANGE_TOKEN_MINUTES, INVITE_TOKEN_MINUTES, RESET_TOKEN_MINUTES } from '../password-reset/reset-tokens';

/** Enough to send to an account: a server and a sender. */
export function canSend(settings: MailSettingsReply): boolean {
  const { email } = settings;
  return email.smtpServer.trim() !== '' && email.smtpPort > 0 && email.emailFromAddress.trim() !== '';
}

/** As the contact service's notices connect (services/contact/src/mail/notice-mail.ts). */
export function transportOptions(settings: MailSettingsReply): SMTPTransport.Options & { host: string } {
  const { email } = settings;
  return {
    host: email.smtpServer.trim(),
    port: email.smtpPort,
    secure: email.enableSsl && email.smtpPort === 465,
    requireTLS: email.enableSsl && email.smtpPort !== 465,
    auth: email.smtpUsername ? { user: email.smtpUsername, pass: email.smtpPassword } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailAccount {
  username: string;
  email: string;
}

function envelope(settings: MailSettingsReply, account: MailAccount, subject: string) {
  const { email, siteName } = settings;
  return {
    from: { name: email.emailFromName || siteName, address: email.emailFromAddress },
    to: { name: account.username, address: account.email },
    subject: `【${siteName}】${subject}`,
  };
}

function html(siteName: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title></head>
<body style="font-family:sans-serif;line-height:1.6;color:#222">${body}</body></html>`;
}

/** The reset link mail: HTML with a text part, the link only as built from the site address. */
export function resetMail(settings: MailSettingsReply, account: MailAccount, link: string): SendMailOptions {
  const site = settings.siteName;
  const text = [
    `${account.username}，您好：`,
    '',
    `有人（希望是您本人）申请重置您在${site}后台的登录密码。请在 ${RESET_TOKEN_MINUTES} 分钟内打开下面的链接设置新密码（链接只能使用一次）：`,
    '',
    link,
    '',
    '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
    '',
    `—— ${site}`,
  ].join('\n');
  const a = escapeHtml(link);
  return {
    ...envelope(settings, account, '重置密码'),
    text,
    html: html(site, [
      `${escapeHtml(account.username)}，您好：`,
      `有人（希望是您本人）申请重置您在${escapeHtml(site)}后台的登录密码。请在 ${RESET_TOKEN_MINUTES} 分钟内点击下面的链接设置新密码（链接只能使用一次）：`,
      `<a href="${a}">${a}</a>`,
      '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
      `—— ${escapeHtml(site)}`,
    ]),
  };
}

/** The notice after a reset: no link (a stolen mailbox should not get one more way in). */
export function passwordChangedMail(settings: MailSettingsReply, account: MailAccount, at: Date): SendMailOptions {
  const site = settings.siteName;
  const when = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
  }).format(at);
  const lines = [
    `${account.username}，您好：`,
    `您的密码已修改：您在${site}后台的登录密码已于 ${when}（北京时间）通过邮件链接修改，所有已登录的会话都已退出。`,
    '如果这不是您本人的操作，请立即联系网站管理员。',
    `—— ${site}`,
  ];
  return {
    ...envelope(settings, account, '您的密码已修改'),
    text: lines.join('\n\n'),
    html: html(site, lines.map(escapeHtml)),
  };
}

/** Text and HTML from the same lines; `linkAt` is the line that is the link (an anchor in HTML). */
function linkMail(
  settings: MailSettingsReply,
  account: MailAccount,
  subject: string,
  lines: string[],
  link: string,
): SendMailOptions {
  const a = escapeHtml(link);
  return {
    ...envelope(settings, account, subject),
    text: [...lines.slice(0, 2), link, ...lines.slice(2)].join('\n\n'),
    html: html(settings.siteName, [
      ...lines.slice(0, 2).map(escapeHtml),
      `<a href="${a}">${a}</a>`,
      ...lines.slice(2).map(escapeHtml),
    ]),
  };
}

/** The invitation: a link to set the first password. */
export function invitationMail(settings: MailSettingsReply, account: MailAccount, link: string): SendMailOptions {
  const site = settings.siteName;
  return linkMail(
    settings,
    account,
    '邀请您加入网站后台',
    [
      `${account.username}，您好：`,
      `管理员邀请您使用${site}后台，您的用户名是 ${account.username}。请在 ${INVITE_TOKEN_MINUTES / 60} 小时内打开下面的链接设置登录密码（链接只能使用一次）：`,
      '设置密码后请用用户名和新密码登录。如果您不认识发件人，请忽略本邮件。',
      `—— ${site}`,
    ],
    link,
  );
}

/** The confirmation sent to the new address of an e-mail change. */
export function emailChangeMail(settings: MailSettingsReply, account: MailAccount, link: string): SendMailOptions {
  const site = settings.siteName;
  return linkMail(
    settings,
    account,
    '请确认您的新邮箱',
    [
      `${account.username}，您好：`,
      `您申请把${site}后台账户的邮箱改为 ${account.email}。请在 ${EMAIL_CHANGE_TOKEN_MINUTES / 60} 小时内打开下面的链接确认（链接只能使用一次），确认之前邮箱不会改变：`,
      '如果这不是您本人的操作，请忽略本邮件。',
      `—— ${site}`,
    ],
    link,
  );
}

/** The notice to the old address once the address changed: no link. */
export function emailChangedMail(
  settings: MailSettingsReply,
  account: MailAccount,
  details: Record<string, unknown>,
  at: Date,
): SendMailOptions {
  const site = settings.siteName;
  const when = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
  }).format(at);
  const by = details.by === 'admin' ? '由管理员' : '经新邮箱确认后';
  const lines = [
    `${account.username}，您好：`,
    `您在${site}后台账户的邮箱已于 ${when}（北京时间）${by}改为 ${String(details.newEmail ?? '')}，今后的账户邮件将发往新邮箱。`,
    '如果这不是您本人的操作，请立即联系网站管理员。',
    `—— ${site}`,
  ];
  return {
    ...envelope(settings, account, '您的邮箱已修改'),
    text: lines.join('\n\n'),
    html: html(site, lines.map(escapeHtml)),
  };
}
