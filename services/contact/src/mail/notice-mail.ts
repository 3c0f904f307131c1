import type { MailSettingsReply } from '@site/contracts';
import type { SendMailOptions } from 'nodemailer';
import { smtpSettingsComplete } from '@site/service-kit';

export interface NoticeMessage {
  id: number;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  created_at: Date;
}

/** Enough to send: a server, a sender and a recipient (a username only when the server wants one). */
export function mailSettingsComplete(settings: MailSettingsReply): boolean {
  return smtpSettingsComplete(settings) && settings.contactEmail.trim() !== '';
}

const beijingTime = (date: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
  }).format(date);

/**
 * The notice to the site's contact address: plain text only (nothing of the visitor's is ever
 * rendered as HTML), the visitor as Reply-To. Name, e-mail and subject never hold CR or LF
 * (refused on input), and nodemailer encodes header values on top of that.
 */
export function noticeMail(settings: MailSettingsReply, message: NoticeMessage): SendMailOptions {
  const { email, siteName, contactEmail } = settings;
  const lines = [
    `${siteName}收到一条新的访客留言：`,
    '',
    `姓名：${message.name}`,
    `邮箱：${message.email}`,
    `公司：${message.company || '（未填写）'}`,
    `主题：${message.subject}`,
    `时间：${beijingTime(message.created_at)}（北京时间）`,
    `编号：${message.id}`,
    '',
    '留言内容：',
    message.message,
    '',
    '——',
    '直接回复本邮件即可回复访客；在后台“留言管理”中可查看和处理全部留言。',
  ];
  return {
    from: { name: email.emailFromName || siteName, address: email.emailFromAddress },
    to: contactEmail,
    replyTo: { name: message.name, address: message.email },
    subject: `【${siteName}】新留言：${message.subject}`,
    text: lines.join('\n'),
    headers: { 'X-Contact-Message-Id': String(message.id) },
  };
}
