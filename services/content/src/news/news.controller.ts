import { Controller } from '@nestjs/common';
import { ContentRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { NewsCategoriesClient } from './news-categories.client';
import { NewsService } from './news.service';
import { NewsTranslationsService } from './news-translations.service';

type Rpc = typeof ContentRpc;

@Controller()
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly categories: NewsCategoriesClient,
    private readonly translations: NewsTranslationsService,
  ) {}

  @Handles(ContentRpc.newsList)
  list(m: RpcPayload<Rpc['newsList']>) {
    return this.news.list(m);
  }

  @Handles(ContentRpc.newsGet)
  get({ id, locale }: RpcPayload<Rpc['newsGet']>) {
    return this.news.get(id, locale);
  }

  @Handles(ContentRpc.newsTranslations)
  translationList({ id }: RpcPayload<Rpc['newsTranslations']>) {
    return this.translations.list(id);
  }

  @Handles(ContentRpc.newsTranslationSave)
  translationSave({ id, locale, actor, input, version, publish }: RpcPayload<Rpc['newsTranslationSave']>) {
    return this.translations.save(id, locale, actor, input, version, publish);
  }

  @Handles(ContentRpc.newsTranslationDelete)
  translationDelete({ id, locale }: RpcPayload<Rpc['newsTranslationDelete']>) {
    return this.translations.remove(id, locale);
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

  /** The gateway asks after a category write, so the news it reads next carries the new names. */
  @Handles(ContentRpc.categoryNamesRefresh)
  async refreshCategoryNames() {
    await this.categories.reloadNow();
  }
}
