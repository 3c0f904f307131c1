import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { uploadKeyOf } from '@site/contracts';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { UploadStore } from './upload-store';

/** The gateway's way to the upload bucket: the upload store, built once from the config. */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);
  readonly uploads: UploadStore;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.uploads = UploadStore.fromConfig(config);
  }

  async onModuleInit(): Promise<void> {
    // Object storage may still be starting (compose, k8s): wait rather than crash-loop.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.uploads.objects.ensureBucket();
        return;
      } catch (error) {
        if (attempt >= 30) throw error;
        this.logger.warn(`object storage not ready (${(error as Error).message}); retrying`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** Whether the master behind a public URL path (`/uploads/…`) exists. */
  async exists(url: string): Promise<boolean> {
    const key = uploadKeyOf(url);
    return key !== null && (await this.uploads.objects.stat(key)) !== null;
  }
}
