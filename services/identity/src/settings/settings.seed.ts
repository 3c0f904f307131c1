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
    await this.repository.insertIfMissing('general', {
      siteName: '智衡自动化科技',
      siteDescription: '软件自动化与智能硬件，让设备替你持续创造价值',
      contactEmail: 'contact@zhiheng-auto.cn',
      contactPhone: '400-820-1688',
      address: '深圳市南山区粤海街道科技园科苑路15号科兴科学园B栋12层',
      logoUrl: '',
      faviconUrl: '',
      recordNumber: '粤ICP备2024061234号-1',
      enableRegistration: false,
      enableComments: false,
    });
  }
}
