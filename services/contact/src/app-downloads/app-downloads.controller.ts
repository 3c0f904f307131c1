import { Controller } from '@nestjs/common';
import { ContactRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { AppDownloadsRepository } from './app-downloads.repository';
import { AppDownloadsService } from './app-downloads.service';

type Rpc = typeof ContactRpc;

@Controller()
export class AppDownloadsController {
  constructor(
    private readonly downloads: AppDownloadsService,
    private readonly repository: AppDownloadsRepository,
  ) {}

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

  /** The gateway asks before it removes an uploaded file whose last known user went away. */
  @Handles(ContactRpc.fileUsageList)
  async fileUsage({ urls }: RpcPayload<Rpc['fileUsageList']>) {
    return { used: await this.repository.usedFiles(urls) };
  }
}
