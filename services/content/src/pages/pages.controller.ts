import { Controller } from '@nestjs/common';
import { ContentRpc, isTranslatedLocale, type PageTranslationInput, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { PageTranslationsService } from './page-translations.service';
import { PagesService } from './pages.service';

type Rpc = typeof ContentRpc;

@Controller()
export class PagesController {
  constructor(
    private readonly pages: PagesService,
    private readonly translations: PageTranslationsService,
  ) {}

  @Handles(ContentRpc.pageGet)
  get({ key, includeHidden, locale }: RpcPayload<Rpc['pageGet']>) {
    if (locale && isTranslatedLocale(locale)) return this.translations.published(key, locale);
    return this.pages.get(key, includeHidden);
  }

  @Handles(ContentRpc.pageLanguages)
  async languages({ key }: RpcPayload<Rpc['pageLanguages']>) {
    return { locales: await this.translations.languages(key) };
  }

  @Handles(ContentRpc.pageTranslations)
  translationList({ key }: RpcPayload<Rpc['pageTranslations']>) {
    return this.translations.listPage(key);
  }

  @Handles(ContentRpc.pageTranslationSave)
  translationSave({ key, locale, actor, input, version, publish }: RpcPayload<Rpc['pageTranslationSave']>) {
    return this.translations.savePage(key, locale, actor, input as PageTranslationInput, version, publish);
  }

  @Handles(ContentRpc.pageTranslationDelete)
  translationDelete({ key, locale }: RpcPayload<Rpc['pageTranslationDelete']>) {
    return this.translations.removePage(key, locale);
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
