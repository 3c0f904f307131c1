import { Errors, type MailSettingsReply, SETTINGS_DEFAULTS } from '@site/contracts';
import { OutgoingRefusedError } from '@site/service-kit';
import type { ClaimedNotice, MailOutboxRepository } from './mail-outbox.repository';
import type { MailSettingsClient } from './mail-settings.client';
import { MailWorker } from './mail-worker';
import type { Mailer } from './mailer';

const complete: MailSettingsReply = {
  email: {
    ...SETTINGS_DEFAULTS.email,
    smtpServer: '127.0.0.1',
    smtpPort: 2525,
    emailFromAddress: 'noreply@example.com',
    enableSsl: false,
  },
  contactEmail: 'sales@example.com',
  siteName: '智衡',
};

const notice = (id: number, attempts = 1): ClaimedNotice => ({
  id,
  attempts,
  message: {
    id: id * 10,
    name: '王',
    email: 'w@example.com',
    company: '',
    subject: '询价',
    message: '你好',
    created_at: new Date(0),
  },
});

function setup(
  claimed: ClaimedNotice[],
  settings: () => Promise<MailSettingsReply>,
  send = jest.fn(),
  open?: (settings: MailSettingsReply) => Promise<unknown>,
) {
  const close = jest.fn();
  const outbox = {
    claimDue: jest.fn().mockResolvedValueOnce(claimed).mockResolvedValue([]),
    markSent: jest.fn(),
    markFinal: jest.fn(),
    retryLater: jest.fn(),
    release: jest.fn(),
  };
  const mailer = { open: jest.fn(open ?? (() => Promise.resolve({ send, close }))) };
  const worker = new MailWorker(
    outbox as unknown as MailOutboxRepository,
    { get: jest.fn(settings) } as unknown as MailSettingsClient,
    mailer as unknown as Mailer,
  );
  return { worker, outbox, mailer, send, close };
}

describe('MailWorker.runOnce', () => {
  it('does nothing (and asks no settings) when nothing is due', async () => {
    const settings = jest.fn();
    const { worker, mailer } = setup([], settings);
    expect(await worker.runOnce()).toBe(false);
    expect(settings).not.toHaveBeenCalled();
    expect(mailer.open).not.toHaveBeenCalled();
  });

  it('sends each due notice and marks it sent', async () => {
    const { worker, outbox, send, close } = setup([notice(1), notice(2)], () => Promise.resolve(complete));
    await worker.runOnce();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0][0]).toMatchObject({ to: 'sales@example.com', subject: '【智衡】新留言：询价' });
    expect(outbox.markSent.mock.calls).toEqual([[1], [2]]);
    expect(close).toHaveBeenCalled();
  });

  it('schedules a failed send again after the backoff, and gives up after the last attempt', async () => {
    const send = jest.fn().mockRejectedValue(new Error('451 try later'));
    const { worker, outbox } = setup([notice(1, 1), notice(2, 13)], () => Promise.resolve(complete), send);
    await worker.runOnce();
    expect(outbox.retryLater).toHaveBeenCalledWith(1, expect.any(Number), '451 try later');
    const delay = outbox.retryLater.mock.calls[0][1] as number;
    expect(delay).toBeGreaterThanOrEqual(10_000);
    expect(delay).toBeLessThanOrEqual(11_000);
    expect(outbox.markFinal).toHaveBeenCalledWith(2, 'failed', '451 try later');
    expect(outbox.markSent).not.toHaveBeenCalled();
  });

  it('skips notices while the SMTP settings are incomplete', async () => {
    const { worker, outbox, mailer } = setup([notice(1)], () =>
      Promise.resolve({ ...complete, email: SETTINGS_DEFAULTS.email }),
    );
    await worker.runOnce();
    expect(outbox.markFinal).toHaveBeenCalledWith(1, 'skipped', expect.stringContaining('SMTP'));
    expect(mailer.open).not.toHaveBeenCalled();
  });

  it('records a server the outgoing-request guard refuses, sends nothing, and tries again later', async () => {
    const send = jest.fn();
    const refused = new OutgoingRefusedError(
      'refused',
      Errors.outgoingHostRefused('SMTP 服务器', 'localhost', '127.0.0.1', 'SMTP_ALLOW_HOSTS'),
    );
    const { worker, outbox } = setup(
      [notice(1), notice(2)],
      () => Promise.resolve(complete),
      send,
      () => Promise.reject(refused),
    );
    expect(await worker.runOnce()).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(outbox.retryLater.mock.calls).toEqual([
      [1, expect.any(Number), refused.message],
      [2, expect.any(Number), refused.message],
    ]);
    expect(refused.message).toMatch(/^SMTP 服务器“localhost”指向本机、内网或保留地址（127\.0\.0\.1）/);
    expect(outbox.markSent).not.toHaveBeenCalled();
  });

  it('retries later when the settings cannot be read (identity down)', async () => {
    const { worker, outbox } = setup([notice(1)], () => Promise.reject(new Error('no responders')));
    await worker.runOnce();
    expect(outbox.retryLater).toHaveBeenCalledWith(1, expect.any(Number), expect.stringContaining('no responders'));
  });
});
