import { Inject, Injectable } from '@nestjs/common';
import { IdentityRpc, type SystemSettingsView } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { UploadPolicy } from './upload-policy';

@Injectable()
export class UploadPolicyService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Read per upload: uploads are rare, and a saved setting applies to the very next one. */
  async current(): Promise<UploadPolicy> {
    const system = (await this.rpc.call(IdentityRpc.settingsGet, { tab: 'system' })) as SystemSettingsView;
    return new UploadPolicy(system.uploadMaxSize, system.allowedFileTypes, this.config.UPLOAD_MAX_BYTES);
  }
}
