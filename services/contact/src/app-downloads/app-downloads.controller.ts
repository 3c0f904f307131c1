import { Controller } from '@nestjs/common';
import { ContactRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { AppDownloadsService } from './app-downloads.service';

type Rpc = typeof ContactRpc;

@Controller()
export class AppDownloadsController {
  constructor(private readonly downloads: AppDownloadsService) {}

  @Handles(ContactRpc.appDownloadList)
  list() {
    return this.downloads.list();
  }

  @Handles(ContactRpc.appDownloadCreate)
  create({ input }: RpcPayload<Rpc['appDownloadCreate']>) {
    return this.downloads.create(input);
  }

  @Handles(ContactRpc.appDownloadUpdate)
  update({ id, input }: RpcPayload<Rpc['appDownloadUpdate']>) {
    return this.downloads.update(id, input);
  }

  @Handles(ContactRpc.appDownloadQrGet)
  qrCode({ id }: RpcPayload<Rpc['appDownloadQrGet']>) {
    return this.downloads.qrCode(id);
  }

  @Handles(ContactRpc.mediaUsageList)
  usageList({ after, limit }: RpcPayload<Rpc['mediaUsageList']>) {
    return this.downloads.usageList(after, limit);
  }
}
