import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_IMAGES, DEMO_NEWS_COVERS, demoImageKey } from '@site/contracts';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { renderDemoImage } from './demo-images';
import { renderDemoNewsCover } from './demo-images-news';
import { StorageService } from './storage.service';

const PARALLEL = 4;

/**
 * With SEED_DEMO=true, puts the demo product pictures the catalog's demo seed references, and the
 * news covers the content service's demo news references, into object storage through the image
 * pipeline, each only when missing or made by an older pipeline (idempotent; replicas at worst
 * write the same bytes). The services cannot reach object storage, so the gateway does it at start.
 */
@Injectable()
export class DemoImagesSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoImagesSeeder.name);

  constructor(
    private readonly storage: StorageService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    const queue: { name: string; render: () => Promise<Buffer> }[] = [
      ...DEMO_IMAGES.map((image) => ({ name: image.name, render: () => renderDemoImage(image) })),
      ...DEMO_NEWS_COVERS.map((cover) => ({ name: cover.name, render: () => renderDemoNewsCover(cover) })),
    ];
    let created = 0;
    const worker = async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        try {
          const key = demoImageKey(image.name);
          const stored = await this.storage.uploads.objects.stat(key);
          if (stored && this.storage.uploads.isCurrent(stored)) continue;
          await this.storage.uploads.putDemo(key, await image.render());
          created++;
        } catch (error) {
          // Demo pictures are a nicety: a failure is logged, the gateway still starts.
          this.logger.warn(`demo image ${image.name} not stored: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    if (created) this.logger.log(`${created} demo images stored`);
  }
}
