import type { AddressInfo } from 'node:net';
import { type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import { outgoingPolicy, parseAllowList, ServiceException } from '@site/service-kit';
import { SMTPServer } from 'smtp-server';
import type { SettingsService } from '../settings/settings.service';
import { TestMailService } from './test-mail';

// A real SMTP server on this machine plays the relay: what the admin sees is what it answered.

async function startRelay(options: { refuseAuth?: boolean } = {}) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      options.refuseAuth
        ? callback(Object.assign(new Error('Error: authentication failed'), { responseCode: 535 }))
        : callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const settingsFor = (email: Partial<MailSettingsReply['email']>): MailSettingsReply => ({
  email: {
    ...SETTINGS_DEFAULTS.email,
    smtpServer: '127.0.0.1',
    smtpUsername: 'notice',
    smtpPassword: 'secret',
    emailFromName: '官网通知',
    emailFromAddress: 'noreply@site.example',
    enableSsl: false,
    ...email,
  },
  contactEmail: '',
  siteName: '智衡自动化',
});

const serviceWith = (settings: MailSettingsReply, allow = '127.0.0.1') =>
  new TestMailService(
    { getMailSettings: () => Promise.resolve(settings) } as unknown as SettingsService,
    outgoingPolicy('smtp', parseAllowList(allow)),
  );

describe('TestMailService', () => {
  it('sends one mail with the saved settings and answers with the server’s reply line', async () => {
    const relay = await startRelay();
    try {
      const result = await serviceWith(settingsFor({ smtpPort: relay.port })).send('me@example.com');
      expect(result).toMatchObject({ ok: true, code: null });
      expect(result.response).toMatch(/^250 /);
      expect(result.message).toContain('me@example.com');
      expect(relay.received).toHaveLength(1);
      expect(relay.received[0].to).toEqual(['me@example.com']);
      expect(relay.received[0].raw).toMatch(/^From: =\?UTF-8\?.*<noreply@site\.example>/im);
    } finally {
      await relay.close();
    }
  });

  it('answers the server’s refusal and nodemailer’s code when the server refuses the login', async () => {
    const relay = await startRelay({ refuseAuth: true });
    try {
      const result = await serviceWith(settingsFor({ smtpPort: relay.port })).send('me@example.com');
      expect(result).toMatchObject({ ok: false, code: 'EAUTH' });
      expect(result.response).toMatch(/^535 .*authentication failed/);
      expect(result.message).toMatch(/^测试邮件发送失败：/);
      expect(relay.received).toHaveLength(0);
    } finally {
      await relay.close();
    }
  });

  it('says so when nothing answers, and when the guard refuses the address, without a server reply', async () => {
    const relay = await startRelay();
    const port = relay.port;
    await relay.close();
    const closed = await serviceWith(settingsFor({ smtpPort: port })).send('me@example.com');
    expect(closed).toMatchObject({ ok: false, response: null, code: 'ESOCKET' });
    expect(closed.message).toMatch(/ECONNREFUSED/);

    const refused = await serviceWith(settingsFor({ smtpPort: port }), '').send('me@example.com');
    expect(refused).toMatchObject({ ok: false, response: null });
    expect(refused.code).toEqual(expect.any(String));
    expect(refused.message).toMatch(/SMTP 服务器/);
  });

  it('refuses with a Chinese 400 when the settings lack a server or a sender', async () => {
    for (const email of [{ smtpServer: '' }, { emailFromAddress: '' }]) {
      const error = await serviceWith(settingsFor(email))
        .send('me@example.com')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceException);
      expect((error as ServiceException).payload).toMatchObject({
        status: 400,
        message: expect.stringMatching(/SMTP/),
      });
    }
  });
});
