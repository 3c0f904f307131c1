import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  CatalogEvents,
  countTranslations,
  Errors,
  LOCALE_LABEL,
  type ProductTranslationAdminView,
  type ProductTranslationInput,
  type TranslatedLocale,
  type TranslationCount,
} from '@site/contracts';
import { EventBus, RecordTranslations, type TranslationChange } from '@site/service-kit';
import { ProductUsage } from '../product-images/product-usage';
import { ProductsRepository } from './products.repository';
import { cleanTranslation, toTranslationAdminView, translationColumns } from './product-translation-draft';
import { productTranslationPublishing } from './product-translation-publishing.service';
import {
  type ProductTranslationFields,
  type ProductTranslationRow,
  ProductTranslationsRepository,
} from './product-translations.repository';

/** A product's translations in the back office (docs/languages.md); events name the language. */
@Injectable()
export class ProductTranslationsService extends RecordTranslations<
  ProductTranslationInput,
  ProductTranslationInput,
  ProductTranslationFields,
  ProductTranslationRow,
  ProductTranslationAdminView
> {
  constructor(
    protected readonly store: ProductTranslationsRepository,
    private readonly products: ProductsRepository,
    private readonly usage: ProductUsage,
    private readonly events: EventBus,
    private readonly modules: ModuleRef,
  ) {
    super();
  }

  protected publishing(locale: TranslatedLocale) {
    return this.modules.get(productTranslationPublishing(locale));
  }

  protected async recordExists(id: number): Promise<boolean> {
    return (await this.products.findAny(id)) !== null;
  }

  protected recordNotFound() {
    return Errors.productNotFound();
  }

  protected translationNotFound(locale: TranslatedLocale) {
    return Errors.productTranslationNotFound(LOCALE_LABEL[locale]);
  }

  protected clean(input: ProductTranslationInput): ProductTranslationInput {
    return cleanTranslation(input);
  }

  protected columns(fields: ProductTranslationInput): ProductTranslationFields {
    return translationColumns(fields);
  }

  protected view(row: ProductTranslationRow, locale: TranslatedLocale): ProductTranslationAdminView {
    return toTranslationAdminView(row, locale);
  }

  protected async changed(
    id: number,
    locale: TranslatedLocale,
    change: TranslationChange,
    row?: ProductTranslationRow,
  ) {
    const event =
      change === 'removed' && row?.state === 'published'
        ? CatalogEvents.productUnpublished
        : CatalogEvents.productUpdated;
    await this.events.publish(event, { id, locale });
    await this.usage.report(id);
  }

  /** Live products and how many are live in each translated language (the dashboard's 翻译进度). */
  translationCount(): Promise<TranslationCount> {
    return countTranslations('product', (locale) => this.store.liveCount(locale));
  }
}
