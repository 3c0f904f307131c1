import { Injectable } from '@nestjs/common';
import { CONTACT_RATE_LIMIT, type MailSettingsReply } from '@site/contracts';
import { OutboxWorker } from '@site/service-kit';
import { retryDelayMs } from './backoff';
import { type ClaimedNotice, MailOutboxRepository } from './mail-outbox.repository';
import { MailSettingsClient } from './mail-settings.client';
import { Mailer, type MailSession } from './mailer';
import { mailSettingsComplete, noticeMail } from './notice-mail';

/** How often the outbox is looked at when nothing announces new work. */
const POLL_MS = 2000;
const BATCH = 5;
/** Longer than a batch can take (each send gives up within about 40 s). */
const LEASE_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60_000;
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;
const STOP_WAIT_MS = 8000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the mail notices of new messages in the background: a loop over the outbox with retries
 * and backoff. A new message kicks it at once; a restart picks up where it stopped (the outbox is
 * in the database). A failing mail server only delays notices; it never touches a submission.
 */
@Injectable()
export class MailWorker extends OutboxWorker {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly settings: MailSettingsClient,
    private readonly mailer: Mailer,
  ) {
    super(MailWorker.name, { pollMs: POLL_MS, pruneEveryMs: PRUNE_EVERY_MS, stopWaitMs: STOP_WAIT_MS });
  }

  protected prune(): Promise<void> {
    return this.outbox.prune(CONTACT_RATE_LIMIT.windowMs, KEEP_FINISHED_MS);
  }

  /** One round: claim due notices and send them. True when there may be more due right away. */
  async runOnce(): Promise<boolean> {
    const claimed = await this.outbox.claimDue(BATCH, LEASE_MS);
    if (!claimed.length) return false;
    let settings: MailSettingsReply;
    try {
      settings = await this.settings.get();
    } catch (error) {
      await this.failAll(claimed, `无法读取邮件设置：${describe(error)}`);
      return false;
    }
    if (!mailSettingsComplete(settings)) {
      for (const notice of claimed) await this.outbox.markFinal(notice.id, 'skipped', 'SMTP 设置不完整，未发送');
      return claimed.length === BATCH;
    }
    let session: MailSession;
    try {
      session = await this.mailer.open(settings);
    } catch (error) {
      // A server the outgoing-request guard refuses (or a name that does not resolve): recorded
      // and tried again later like any failed send, since the settings or DNS may change.
      await this.failAll(claimed, describe(error));
      return false;
    }
    try {
      for (const notice of claimed) {
        if (this.stopped) {
          // Not tried: hand it back for the next start (or another replica) at once.
          await this.outbox.release(notice.id);
          continue;
        }
        try {
          await session.send(noticeMail(settings, notice.message));
          await this.outbox.markSent(notice.id);
        } catch (error) {
          await this.fail(notice, describe(error));
        }
      }
    } finally {
      session.close();
    }
    return claimed.length === BATCH;
  }

  private async failAll(claimed: ClaimedNotice[], reason: string): Promise<void> {
    for (const notice of claimed) await this.fail(notice, reason);
  }

  private async fail(notice: ClaimedNotice, reason: string): Promise<void> {
    const delay = retryDelayMs(notice.attempts, Math.random());
    if (delay === null) {
      this.logger.error(
        `mail notice of message ${notice.message.id} given up after ${notice.attempts} attempts: ${reason}`,
      );
      await this.outbox.markFinal(notice.id, 'failed', reason);
      return;
    }
    this.logger.warn(
      `mail notice of message ${notice.message.id} failed (attempt ${notice.attempts}), retry in ${Math.round(delay / 1000)} s: ${reason}`,
    );
    await this.outbox.retryLater(notice.id, delay, reason);
  }
}
