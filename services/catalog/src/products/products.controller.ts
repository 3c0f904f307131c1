import { Controller } from '@nestjs/common';
import { CatalogRpc, ProductPublishingRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ProductPublishingService } from './product-publishing.service';
import { ProductsService } from './products.service';

type Rpc = typeof CatalogRpc;
type Pub = typeof ProductPublishingRpc;

@Controller()
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly publishing: ProductPublishingService,
  ) {}

  @Handles(CatalogRpc.productList)
  list(m: RpcPayload<Rpc['productList']>) {
    return this.products.list(m);
  }

  @Handles(CatalogRpc.productGet)
  get({ id }: RpcPayload<Rpc['productGet']>) {
    return this.products.get(id);
  }

  @Handles(CatalogRpc.productAdminList)
  adminList(m: RpcPayload<Rpc['productAdminList']>) {
    return this.products.adminList(m);
  }

  @Handles(CatalogRpc.productAdminGet)
  adminGet({ id }: RpcPayload<Rpc['productAdminGet']>) {
    return this.products.adminGet(id);
  }

  @Handles(CatalogRpc.productCreate)
  create({ actor, input, idempotencyKey, publish }: RpcPayload<Rpc['productCreate']>) {
    return this.products.create(actor, input, idempotencyKey, publish);
  }

  @Handles(CatalogRpc.productUpdate)
  update({ id, actor, input, version, publish }: RpcPayload<Rpc['productUpdate']>) {
    return this.products.update(id, actor, input, version, publish);
  }

  @Handles(CatalogRpc.productDelete)
  remove({ id }: RpcPayload<Rpc['productDelete']>) {
    return this.products.remove(id);
  }

  @Handles(ProductPublishingRpc.publish)
  publish({ id, actor, version }: RpcPayload<Pub['publish']>) {
    return this.publishing.publish(id, actor, version);
  }

  @Handles(ProductPublishingRpc.unpublish)
  unpublish({ id, actor }: RpcPayload<Pub['unpublish']>) {
    return this.publishing.unpublish(id, actor);
  }

  @Handles(ProductPublishingRpc.schedule)
  schedule({ id, actor, publish_at, unpublish_at }: RpcPayload<Pub['schedule']>) {
    return this.publishing.schedule(id, actor, publish_at, unpublish_at);
  }

  @Handles(ProductPublishingRpc.unschedule)
  unschedule({ id, actor }: RpcPayload<Pub['unschedule']>) {
    return this.publishing.unschedule(id, actor);
  }

  @Handles(ProductPublishingRpc.revisions)
  revisions({ id }: RpcPayload<Pub['revisions']>) {
    return this.publishing.revisions(id);
  }

  @Handles(ProductPublishingRpc.revision)
  revision({ id, rev }: RpcPayload<Pub['revision']>) {
    return this.publishing.revisionOf(id, rev);
  }

  @Handles(ProductPublishingRpc.restore)
  restore({ id, rev, actor }: RpcPayload<Pub['restore']>) {
    return this.publishing.restore(id, rev, actor);
  }

  @Handles(ProductPublishingRpc.autosave)
  autosave({ id, actor, fields }: RpcPayload<Pub['autosave']>) {
    return this.publishing.autosave(id, actor, fields);
  }

  @Handles(ProductPublishingRpc.previewLinkCreate)
  previewLinkCreate({ id, actor, hours }: RpcPayload<Pub['previewLinkCreate']>) {
    return this.publishing.previewLinkCreate(id, actor, hours);
  }

  @Handles(ProductPublishingRpc.previewLinkList)
  previewLinkList({ id }: RpcPayload<Pub['previewLinkList']>) {
    return this.publishing.previewLinks(id);
  }

  @Handles(ProductPublishingRpc.previewLinkRevoke)
  previewLinkRevoke({ id, link }: RpcPayload<Pub['previewLinkRevoke']>) {
    return this.publishing.previewLinkRevoke(id, link);
  }

  @Handles(ProductPublishingRpc.preview)
  preview({ token }: RpcPayload<Pub['preview']>) {
    return this.publishing.preview(token);
  }

  @Handles(ProductPublishingRpc.late)
  late() {
    return this.publishing.late();
  }

  @Handles(ProductPublishingRpc.scheduled)
  scheduled() {
    return this.publishing.scheduled();
  }
}
