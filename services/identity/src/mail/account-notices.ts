import { ROLE_LABELS, type Role } from '@site/contracts';
import type { SendMailOptions } from 'nodemailer';
import { UAParser } from 'ua-parser-js';
import { type AccountMailSettings, beijingTime, type MailAccount, plainMail } from './account-mail';

/** How a password changed: the words of its notice. */
export type PasswordChange = 'reset' | 'self' | 'admin' | 'cli';

/**
 * A notice to the account's own address (docs/accounts.md#notices): its outbox kind and the words it
 * needs (`details`). None carries a link: a stolen mailbox should not get one more way in.
 */
export type AccountNotice =
  | { kind: 'password-changed'; details: { how: PasswordChange; by?: string } }
  | { kind: 'two-factor-changed'; details: { change: 'on' | 'off' | 'replaced' } }
  | { kind: 'role-changed'; details: { from: Role; to: Role; by: string } }
  | { kind: 'new-sign-in'; details: Record<string, never> };

export type NoticeKind = AccountNotice['kind'];

export const passwordNotice = (how: PasswordChange, by?: string): AccountNotice => ({
  kind: 'password-changed',
  details: by ? { how, by } : { how },
});

/** A notice when two-factor was turned on, off or given a new secret; null when nothing changed. */
export function twoFactorNotice(wasOn: boolean, isOn: boolean): AccountNotice | null {
  if (!wasOn && !isOn) return null;
  return { kind: 'two-factor-changed', details: { change: wasOn && isOn ? 'replaced' : isOn ? 'on' : 'off' } };
}

/** A notice when an admin changed the role; null when the role stays. */
export function roleNotice(from: Role, to: Role | undefined, by: string): AccountNotice | null {
  return to && to !== from ? { kind: 'role-changed', details: { from, to, by } } : null;
}

/** Beyond this many new-browser notices an hour an account gets no more (a cookie-less script would flood it). */
export const NEW_SIGN_IN_NOTICES_PER_HOUR = 3;

/** What a sign-in from a browser new to the account saw: its other browsers, its new-browser notices of the last hour. */
export interface NewBrowserSeen {
  otherBrowsers: number;
  noticesLastHour: number;
}

/**
 * The notice of a sign-in from a browser the account had not used: none for the account's first
 * browser (the first admin, a freshly set password: nothing to compare with), nor past the hourly cap.
 */
export function newBrowserNotice(seen: NewBrowserSeen): AccountNotice | null {
  const due = seen.otherBrowsers > 0 && seen.noticesLastHour < NEW_SIGN_IN_NOTICES_PER_HOUR;
  return due ? { kind: 'new-sign-in', details: {} } : null;
}

/** Names only (never the raw header: it is the client's to write, links included). */
const plainName = (value: string | undefined) =>
  (value ?? '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .slice(0, 40)
    .trim();

/** "Chrome 131（Windows 10）" from a User-Agent; 未知浏览器 when it names nothing known. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return '未知浏览器';
  const { browser, os } = new UAParser(userAgent).getResult();
  const name = plainName(browser.name);
  const version = plainName(browser.major);
  const system = [plainName(os.name), plainName(os.version)].filter(Boolean).join(' ');
  const label = name ? `${name}${version ? ` ${version}` : ''}` : '未知浏览器';
  return system ? `${label}（${system}）` : label;
}

/** What a notice is written from: the outbox row and its account. */
export interface NoticeMail {
  kind: string;
  details: Record<string, unknown>;
  createdAt: Date;
  ip: string | null;
  userAgent: string | null;
  user: MailAccount;
}

const PASSWORD_HOW: Record<PasswordChange, (by: string) => string> = {
  reset: () => '通过邮件链接修改，所有已登录的会话都已退出',
  self: () => '在账户设置中修改，其他已登录的会话都已退出',
  admin: (by) => `由管理员 ${by} 重置，所有已登录的会话都已退出`,
  cli: () => '由服务器管理员通过命令行重置，所有已登录的会话都已退出',
};
const TWO_FACTOR: Record<'on' | 'off' | 'replaced', { subject: string; line: string }> = {
  on: { subject: '两步验证已开启', line: '开启了两步验证，今后登录时需要输入验证器应用中的动态验证码' },
  off: { subject: '两步验证已关闭', line: '关闭了两步验证，登录时不再需要动态验证码' },
  replaced: {
    subject: '两步验证已更换验证器',
    line: '更换了两步验证的验证器，之前的验证器生成的动态验证码不再有效',
  },
};
const NOT_YOU = '如果这不是您本人的操作，请立即联系网站管理员。';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const roleLabel = (role: unknown) => ROLE_LABELS[role as Role] ?? text(role, '未知角色');

/** The notice mail of an outbox row, from its kind and details; null for a kind that is not a notice. */
export function noticeMail(settings: AccountMailSettings, mail: NoticeMail): SendMailOptions | null {
  const site = settings.siteName;
  const when = `${beijingTime(mail.createdAt)}（北京时间）`;
  const hello = `${mail.user.username}，您好：`;
  const sign = `—— ${site}`;
  const { details } = mail;
  switch (mail.kind) {
    case 'password-changed': {
      const how = PASSWORD_HOW[details.how as PasswordChange] ?? PASSWORD_HOW.reset;
      return plainMail(settings, mail.user, '您的密码已修改', [
        hello,
        `您的密码已修改：您在${site}后台的登录密码已于 ${when}${how(text(details.by, '-'))}。`,
        NOT_YOU,
        sign,
      ]);
    }
    case 'two-factor-changed': {
      const change = TWO_FACTOR[details.change as 'on' | 'off' | 'replaced'] ?? TWO_FACTOR.off;
      return plainMail(settings, mail.user, change.subject, [
        hello,
        `您在${site}后台的账户已于 ${when}${change.line}。`,
        '如果这不是您本人的操作，请立即修改密码并联系网站管理员。',
        sign,
      ]);
    }
    case 'role-changed':
      return plainMail(settings, mail.user, '您的账户角色已变更', [
        hello,
        `管理员 ${text(details.by, '-')} 已于 ${when}将您在${site}后台的角色由「${roleLabel(details.from)}」改为「${roleLabel(details.to)}」，下次操作时生效。`,
        '如有疑问，请联系网站管理员。',
        sign,
      ]);
    case 'new-sign-in':
      return plainMail(settings, mail.user, '新浏览器登录提醒', [
        hello,
        `您的账户于 ${when}在一个从未登录过该账户的浏览器上登录了${site}后台。`,
        `浏览器：${describeBrowser(mail.userAgent)}；客户端地址：${mail.ip ?? '未知'}`,
        '如果是您本人，无需处理。如果不是您本人，请立即在账户设置中修改密码，并联系网站管理员。',
        sign,
      ]);
    default:
      return null;
  }
}
