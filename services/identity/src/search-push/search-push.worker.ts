import { Inject, Injectable } from '@nestjs/common';
import type { SystemSettings } from '@site/contracts';
import { backoffDelayMs, OutboxWorker, OutgoingRefusedError } from '@site/service-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { SettingsService } from '../settings/settings.service';
import { PushSender } from './push-sender';
import {
  baiduRequest,
  indexNowRequest,
  outcomeOf,
  type PushOutcome,
  PUSH_RETRY_DELAYS_MS,
  type PushRequest,
} from './push-requests';
import { type ClaimedPush, SearchPushRepository } from './search-push.repository';

const POLL_MS = 2000;
const BATCH = 10;
/** Longer than a batch can take (each push gives up within 15 s). */
const LEASE_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_FINISHED_MS = 90 * 24 * 60 * 60_000;
const STOP_WAIT_MS = 8000;

/** fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout) is its cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 500);
}

/**
 * A push that could not be sent: an engine address the outgoing-request guard refuses (it resolves
 * to this machine or a private network) will not get better by itself, so it ends failed with the
 * guard's words; a refused connection, a timeout or a DNS failure is worth another try later.
 */
function failureOutcome(error: unknown): PushOutcome {
  const refused = error instanceof OutgoingRefusedError ? error : (error as Error | undefined)?.cause;
  if (refused instanceof OutgoingRefusedError && refused.reason !== 'unresolvable') {
    return { kind: 'failed', result: refused.message };
  }
  if (refused instanceof OutgoingRefusedError) return { kind: 'retry', result: refused.message };
  return { kind: 'retry', result: describe(error) };
}

/**
 * Delivers the search-engine pushes in the background, never inside a request: a loop over the
 * outbox with retries and backoff (the contact service's mail outbox works the same way). The
 * settings are read when a push's turn comes, so a push switched off meanwhile is skipped and a
 * new token is used at once.
 */
@Injectable()
export class SearchPushWorker extends OutboxWorker {
  constructor(
    private readonly outbox: SearchPushRepository,
    private readonly settings: SettingsService,
    private readonly sender: PushSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    super(SearchPushWorker.name, { pollMs: POLL_MS, pruneEveryMs: PRUNE_EVERY_MS, stopWaitMs: STOP_WAIT_MS });
  }

  protected prune(): Promise<void> {
    return this.outbox.prune(KEEP_FINISHED_MS);
  }

  /** One round: claim due pushes and deliver them. True when there may be more due right away. */
  async runOnce(): Promise<boolean> {
    const claimed = await this.outbox.claimDue(BATCH, LEASE_MS);
    if (!claimed.length) return false;
    let system: SystemSettings;
    let siteUrl: string;
    try {
      [system, { siteUrl }] = await Promise.all([this.settings.getTab('system'), this.settings.getTab('general')]);
    } catch (error) {
      for (const push of claimed) await this.fail(push, `无法读取设置：${describe(error)}`);
      return false;
    }
    for (const push of claimed) {
      if (this.stopped) {
        // Not tried: hand it back for the next start (or another replica) at once.
        await this.outbox.release(push.id);
        continue;
      }
      const request = this.requestFor(push, system, siteUrl);
      if (typeof request === 'string') {
        await this.outbox.markFinal(push.id, 'skipped', request);
        continue;
      }
      let outcome;
      try {
        const answer = await this.sender.send(request);
        outcome = outcomeOf(answer.status, answer.body);
      } catch (error) {
        outcome = failureOutcome(error);
      }
      if (outcome.kind === 'sent') await this.outbox.markSent(push.id, outcome.result);
      else if (outcome.kind === 'failed') await this.outbox.markFinal(push.id, 'failed', outcome.result);
      else await this.fail(push, outcome.result);
    }
    return claimed.length === BATCH;
  }

  /** The HTTP request of a push with the settings now, or why it is no longer sent. */
  private requestFor(push: ClaimedPush, system: SystemSettings, siteUrl: string): PushRequest | string {
    if (push.engine === 'baidu') {
      if (!system.baiduPushEnabled || !system.baiduPushSite || !system.baiduPushToken) return '百度推送已关闭，未发送';
      return baiduRequest(
        this.config.SEARCH_PUSH_BAIDU_URL,
        { site: system.baiduPushSite, token: system.baiduPushToken },
        push.action,
        [push.url],
      );
    }
    if (!system.indexNowEnabled || !system.indexNowKey) return 'IndexNow 已关闭，未发送';
    if (!siteUrl) return '未设置网站地址，未发送';
    return indexNowRequest(this.config.SEARCH_PUSH_INDEXNOW_URL, { siteUrl, key: system.indexNowKey }, [push.url]);
  }

  private async fail(push: ClaimedPush, reason: string): Promise<void> {
    const delay = backoffDelayMs(PUSH_RETRY_DELAYS_MS, push.attempts, Math.random());
    if (delay === null) {
      this.logger.error(`push ${push.id} (${push.engine}) given up after ${push.attempts} attempts: ${reason}`);
      await this.outbox.markFinal(push.id, 'failed', reason);
      return;
    }
    this.logger.warn(
      `push ${push.id} (${push.engine}) failed (attempt ${push.attempts}), retry in ${Math.round(delay / 1000)} s: ${reason}`,
    );
    await this.outbox.retryLater(push.id, delay, reason);
  }
}
