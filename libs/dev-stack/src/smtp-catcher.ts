import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** Headers and every text part, decoded. */
  text: string;
  html: string;
}

export interface SmtpCatcher {
  port: number;
  /** Every mail received so far, in order of arrival. */
  received: CaughtMail[];
  /** The mails to one address. */
  to(address: string): CaughtMail[];
  close(): Promise<void>;
}

const decodeWords = (headers: string) =>
  headers
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=[ \t]*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The headers and the text and HTML parts of a (multipart/alternative) mail, decoded. */
export function decodeMail(raw: string): { subject: string; text: string; html: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers = decodeWords(raw.slice(0, end));
  const subject = /^subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.slice(end + 4).split(`--${boundary}`) : [raw.slice(end + 4)];
  let text = headers;
  let html = '';
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const partHeaders = part.slice(0, split);
    const body = decodeBody(partHeaders, part.slice(split + 4));
    if (/content-type:\s*text\/html/i.test(partHeaders)) html += body;
    else if (/content-type:\s*text\/plain/i.test(partHeaders)) text += `\n\n${body}`;
  }
  return { subject, text, html };
}

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps every mail it receives, for tests and
 * benchmarks. It accepts any login and none; the stack's identity and contact services reach it only
 * with `SMTP_ALLOW_HOSTS=127.0.0.1`.
 */
export async function startSmtpCatcher(
  options: { port?: number; onMail?: (mail: CaughtMail, raw: Buffer) => void } = {},
): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'catcher' }),
    onData: (stream: SMTPServerDataStream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), ...decodeMail(raw.toString('utf8')) };
        received.push(mail);
        options.onMail?.(mail, raw);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of a mailed link (reset, invitation, e-mail change: `…#token=…`). */
export const linkTokenOf = (mail: CaughtMail) => /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

/** The reset link in a mail, as the user would open it. */
export const resetLinkOf = (mail: CaughtMail) =>
  /https?:\/\/\S+\/admin\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
