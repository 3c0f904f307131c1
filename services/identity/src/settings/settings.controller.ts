import { Controller } from '@nestjs/common';
import { IdentityRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { SettingsService } from './settings.service';

type Rpc = typeof IdentityRpc;

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Handles(IdentityRpc.publicSettingsGet)
  getPublic(request: RpcPayload<Rpc['publicSettingsGet']>) {
    return this.settings.getPublic(request?.locale);
  }

  /** Internal (the contact service's mail notices); the gateway never exposes it: it carries the SMTP password. */
  @Handles(IdentityRpc.mailSettingsGet)
  getMailSettings() {
    return this.settings.getMailSettings();
  }

  @Handles(IdentityRpc.indexNowKeyGet)
  getIndexNowKey() {
    return this.settings.getIndexNowKey();
  }

  @Handles(IdentityRpc.mediaUsageList)
  usageList() {
    return this.settings.usageList();
  }

  @Handles(IdentityRpc.settingsGet)
  get({ tab }: RpcPayload<Rpc['settingsGet']>) {
    return this.settings.view(tab);
  }

  @Handles(IdentityRpc.settingsSave)
  save({ tab, settings }: RpcPayload<Rpc['settingsSave']>) {
    return this.settings.save(tab, settings);
  }
}
