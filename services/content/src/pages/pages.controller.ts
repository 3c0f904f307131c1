import { Controller } from '@nestjs/common';
import { ContentRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { PagesService } from './pages.service';

type Rpc = typeof ContentRpc;

@Controller()
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Handles(ContentRpc.pageGet)
  get({ key, includeHidden }: RpcPayload<Rpc['pageGet']>) {
    return this.pages.get(key, includeHidden);
  }

  @Handles(ContentRpc.pageAdminGet)
  adminGet({ key }: RpcPayload<Rpc['pageAdminGet']>) {
    return this.pages.adminGet(key);
  }

  @Handles(ContentRpc.pageList)
  list() {
    return this.pages.list();
  }

  @Handles(ContentRpc.pageSave)
  save({ key, sections, actor, version, publish }: RpcPayload<Rpc['pageSave']>) {
    return this.pages.save(key, { sections }, actor, { version, publish });
  }

  @Handles(ContentRpc.pagePreviewCreate)
  preview({ key, sections, actor }: RpcPayload<Rpc['pagePreviewCreate']>) {
    return this.pages.preview(key, { sections }, actor);
  }

  @Handles(ContentRpc.pagePreviewGet)
  previewed({ token }: RpcPayload<Rpc['pagePreviewGet']>) {
    return this.pages.previewed(token);
  }
}
