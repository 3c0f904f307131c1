import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SERVICE_CONFIG, type ServiceConfig } from '@site/service-kit';
import { SettingsRepository } from './settings.repository';

/** Demo content for `npm start`: the company's own details. Never overwrites what staff saved. */
@Injectable()
export class SettingsSeed implements OnApplicationBootstrap {
  constructor(
    private readonly repository: SettingsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    // Demo content is loaded only here, never on a production path.
    const { DEMO_GENERAL_SETTINGS } = await import('@site/demo');
    await this.repository.insertIfMissing('general', DEMO_GENERAL_SETTINGS);
  }
}
