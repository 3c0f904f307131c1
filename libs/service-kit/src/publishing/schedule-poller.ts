import { Logger } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from '../metrics';

/** How late each scheduled publish or unpublish ran, by record type (the alert reads the dashboard's list). */
export const publishLatenessSeconds = new Histogram({
  name: 'site_publish_lateness_seconds',
  help: 'How long after its time a scheduled publish or unpublish ran, by record type and action',
  labelNames: ['record_type', 'action'],
  buckets: [1, 5, 15, 30, 60, 120, 300, 900, 3600, 86400],
  registers: [metricsRegistry],
});

export const publishScheduleFailures = new Counter({
  name: 'site_publish_schedule_failures_total',
  help: 'Scheduled publishes refused (the draft no longer passes the checks), by record type',
  labelNames: ['record_type'],
  registers: [metricsRegistry],
});

/**
 * Runs `tick` now and then every `intervalMs`, one run at a time: on start it catches up on what
 * fell due while the service was down. Each tick claims due rows with FOR UPDATE SKIP LOCKED, so
 * replicas never publish one twice; a failed tick is logged and the next one tries again.
 */
export class SchedulePoller {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    name: string,
    private readonly intervalMs: number,
    private readonly tick: () => Promise<number>,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    this.stopped = false;
    this.running = this.run();
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.run());
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass; claims in batches until nothing is due. */
  async run(): Promise<void> {
    try {
      while (!this.stopped && (await this.tick()) > 0);
    } catch (error) {
      this.logger.error(`schedule run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
