import { Controller } from '@nestjs/common';
import { ContentRpc, NewsPublishingRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { NewsCategoriesClient } from './news-categories.client';
import { NewsPublishingService } from './news-publishing.service';
import { NewsService } from './news.service';

type Rpc = typeof ContentRpc;
type Pub = typeof NewsPublishingRpc;

@Controller()
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly publishing: NewsPublishingService,
    private readonly categories: NewsCategoriesClient,
  ) {}

  @Handles(ContentRpc.newsList)
  list(m: RpcPayload<Rpc['newsList']>) {
    return this.news.list(m);
  }

  @Handles(ContentRpc.newsGet)
  get({ id }: RpcPayload<Rpc['newsGet']>) {
    return this.news.get(id);
  }

  @Handles(ContentRpc.newsAdminList)
  adminList(m: RpcPayload<Rpc['newsAdminList']>) {
    return this.news.adminList(m);
  }

  @Handles(ContentRpc.newsAdminGet)
  adminGet({ id }: RpcPayload<Rpc['newsAdminGet']>) {
    return this.news.adminGet(id);
  }

  @Handles(ContentRpc.newsCreate)
  create({ actor, input, idempotencyKey, publish }: RpcPayload<Rpc['newsCreate']>) {
    return this.news.create(actor, input, idempotencyKey, publish);
  }

  @Handles(ContentRpc.newsUpdate)
  update({ id, actor, input, version, publish }: RpcPayload<Rpc['newsUpdate']>) {
    return this.news.update(id, actor, input, version, publish);
  }

  @Handles(ContentRpc.newsDelete)
  remove({ id }: RpcPayload<Rpc['newsDelete']>) {
    return this.news.remove(id);
  }

  @Handles(NewsPublishingRpc.publish)
  publish({ id, actor, version }: RpcPayload<Pub['publish']>) {
    return this.publishing.publish(id, actor, version);
  }

  @Handles(NewsPublishingRpc.unpublish)
  unpublish({ id, actor }: RpcPayload<Pub['unpublish']>) {
    return this.publishing.unpublish(id, actor);
  }

  @Handles(NewsPublishingRpc.schedule)
  schedule({ id, actor, publish_at, unpublish_at }: RpcPayload<Pub['schedule']>) {
    return this.publishing.schedule(id, actor, publish_at, unpublish_at);
  }

  @Handles(NewsPublishingRpc.unschedule)
  unschedule({ id, actor }: RpcPayload<Pub['unschedule']>) {
    return this.publishing.unschedule(id, actor);
  }

  @Handles(NewsPublishingRpc.revisions)
  revisions({ id }: RpcPayload<Pub['revisions']>) {
    return this.publishing.revisions(id);
  }

  @Handles(NewsPublishingRpc.revision)
  revision({ id, rev }: RpcPayload<Pub['revision']>) {
    return this.publishing.revisionOf(id, rev);
  }

  @Handles(NewsPublishingRpc.restore)
  restore({ id, rev, actor }: RpcPayload<Pub['restore']>) {
    return this.publishing.restore(id, rev, actor);
  }

  @Handles(NewsPublishingRpc.autosave)
  autosave({ id, actor, fields }: RpcPayload<Pub['autosave']>) {
    return this.publishing.autosave(id, actor, fields);
  }

  @Handles(NewsPublishingRpc.previewLinkCreate)
  previewLinkCreate({ id, actor, hours }: RpcPayload<Pub['previewLinkCreate']>) {
    return this.publishing.previewLinkCreate(id, actor, hours);
  }

  @Handles(NewsPublishingRpc.previewLinkList)
  previewLinkList({ id }: RpcPayload<Pub['previewLinkList']>) {
    return this.publishing.previewLinks(id);
  }

  @Handles(NewsPublishingRpc.previewLinkRevoke)
  previewLinkRevoke({ id, link }: RpcPayload<Pub['previewLinkRevoke']>) {
    return this.publishing.previewLinkRevoke(id, link);
  }

  @Handles(NewsPublishingRpc.preview)
  preview({ token }: RpcPayload<Pub['preview']>) {
    return this.publishing.preview(token);
  }

  @Handles(NewsPublishingRpc.late)
  late() {
    return this.publishing.late();
  }

  @Handles(NewsPublishingRpc.scheduled)
  scheduled() {
    return this.publishing.scheduled();
  }

  /** The gateway asks after a category write, so the news it reads next carries the new names. */
  @Handles(ContentRpc.categoryNamesRefresh)
  async refreshCategoryNames() {
    await this.categories.reloadNow();
  }
}
