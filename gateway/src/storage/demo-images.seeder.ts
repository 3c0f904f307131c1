import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_IMAGE_PREFIX } from '@site/contracts';
import type { DemoPicture } from '@site/demo';
import sharp from 'sharp';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { StorageService } from './storage.service';

const PARALLEL = 4;

/** PNG bytes of a demo picture's SVG, lossless: the image pipeline makes the stored WebP. */
export function renderDemoPicture(picture: DemoPicture): Promise<Buffer> {
  return sharp(Buffer.from(picture.svg())).resize(picture.width, picture.height).png().toBuffer();
}

/**
 * With SEED_DEMO=true, puts the demo product pictures the catalog's demo seed references, and the
 * news covers the content service's demo news references, into object storage through the image
 * pipeline, each only when missing or made by an older pipeline (idempotent; replicas at worst
 * write the same bytes). The services cannot reach object storage, so the gateway does it at start.
 * The drawings live in libs/demo, loaded only then.
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
    const { demoPictures, demoImageKey } = await import('@site/demo');
    const queue = demoPictures();
    let created = 0;
    const worker = async () => {
      for (let picture = queue.shift(); picture; picture = queue.shift()) {
        try {
          const key = demoImageKey(picture.name);
          const stored = await this.storage.uploads.objects.stat(key);
          if (stored && this.storage.uploads.isCurrent(stored)) continue;
          await this.storage.uploads.putDemo(key, await renderDemoPicture(picture));
          created++;
        } catch (error) {
          // Demo pictures are a nicety: a failure is logged, the gateway still starts.
          this.logger.warn(`demo image ${picture.name} not stored: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    if (created) this.logger.log(`${created} demo images stored under ${DEMO_IMAGE_PREFIX}`);
  }
}
