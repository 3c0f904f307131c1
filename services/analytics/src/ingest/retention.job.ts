import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { Calendar } from './calendar';
import { SaltsRepository } from './salts.repository';

const SALT_CHECK_MS = 60_000;
const RAW_PURGE_EVERY = 10;
const PURGE_CHUNK = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Forgets ended days' salts within a minute, and deletes raw visits past their retention. */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionJob.name);
  private readonly calendar: Calendar;
  private timer: NodeJS.Timeout | null = null;
  private runs = 0;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly salts: SaltsRepository,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {
    this.calendar = new Calendar(config.ANALYTICS_TIME_ZONE);
  }

  onApplicationBootstrap(): void {
    this.running = this.run();
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.run());
    }, SALT_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async run(now = new Date()): Promise<void> {
    try {
      await this.salts.forgetBefore(this.calendar.today(now));
      if (this.runs++ % RAW_PURGE_EVERY === 0) await this.purgeRaw(now);
    } catch (error) {
      this.logger.error(`retention clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async purgeRaw(now: Date): Promise<void> {
    const before = new Date(now.getTime() - this.config.ANALYTICS_RAW_RETENTION_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const deleted = await this.salts.deleteRawBefore(before, PURGE_CHUNK);
      total += deleted;
      if (deleted < PURGE_CHUNK) break;
    }
    if (total)
      this.logger.log(`deleted ${total} raw visits older than ${this.config.ANALYTICS_RAW_RETENTION_DAYS} days`);
  }
}
