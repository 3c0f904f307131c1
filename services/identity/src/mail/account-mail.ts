import type { MailSettingsReply } from '@site/contracts';
import type { SendMailOptions } from 'nodemailer';
import { EMAIL_CHANGE_TOKEN_MINUTES, INVITE_TOKEN_MINUTES, RESET_TOKEN_MINUTES } from '../password-reset/reset-tokens';

/** Enough to send to an account: a server and a sender; connected as every service connects. */
export { smtpSettingsComplete as canSend, smtpTransportOptions as transportOptions } from '@site/service-kit';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail settings, and the site logo's absolute address when there is one (see mailLogoUrl). */
export type AccountMailSettings = MailSettingsReply & { logoUrl?: string | null };

/**
 * The logo a mail shows: the general settings' logo made absolute against the site address (a mail
 * has no page to be relative to); null when either is not set.
 */
export function mailLogoUrl(logoUrl: string, siteUrl: string): string | null {
  if (!logoUrl.trim() || !siteUrl) return null;
  try {
    const url = new URL(logoUrl.trim(), `${siteUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface MailAccount {
  username: string;
  email: string;
}

export function envelope(settings: MailSettingsReply, account: MailAccount, subject: string) {
  const { email, siteName } = settings;
  return {
    from: { name: email.emailFromName || siteName, address: email.emailFromAddress },
    to: { name: account.username, address: account.email },
    subject: `【${siteName}】${subject}`,
  };
}

/** The one layout of every account mail: the logo (when set) above the paragraphs, which are HTML already. */
export function html(settings: AccountMailSettings, paragraphs: string[]): string {
  const site = escapeHtml(settings.siteName);
  const logo = settings.logoUrl
    ? `<p><img src="${escapeHtml(settings.logoUrl)}" alt="${site}" height="40" style="height:40px;border:0"></p>\n`
    : '';
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${site}</title></head>
<body style="font-family:sans-serif;line-height:1.6;color:#222">${logo}${body}</body></html>`;
}

/** A mail of plain lines (no link): the text part, and the same lines escaped in the layout. */
export function plainMail(
  settings: AccountMailSettings,
  account: MailAccount,
  subject: string,
  lines: string[],
): SendMailOptions {
  return {
    ...envelope(settings, account, subject),
    text: lines.join('\n\n'),
    html: html(settings, lines.map(escapeHtml)),
  };
}

/** A time as the mails say it: Beijing time, to the second. */
export const beijingTime = (at: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
  }).format(at);

/** The reset link mail: HTML with a text part, the link only as built from the site address. */
export function resetMail(settings: AccountMailSettings, account: MailAccount, link: string): SendMailOptions {
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
    html: html(settings, [
      `${escapeHtml(account.username)}，您好：`,
      `有人（希望是您本人）申请重置您在${escapeHtml(site)}后台的登录密码。请在 ${RESET_TOKEN_MINUTES} 分钟内点击下面的链接设置新密码（链接只能使用一次）：`,
      `<a href="${a}">${a}</a>`,
      '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
      `—— ${escapeHtml(site)}`,
    ]),
  };
}

/** Text and HTML from the same lines; `linkAt` is the line that is the link (an anchor in HTML). */
function linkMail(
  settings: AccountMailSettings,
  account: MailAccount,
  subject: string,
  lines: string[],
  link: string,
): SendMailOptions {
  const a = escapeHtml(link);
  return {
    ...envelope(settings, account, subject),
    text: [...lines.slice(0, 2), link, ...lines.slice(2)].join('\n\n'),
    html: html(settings, [
      ...lines.slice(0, 2).map(escapeHtml),
      `<a href="${a}">${a}</a>`,
      ...lines.slice(2).map(escapeHtml),
    ]),
  };
}

/** The invitation: a link to set the first password. */
export function invitationMail(settings: AccountMailSettings, account: MailAccount, link: string): SendMailOptions {
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
export function emailChangeMail(settings: AccountMailSettings, account: MailAccount, link: string): SendMailOptions {
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
  settings: AccountMailSettings,
  account: MailAccount,
  details: Record<string, unknown>,
  at: Date,
): SendMailOptions {
  const site = settings.siteName;
  const when = beijingTime(at);
  const by = details.by === 'admin' ? '由管理员' : '经新邮箱确认后';
  const lines = [
    `${account.username}，您好：`,
    `您在${site}后台账户的邮箱已于 ${when}（北京时间）${by}改为 ${typeof details.newEmail === 'string' ? details.newEmail : ''}，今后的账户邮件将发往新邮箱。`,
    '如果这不是您本人的操作，请立即联系网站管理员。',
    `—— ${site}`,
  ];
  return plainMail(settings, account, '您的邮箱已修改', lines);
}
