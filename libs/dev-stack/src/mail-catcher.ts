import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IdentityRpc } from '@site/contracts';
import { connect } from 'nats';
import { startSmtpCatcher } from './smtp-catcher';
import type { Stack } from './stack';

/** One mail `npm start` caught: where its .eml file is, and what the console shows of it. */
export interface DevMail {
  file: string;
  to: string[];
  subject: string;
  links: string[];
}

/**
 * `npm start`'s SMTP server: the tests' catcher, also writing every mail as an .eml file to `dir`
 * (open it in a mail program, or read it as text) and handing it to `onMail`. Listens on 127.0.0.1
 * only. Development only: nothing of the product imports this.
 */
export async function startMailCatcher(options: {
  dir: string;
  port?: number;
  onMail?: (mail: DevMail) => void;
}): Promise<{ port: number; stop(): Promise<void> }> {
  mkdirSync(options.dir, { recursive: true });
  let seq = 0;
  const catcher = await startSmtpCatcher({
    port: options.port,
    onMail: (mail, raw) => {
      catcher.received.length = 0; // the files keep them
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.dir, `${stamp}-${++seq}.eml`);
      writeFileSync(file, raw);
      const body = mail.text.slice(mail.text.indexOf('\n\n'));
      const links = [...new Set(body.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
      options.onMail?.({ file, to: mail.to, subject: mail.subject, links });
    },
  });
  return { port: catcher.port, stop: () => catcher.close() };
}

/** The console lines of a caught mail. */
export function describeCaught(mail: DevMail, root: string): string {
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
