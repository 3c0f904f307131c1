import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * A real SMTP catcher for the account-mail tests (as password-reset.int-spec.ts starts one; the same
 * names as the dev stack's catcher being added, so the import can move there).
 */
export interface CaughtMail {
  to: string[];
  /** Headers and every text part, decoded. */
  text: string;
  html: string;
}

const decodeWords = (headers: string) =>
  headers.replace(/\r\n[ \t]+/g, ' ').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
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
function decodeMail(raw: string): { text: string; html: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers = decodeWords(raw.slice(0, end));
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
  return { text, html };
}

export async function startSmtpCatcher() {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'notice' }),
    onData: (stream: SMTPServerDataStream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          ...decodeMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The token of a mailed link (`#token=…`). */
export const tokenOf = (mail: CaughtMail) => /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
