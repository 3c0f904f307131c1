import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import {
  guardedSmtpOptions,
  type LookupAll,
  OutgoingRefusedError,
  outgoingPolicy,
  parseAllowList,
} from '@site/service-kit';
import { createTransport } from 'nodemailer';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { Mailer } from './mailer';

// The notices' SMTP connection goes through the outgoing-request guard: to the address it
// checked, never to a second lookup, with the settings' host name kept for TLS. A local
// smtp-server plays the relay; the DNS answers are the test's own.

const FIXTURES = join(__dirname, 'fixtures');
/** A self-signed certificate for mail.example.test only (test fixture, valid until 2126). */
const CERT = readFileSync(join(FIXTURES, 'mail.example.test.crt'));
const KEY = readFileSync(join(FIXTURES, 'mail.example.test.key'));

interface Received {
  remote: string;
  servername: string | undefined;
  secure: boolean;
  user: string | undefined;
  to: string[];
}

async function startRelay(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: options.key ? [] : ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      connections++;
      callback();
    },
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        received.push({
          remote: session.remoteAddress,
          servername: session.servername || undefined,
          secure: session.secure,
          user: session.user as string | undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
    ...options,
  });
  // A client that refuses the certificate drops the connection mid-handshake: expected here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function fakeDns(table: Record<string, string[][]>) {
  const asked: string[] = [];
  const lookup: LookupAll = (name) => {
    asked.push(name);
    const answers = table[name];
    if (!answers) return Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    const turn = Math.min(asked.filter((n) => n === name).length - 1, answers.length - 1);
    return Promise.resolve(answers[turn].map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return { lookup, asked };
}

const settings = (smtpServer: string, smtpPort: number): MailSettingsReply => ({
  email: {
    ...SETTINGS_DEFAULTS.email,
    smtpServer,
    smtpPort,
    smtpUsername: 'notice',
    smtpPassword: 'Smtp-Pass-1',
    emailFromAddress: 'noreply@zhiheng-auto.cn',
    enableSsl: false,
  },
  contactEmail: 'sales@zhiheng-auto.cn',
  siteName: '智衡',
});
const mail = { from: 'noreply@zhiheng-auto.cn', to: 'sales@zhiheng-auto.cn', subject: '新留言', text: '你好' };

describe('Mailer', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  beforeAll(async () => {
    relay = await startRelay();
  });
  afterAll(() => relay.close());

  it('refuses a relay on this machine, by address or by name, before connecting', async () => {
    const dns = fakeDns({ 'mail.example.test': [['127.0.0.1']], localhost: [['127.0.0.1', '::1']] });
    const mailer = new Mailer(outgoingPolicy('smtp', parseAllowList(''), { lookup: dns.lookup }));
    for (const host of ['127.0.0.1', '2130706433', '0x7f000001', 'localhost', 'mail.example.test']) {
      await expect(mailer.open(settings(host, relay.port))).rejects.toBeInstanceOf(OutgoingRefusedError);
    }
    expect(relay.connections()).toBe(0);
  });

  it('sends through an allowed relay, connecting to the address DNS answered first even when it then rebinds', async () => {
    // The first answer is the allowed local relay; any later one would be the metadata address.
    const dns = fakeDns({ 'mail.example.test': [['127.0.0.1'], ['169.254.169.254']] });
    const mailer = new Mailer(outgoingPolicy('smtp', parseAllowList('127.0.0.1'), { lookup: dns.lookup }));
    const session = await mailer.open(settings('mail.example.test', relay.port));
    try {
      await session.send(mail);
      await session.send({ ...mail, subject: '第二封' });
    } finally {
      session.close();
    }
    expect(relay.received.map((r) => [r.user, r.to])).toEqual([
      ['notice', ['sales@zhiheng-auto.cn']],
      ['notice', ['sales@zhiheng-auto.cn']],
    ]);
    expect(dns.asked).toEqual(['mail.example.test']);
  });
});

describe('guardedSmtpOptions with nodemailer over TLS', () => {
  it.each([
    ['TLS from the start', { secure: true }, { secure: true }],
    ['STARTTLS', { secure: false }, { secure: false, requireTLS: true }],
  ])(
    '%s: connects to the checked address, sends the name as SNI and checks the certificate against it',
    async (_, server, client) => {
      const relay = await startRelay({ ...server, key: KEY, cert: CERT });
      try {
        const dns = fakeDns({ 'mail.example.test': [['127.0.0.1']] });
        const policy = outgoingPolicy('smtp', parseAllowList('127.0.0.1'), { lookup: dns.lookup });
        const options = await guardedSmtpOptions(
          { host: 'mail.example.test', port: relay.port, ...client, tls: { ca: CERT } },
          policy,
        );
        expect(options.host).toBe('127.0.0.1');
        const transport = createTransport(options);
        await transport.sendMail(mail);
        transport.close();
        expect(relay.received).toEqual([expect.objectContaining({ servername: 'mail.example.test', secure: true })]);

        // Without the name, the same certificate does not match the address: the check is real.
        const bare = createTransport({ host: '127.0.0.1', port: relay.port, ...client, tls: { ca: CERT } });
        await expect(bare.sendMail(mail)).rejects.toThrow(/altnames|certificate|IP: 127\.0\.0\.1/i);
        bare.close();
        expect(relay.received).toHaveLength(1);
      } finally {
        await relay.close();
      }
    },
  );
});
