import { Controller } from '@nestjs/common';
import { ContentRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { MediaUsageService } from './media-usage.service';
import { MediaService } from './media.service';

type Rpc = typeof ContentRpc;

@Controller()
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly usage: MediaUsageService,
  ) {}

  @Handles(ContentRpc.mediaRecord)
  record({ upload }: RpcPayload<Rpc['mediaRecord']>) {
    return this.media.record(upload);
  }

  @Handles(ContentRpc.mediaForget)
  forget({ key }: RpcPayload<Rpc['mediaForget']>) {
    return this.media.forget(key);
  }

  @Handles(ContentRpc.mediaFindByHash)
  findByHash({ kind, sha256 }: RpcPayload<Rpc['mediaFindByHash']>) {
    return this.media.findByHash(kind, sha256);
  }

  @Handles(ContentRpc.mediaList)
  list(query: RpcPayload<Rpc['mediaList']>) {
    return this.media.list(query);
  }

  @Handles(ContentRpc.mediaGet)
  get({ id }: RpcPayload<Rpc['mediaGet']>) {
    return this.media.get(id);
  }

  @Handles(ContentRpc.mediaUpdate)
  update({ id, input }: RpcPayload<Rpc['mediaUpdate']>) {
    return this.media.update(id, input);
  }

  @Handles(ContentRpc.mediaDelete)
  delete({ id }: RpcPayload<Rpc['mediaDelete']>) {
    return this.media.delete(id);
  }

  @Handles(ContentRpc.mediaRestore)
  restore({ id }: RpcPayload<Rpc['mediaRestore']>) {
    return this.media.restore(id);
  }

  @Handles(ContentRpc.mediaTrash)
  trash(query: RpcPayload<Rpc['mediaTrash']>) {
    return this.media.trash(query);
  }

  @Handles(ContentRpc.mediaPurgeDue)
  purgeDue({ limit }: RpcPayload<Rpc['mediaPurgeDue']>) {
    return this.media.purgeDue(limit);
  }

  @Handles(ContentRpc.mediaReplaced)
  replaced({ id, replacement }: RpcPayload<Rpc['mediaReplaced']>) {
    return this.media.replaced(id, replacement);
  }

  @Handles(ContentRpc.mediaSweepable)
  sweepable({ keys }: RpcPayload<Rpc['mediaSweepable']>) {
    return this.media.sweepable(keys);
  }

  @Handles(ContentRpc.mediaUsageRebuild)
  rebuildUsage() {
    return this.usage.rebuild();
  }

  @Handles(ContentRpc.mediaFolderList)
  listFolders() {
    return this.media.listFolders();
  }

  @Handles(ContentRpc.mediaFolderCreate)
  createFolder({ input }: RpcPayload<Rpc['mediaFolderCreate']>) {
    return this.media.createFolder(input.name);
  }

  @Handles(ContentRpc.mediaFolderRename)
  renameFolder({ id, input }: RpcPayload<Rpc['mediaFolderRename']>) {
    return this.media.renameFolder(id, input.name);
  }

  @Handles(ContentRpc.mediaFolderDelete)
  deleteFolder({ id }: RpcPayload<Rpc['mediaFolderDelete']>) {
    return this.media.deleteFolder(id);
  }
}
