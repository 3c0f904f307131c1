import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  byTranslatedLocale,
  CatalogEvents,
  countTranslations,
  Errors,
  LOCALE_LABEL,
  type ProductTranslationAdminView,
  type ProductTranslationInput,
  type ProductTranslationsView,
  type SessionUser,
  type TranslatedLocale,
  type TranslationCount,
} from '@site/contracts';
import { actorName, type Done, EventBus, ServiceException } from '@site/service-kit';
import { ProductUsage } from '../product-images/product-usage';
import { ProductsRepository } from './products.repository';
import { cleanTranslation, toTranslationAdminView, translationColumns } from './product-translation-draft';
import {
  productTranslationPublishing,
  type ProductTranslationPublishingService,
} from './product-translation-publishing.service';
import { ProductTranslationsRepository } from './product-translations.repository';

/**
 * A product's translations in the back office (docs/languages.md): read side by side, saved as a
 * draft of their own (made on the first save), published and scheduled per language by that
 * language's publishing service, removed with their history. Events name the language.
 */
@Injectable()
export class ProductTranslationsService {
  constructor(
    private readonly translations: ProductTranslationsRepository,
    private readonly products: ProductsRepository,
    private readonly usage: ProductUsage,
    private readonly events: EventBus,
    private readonly modules: ModuleRef,
  ) {}

  private publishing(locale: TranslatedLocale): ProductTranslationPublishingService {
    return this.modules.get(productTranslationPublishing(locale));
  }

  /** Every translated language of the product, null where it has none (404 for no product). */
  async list(id: number): Promise<ProductTranslationsView> {
    const [product, rows] = await Promise.all([this.products.findAny(id), this.translations.listFor(id)]);
    if (!product) throw new ServiceException(Errors.productNotFound());
    return byTranslatedLocale((locale) => {
      const row = rows.find((r) => r.locale === locale);
      return row ? toTranslationAdminView(row, locale) : null;
    });
  }

  /**
   * Saves the working copy from the version it started from (a stale one is a 409); the first save
   * makes the translation, as a draft. Nothing public changes unless `publish`.
   */
  async save(
    id: number,
    locale: TranslatedLocale,
    actor: SessionUser,
    input: ProductTranslationInput,
    version?: number,
    publish = false,
  ): Promise<ProductTranslationAdminView> {
    const fields = cleanTranslation(input);
    const publishing = this.publishing(locale);
    let live: Done[] = [];
    const created = await this.translations.transaction(locale, async (tx) => {
      if (!(await tx.holdProduct(id))) throw new ServiceException(Errors.productNotFound());
      if (await tx.lock(id)) return false;
      await tx.insert(id, translationColumns(fields), fields, actorName(actor));
      live = await publishing.created(tx, id, fields, actor, publish);
      return true;
    });
    const saved = async () => {
      await this.events.publish(CatalogEvents.productUpdated, { id, locale });
      await this.usage.report(id);
    };
    if (!created) return publishing.saveAndView(id, fields, actor, { version, publish }, saved);
    await saved();
    await publishing.announce(live);
    return publishing.adminView(id);
  }

  /** Removes the translation with its history and preview links; a live one leaves the public site. */
  async remove(id: number, locale: TranslatedLocale): Promise<void> {
    const publishing = this.publishing(locale);
    const removed = await this.translations.transaction(locale, async (tx) => {
      const row = await tx.lock(id);
      if (!row) throw new ServiceException(Errors.productTranslationNotFound(LOCALE_LABEL[locale]));
      await publishing.forget(tx, id);
      await tx.delete(id);
      return row;
    });
    const event = removed.state === 'published' ? CatalogEvents.productUnpublished : CatalogEvents.productUpdated;
    await this.events.publish(event, { id, locale });
    await this.usage.report(id);
  }

  /** Live products and how many are live in each translated language (the dashboard's 翻译进度). */
  translationCount(): Promise<TranslationCount> {
    return countTranslations('product', (locale) => this.translations.liveCount(locale));
  }
}
