import type { MailSettingsReply } from '@site/contracts';
import type { SendMailOptions } from 'nodemailer';
import { RESET_TOKEN_MINUTES } from '../password-reset/reset-tokens';

/** Enough to send to an account: a server and a sender; connected as every service connects. */
export { smtpSettingsComplete as canSend, smtpTransportOptions as transportOptions } from '@site/service-kit';

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
