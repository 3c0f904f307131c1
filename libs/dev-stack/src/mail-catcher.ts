import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { IdentityRpc } from '@site/contracts';
import { connect } from 'nats';
import { SMTPServer } from 'smtp-server';
import type { Stack } from './stack';

/** One caught mail: where its .eml file is, and what the console shows of it. */
export interface CaughtMail {
  file: string;
  to: string[];
  subject: string;
  links: string[];
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

/** The subject and the plain-text part of a mail as nodemailer writes it (enough for the console). */
export function readMail(raw: string): { subject: string; text: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers = decodeWords(raw.slice(0, end));
  const subject = /^subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const parts = boundary
    ? raw.slice(end + 4).split(`--${boundary}`)
    : [`${raw.slice(0, end)}\r\n\r\n${raw.slice(end + 4)}`];
  let text = '';
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const partHeaders = part.slice(0, split);
    if (boundary && !/content-type:\s*text\/plain/i.test(partHeaders)) continue;
    text += decodeBody(partHeaders, part.slice(split + 4));
  }
  return { subject, text };
}

/**
 * `npm start`'s SMTP server: takes every mail (any login, no TLS), writes it as an .eml file to
 * `dir` (open it in a mail program, or read it as text) and hands it to `onMail`. Listens on
 * 127.0.0.1 only. Development only: nothing of the product imports this.
 */
export async function startMailCatcher(options: {
  dir: string;
  port?: number;
  onMail?: (mail: CaughtMail) => void;
}): Promise<{ port: number; stop(): Promise<void> }> {
  mkdirSync(options.dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = join(options.dir, `${stamp}-${++seq}.eml`);
        writeFileSync(file, raw);
        const { subject, text } = readMail(raw.toString('utf8'));
        const links = [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
        options.onMail?.({ file, to: session.envelope.rcptTo.map((r) => r.address), subject, links });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The console lines of a caught mail. */
export function describeCaught(mail: CaughtMail, root: string): string {
  const lines = [`收到邮件「${mail.subject}」→ ${mail.to.join(', ')}  (${relative(root, mail.file)})`];
  for (const link of mail.links) lines.push(`  链接：${link}`);
  return lines.join('\n');
}

/** One identity call over the stack's NATS, as the gateway makes it (no admin session needed). */
async function identityCall(stack: Stack, subject: string, payload: unknown): Promise<unknown> {
  const nc = await connect({ servers: stack.natsUrl, timeout: 3000 });
  try {
    const msg = await nc.request(`${stack.natsPrefix}${subject}`, Buffer.from(JSON.stringify(payload)), {
      timeout: 5000,
    });
    const reply = JSON.parse(Buffer.from(msg.data).toString('utf8')) as {
      err?: { message?: string };
      response?: unknown;
    };
    if (reply.err) throw new Error(`${subject}: ${reply.err.message ?? JSON.stringify(reply.err)}`);
    return reply.response;
  } finally {
    await nc.close();
  }
}

/**
 * Points the started stack's 邮件设置 at the catcher (unless staff set another server) and fills an
 * empty 网站地址 with the stack's own address, so reset links work. Saved as an admin's save is:
 * identity checks the values and the SMTP address (the stack must allow 127.0.0.1).
 */
export async function useMailCatcher(stack: Stack, port: number, siteUrl: string): Promise<string[]> {
  const done: string[] = [];
  const email = (await identityCall(stack, IdentityRpc.settingsGet.subject, { tab: 'email' })) as {
    smtpServer: string;
    emailFromName: string;
    emailFromAddress: string;
  };
  if (!email.smtpServer || email.smtpServer === '127.0.0.1') {
    await identityCall(stack, IdentityRpc.settingsSave.subject, {
      tab: 'email',
      settings: {
        smtpServer: '127.0.0.1',
        smtpPort: port,
        smtpUsername: 'dev',
        smtpPassword: 'dev',
        emailFromName: email.emailFromName || '官网（开发）',
        emailFromAddress: email.emailFromAddress || 'noreply@mail.localhost',
        enableSsl: false,
      },
    });
    done.push(`邮件设置 → 127.0.0.1:${port}`);
  }
  const general = (await identityCall(stack, IdentityRpc.settingsGet.subject, { tab: 'general' })) as {
    siteUrl: string;
  };
  if (!general.siteUrl) {
    await identityCall(stack, IdentityRpc.settingsSave.subject, { tab: 'general', settings: { siteUrl } });
    done.push(`网站地址 → ${siteUrl}`);
  }
  return done;
}
