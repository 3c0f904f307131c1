import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RpcClient } from '@site/service-kit/dist/client';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { StorageService } from './storage.service';
import { describeSweep, UploadSweeper } from './upload-sweeper';

/** The first run waits this long after start (plus up to as much again, so replicas spread out). */
const FIRST_RUN_DELAY_MS = 60_000;

/** Sweeps abandoned uploads every UPLOAD_SWEEP_INTERVAL_MINUTES (0: never) and logs each run's counts. */
@Injectable()
export class UploadSweepScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UploadSweepScheduler.name);
  private readonly sweeper: UploadSweeper;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    storage: StorageService,
    rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.sweeper = new UploadSweeper(storage.uploads, rpc);
  }

  onApplicationBootstrap(): void {
    const interval = this.config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000;
    if (!interval) return;
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.runOnce().finally(() => {
          this.running = null;
          if (this.timer) schedule(interval);
        });
      }, delay);
      this.timer.unref();
    };
    schedule(FIRST_RUN_DELAY_MS * (1 + Math.random()));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async runOnce(): Promise<void> {
    const minAgeHours = this.config.UPLOAD_SWEEP_MIN_AGE_HOURS;
    try {
      const report = await this.sweeper.sweep({ minAgeHours, dryRun: false });
      this.logger.log(describeSweep(report, minAgeHours));
      for (const url of report.removed) this.logger.debug(`swept ${url}`);
    } catch (error) {
      this.logger.warn(`upload sweep failed: ${String(error)}`);
    }
  }
}
