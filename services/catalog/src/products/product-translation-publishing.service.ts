import { Inject, Injectable, type Type } from '@nestjs/common';
import {
  CatalogEvents,
  Errors,
  LOCALE_LABEL,
  type ProductDetailView,
  type ProductTranslationAdminView,
  type ProductTranslationInput,
  productTranslationFieldsSchema,
  type SessionUser,
  type TranslatedLocale,
} from '@site/contracts';
import {
  EventBus,
  type PublishingRecords,
  PublishingService,
  PublishingWorkflow,
  SERVICE_CONFIG,
  type ServiceConfig,
  ServiceException,
} from '@site/service-kit';
import { ProductUsage } from '../product-images/product-usage';
import { rowWith, workingCopy } from './product-draft';
import { ProductsRepository } from './products.repository';
import {
  cleanTranslation,
  toTranslatedDetailView,
  toTranslationAdminView,
  translationColumns,
  translationMatchesColumns,
  translationWorkingCopy,
} from './product-translation-draft';
import {
  ProductTranslationsRepository,
  type ProductTranslationRow,
  type ProductTranslationsTx,
} from './product-translations.repository';

/**
 * One language's publishing of product translations (docs/languages.md) on the shared workflow: the
 * same drafts, schedules, history and preview links as the product's, kept apart per language. A
 * subclass per translated language (`productTranslationPublishing`) gives Nest one provider each.
 */
abstract class ProductTranslationPublishingService extends PublishingService<
  ProductTranslationInput,
  ProductTranslationRow,
  void,
  ProductTranslationAdminView,
  ProductDetailView
> {
  abstract readonly locale: TranslatedLocale;
  protected readonly fieldKeys = Object.keys(productTranslationFieldsSchema.shape);

  constructor(
    private readonly translations: ProductTranslationsRepository,
    private readonly products: ProductsRepository,
    private readonly events: EventBus,
    private readonly usage: ProductUsage,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  protected makeWorkflow() {
    const { translations, locale } = this;
    const records: PublishingRecords<ProductTranslationInput, ProductTranslationRow, void> = {
      type: 'product',
      locale,
      previewPath: `/${locale}/preview/products`,
      notFound: () => Errors.productTranslationNotFound(LOCALE_LABEL[locale]),
      events: { published: CatalogEvents.productPublished, unpublished: CatalogEvents.productUnpublished },
      get manager() {
        return translations.manager;
      },
      transaction: (work) => translations.transaction(locale, work),
      findAny: (id) => translations.findAny(id, locale),
      late: (ms) => translations.late(locale, ms),
      scheduled: () => translations.scheduled(locale),
      workingCopy: translationWorkingCopy,
      matchesColumns: translationMatchesColumns,
      // The words' rules are checked on every save (a name, a sanitised description); nothing more to go live.
      checkForPublish: () => Promise.resolve(),
      writeColumns: async (tx, row, fields) => {
        await (tx as ProductTranslationsTx).writeColumns(row.id, translationColumns(fields));
      },
      eventOf: (row) => ({ id: row.id, locale }),
      changed: (id) => this.usage.report(id),
    };
    return new PublishingWorkflow(records, this.events, this.config.PUBLISH_POLL_MS);
  }

  async adminView(id: number): Promise<ProductTranslationAdminView> {
    const row = await this.translations.findAny(id, this.locale);
    if (!row) throw new ServiceException(Errors.productTranslationNotFound(LOCALE_LABEL[this.locale]));
    return toTranslationAdminView(row, this.locale);
  }

  /** A new draft from an old revision; what is live never changes. */
  async restore(id: number, rev: number, actor: SessionUser) {
    await this.workflow.restore(id, rev, actor, (snapshot) => {
      const parsed = productTranslationFieldsSchema.safeParse(snapshot);
      if (!parsed.success) throw new ServiceException(Errors.revisionNotFound());
      return Promise.resolve({ fields: cleanTranslation(parsed.data), dropped: [] });
    });
    await this.events.publish(CatalogEvents.productUpdated, { id, locale: this.locale });
    return { record: await this.adminView(id), dropped: [] };
  }

  /** The working copy a preview link shows: the product's working copy in this language, with the live images. */
  async preview(token: string): Promise<ProductDetailView> {
    const { row, fields } = await this.workflow.preview(token);
    const product = await this.products.findAny(row.id);
    if (!product) throw new ServiceException(Errors.previewLinkInvalid());
    const own = workingCopy(product);
    const category = await this.translations.categoryName(own.category, this.locale);
    return toTranslatedDetailView(rowWith(product, own, category), translationColumns(fields), category);
  }
}

const made = new Map<TranslatedLocale, Type<ProductTranslationPublishingService>>();

/** The publishing service of one translated language: one class per language, made once. */
export function productTranslationPublishing(locale: TranslatedLocale): Type<ProductTranslationPublishingService> {
  let service = made.get(locale);
  if (!service) {
    @Injectable()
    class LanguagePublishing extends ProductTranslationPublishingService {
      readonly locale = locale;
    }
    Object.defineProperty(LanguagePublishing, 'name', { value: `ProductTranslationPublishing_${locale}` });
    service = LanguagePublishing;
    made.set(locale, service);
  }
  return service;
}

export type { ProductTranslationPublishingService };
