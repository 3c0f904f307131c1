import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';

/**
 * The wait after `attempts` failed attempts (1 = the first try failed) on a schedule of `delays`,
 * or null to give up (after `delays.length + 1` attempts in all). `jitter` in [0, 1) spreads
 * retries by up to +10 %, so items that failed together do not all come back in the same second.
 */
export function backoffDelayMs(delays: readonly number[], attempts: number, jitter = 0): number | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts > delays.length) return null;
  const base = delays[attempts - 1];
  return Math.round(base * (1 + 0.1 * Math.min(Math.max(jitter, 0), 0.999)));
}

export interface OutboxWorkerTiming {
  /** How often the outbox is looked at when nothing announces new work. */
  pollMs: number;
  /** Housekeeping (pruning finished rows) at most this often. */
  pruneEveryMs: number;
  /** How long a shutdown waits for the round in progress. */
  stopWaitMs: number;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The loop of a database outbox (contact's mail notices, identity's search-engine pushes): from
 * start-up to shutdown, one round after another while there is work, else a poll; `kick()` starts
 * a round at once. What a round does (claim due rows, deliver, record) is the subclass's
 * `runOnce`; a restart picks up where it stopped, since the rows are in the database.
 */
export abstract class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  /** True once shutdown began: a round hands back what it has not tried yet. */
  protected stopped = false;
  private wake: (() => void) | null = null;
  private kicked = false;
  private loop: Promise<void> | null = null;
  private lastPrune = 0;

  protected constructor(
    name: string,
    private readonly timing: OutboxWorkerTiming,
  ) {
    this.logger = new Logger(name);
  }

  /** One round: claim due rows and deliver them. True when there may be more due right away. */
  abstract runOnce(): Promise<boolean>;
  /** Housekeeping between rounds (drop old finished rows). */
  protected abstract prune(): Promise<void>;

  onApplicationBootstrap(): void {
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    if (!this.loop) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((r) => (timer = setTimeout(r, this.timing.stopWaitMs)));
    await Promise.race([this.loop, waited]);
    // A round that ended in time leaves no timer behind to hold the process open.
    clearTimeout(timer);
  }

  /** New work: look at the outbox now rather than at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /** Marks the start of a round (a kick before this point has been seen). */
  protected roundStarted(): void {
    this.kicked = false;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let busy = false;
      try {
        this.roundStarted();
        busy = await this.runOnce();
        if (Date.now() - this.lastPrune > this.timing.pruneEveryMs) {
          this.lastPrune = Date.now();
          await this.prune();
        }
      } catch (error) {
        this.logger.warn(`outbox round failed: ${describe(error)}`);
      }
      if (!busy) await this.sleep(this.timing.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.kicked || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
