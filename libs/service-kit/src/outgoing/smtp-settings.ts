import type { MailSettingsReply } from '@site/contracts';

/** nodemailer's SMTP connection options as the settings give them (service-kit does not depend on nodemailer). */
export interface SmtpConnectionOptions {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  auth?: { user: string; pass: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** Enough to connect and send: a server, a port and a sender (a username only when the server wants one). */
export function smtpSettingsComplete(settings: MailSettingsReply): boolean {
  const { email } = settings;
  return email.smtpServer.trim() !== '' && email.smtpPort > 0 && email.emailFromAddress.trim() !== '';
}

/**
 * The SMTP connection of 邮件设置, the same for every service that sends. enableSsl: TLS from the
 * start on port 465, STARTTLS required on any other port; without it, plain SMTP (STARTTLS still
 * used when the server offers it). Pass the result through `guardedSmtpOptions` before connecting.
 */
export function smtpTransportOptions(settings: MailSettingsReply): SmtpConnectionOptions {
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
