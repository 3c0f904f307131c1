import { Injectable } from '@nestjs/common';
import {
  CatalogEvents,
  type CategoryAdminView,
  CATEGORY_TYPE_LABELS,
  type CategoryDescendantsReply,
  categorySlug,
  type CategoryType,
  type CategoryView,
  type CreateCategoryInput,
  DEFAULT_LOCALE,
  Errors,
  isTranslatedLocale,
  type Locale,
  LOCALE_LABEL,
  TRANSLATED_LOCALES,
  type TranslationCount,
  countTranslations,
  type UpdateCategoryInput,
} from '@site/contracts';
import { EventBus, isForeignKeyViolation, keyedCreate, ServiceException } from '@site/service-kit';
import { CategoriesRepository, type CategoriesTx } from './categories.repository';
import type { CategoryEntity } from './category.entity';
import { firstFreeSlug, wouldCreateCycle } from './category-tree';
import { toCategoryAdminView, toCategoryView } from './category-view';
import { NewsUsageClient } from './news-usage.client';

/** What an explicit slug may not contain: it ends up in URLs. */
const SLUG_FORBIDDEN = /[\s/?#%\\]/;

@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly newsUsage: NewsUsageClient,
    private readonly events: EventBus,
  ) {}

  /** In another language: only the categories that have a version in it, with its name and slug. */
  async list(type?: CategoryType, locale: Locale = DEFAULT_LOCALE): Promise<CategoryView[]> {
    const rows = isTranslatedLocale(locale)
      ? await this.categories.listTranslated(type, locale)
      : await this.categories.list(type);
    return rows.map(toCategoryView);
  }

  /** The dashboard's count: categories without a version in each translated language. */
  async translationCounts(): Promise<TranslationCount[]> {
    return [await countTranslations('categories', (locale) => this.categories.translatedCount(locale))];
  }

  async adminList(type?: CategoryType): Promise<CategoryAdminView[]> {
    const [rows, translations] = await Promise.all([this.categories.list(type), this.categories.translations(type)]);
    return rows.map((row) => toCategoryAdminView(row, translations));
  }

  async get(id: number): Promise<CategoryView> {
    const category = await this.categories.findById(id);
    if (!category) throw new ServiceException(Errors.categoryNotFound());
    return toCategoryView(category);
  }

  async descendants(id: number): Promise<CategoryDescendantsReply> {
    const ids = await this.categories.subtreeIds(id);
    if (!ids.length) throw new ServiceException(Errors.categoryNotFound());
    return { ids };
  }

  /** With an Idempotency-Key, a retry answers the category the first try made. */
  async create(input: CreateCategoryInput, idempotencyKey?: string | null): Promise<CategoryView> {
    const { category, created } = await this.write(async (tx) => {
      const once = await tx.createOnce(keyedCreate(idempotencyKey, input), async () => {
        const parentId = input.parent_id ?? null;
        await this.checkParent(tx, null, parentId, input.type);
        const slug = await this.chooseSlug(tx, { name: input.name, type: input.type, requested: input.slug }, null);
        const { id } = await tx.insert({ name: input.name, slug, parentId, type: input.type });
        await this.translate(tx, id, input.type, input.translations);
        return id;
      });
      const row = await tx.findById(once.id);
      if (!row) throw new ServiceException(Errors.categoryNotFound());
      return { category: row, created: once.created };
    });
    if (created) await this.emit(CatalogEvents.categoryCreated, category);
    return toCategoryView(category);
  }

  async update(id: number, input: UpdateCategoryInput): Promise<CategoryView> {
    const before = await this.categories.findById(id);
    if (!before) throw new ServiceException(Errors.categoryNotFound());
    const type = input.type ?? before.type;
    // Leaving the news type: content must say no news uses it (asked before the transaction).
    const newsCount = type !== before.type && before.type === 'news' ? await this.newsUsage.count([id]) : 0;

    const updated = await this.write(async (tx) => {
      const current = await tx.findById(id);
      if (!current) throw new ServiceException(Errors.categoryNotFound());
      if (type !== current.type) {
        if (await tx.countChildren(id)) throw new ServiceException(Errors.categoryTypeLockedByChildren());
        const products = await tx.countProducts([id]);
        if (products) throw new ServiceException(Errors.categoryTypeLockedByProducts(products));
        if (newsCount) throw new ServiceException(Errors.categoryTypeLockedByNews(newsCount));
      }
      const parentId = input.parent_id === undefined ? current.parentId : input.parent_id;
      await this.checkParent(tx, id, parentId, type);
      const slug = await this.chooseSlug(tx, { name: input.name, type, requested: input.slug }, current);
      const updated = await tx.update(id, { name: input.name, slug, parentId, type });
      await this.translate(tx, id, type, input.translations);
      return updated;
    });
    await this.emit(CatalogEvents.categoryUpdated, updated);
    return toCategoryView(updated);
  }

  /**
   * Refused while the category has children, products or news (the UI asks for a confirmation
   * in the UI; the server keeps the data consistent). News usage comes from the content service:
   * when it cannot answer, nothing is deleted.
   */
  async remove(id: number): Promise<void> {
    const before = await this.categories.findById(id);
    if (!before) throw new ServiceException(Errors.categoryNotFound());
    if (before.type === 'news') {
      const news = await this.newsUsage.count([id]);
      if (news) throw new ServiceException(Errors.categoryUsedByNews(news));
    }
    await this.write(async (tx) => {
      const current = await tx.findById(id);
      if (!current) throw new ServiceException(Errors.categoryNotFound());
      const children = await tx.countChildren(id);
      if (children) throw new ServiceException(Errors.categoryHasChildren(children));
      const products = await tx.countProducts([id]);
      if (products) throw new ServiceException(Errors.categoryUsedByProducts(products));
      await tx.delete(id);
    });
    await this.emit(CatalogEvents.categoryDeleted, before);
  }

  /** One transaction under the tree lock; constraint violations a race could still cause become 409s. */
  private async write<T>(work: (tx: CategoriesTx) => Promise<T>): Promise<T> {
    try {
      return await this.categories.transaction(async (tx) => {
        await tx.lockTree();
        return work(tx);
      });
    } catch (error) {
      // A product or child added by a request that committed first (the rows are rechecked under the lock,
      // so this is a narrow race): the foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw new ServiceException(Errors.categoryInUse());
      throw error;
    }
  }

  /**
   * Writes the translations a create or update names (a language left out keeps its version), then
   * checks that every version the category has is free in its language among the type's slugs:
   * also the ones kept, when the category changes type.
   */
  private async translate(
    tx: CategoriesTx,
    id: number,
    type: CategoryType,
    translations: CreateCategoryInput['translations'],
  ): Promise<void> {
    for (const locale of TRANSLATED_LOCALES) {
      const fields = translations?.[locale];
      if (fields !== undefined) await tx.setTranslation(id, locale, fields);
    }
    for (const version of await tx.translationsOf(id)) {
      const locale = version.locale as (typeof TRANSLATED_LOCALES)[number];
      if (await tx.translatedSlugTaken(locale, type, version.slug, id)) {
        throw new ServiceException(
          Errors.categoryTranslationSlugTaken(LOCALE_LABEL[locale], version.slug, CATEGORY_TYPE_LABELS[type]),
        );
      }
    }
  }

  private async checkParent(tx: CategoriesTx, id: number | null, parentId: number | null, type: CategoryType) {
    if (parentId === null) return;
    const parent = await tx.findById(parentId);
    if (!parent) throw new ServiceException(Errors.parentCategoryNotFound());
    if (parent.type !== type) throw new ServiceException(Errors.parentCategoryType(CATEGORY_TYPE_LABELS[type]));
    if (id !== null && wouldCreateCycle(id, parentId, await tx.parentMap()))
      throw new ServiceException(Errors.categoryCycle());
  }

  /**
   * An empty slug is made from the name, and made again on edit when the name changes
   * (the edit form sends the old slug back, which then counts as not chosen). A generated slug
   * that clashes gets -2, -3…; a chosen one that clashes is refused.
   */
  private async chooseSlug(
    tx: CategoriesTx,
    next: { name: string; type: CategoryType; requested: string | undefined },
    current: CategoryEntity | null,
  ): Promise<string> {
    const nameChanged = current !== null && current.name !== next.name;
    let chosen: string | null = null;
    let kept = false;
    if (next.requested === undefined) {
      if (current && !nameChanged) {
        chosen = current.slug;
        kept = true;
      }
    } else if (next.requested !== '' && !(current && nameChanged && next.requested === current.slug)) {
      chosen = next.requested;
      kept = current !== null && next.requested === current.slug;
    }
    const exceptId = current?.id ?? null;

    if (chosen !== null) {
      if (kept && current!.type === next.type) return chosen;
      if (!kept && SLUG_FORBIDDEN.test(chosen)) throw new ServiceException(Errors.categorySlugInvalid());
      if (!(await tx.slugTaken(next.type, chosen, exceptId))) return chosen;
      // The category's own slug, clashing in the type it moves to: make it unique like a generated one.
      if (!kept) throw new ServiceException(Errors.categorySlugTaken(chosen, CATEGORY_TYPE_LABELS[next.type]));
      return firstFreeSlug(chosen, await tx.slugsLike(next.type, chosen, exceptId));
    }
    const base = categorySlug(next.name);
    return firstFreeSlug(base, await tx.slugsLike(next.type, base, exceptId));
  }

  private emit(event: typeof CatalogEvents.categoryCreated, category: CategoryEntity): Promise<void> {
    return this.events.publish(event, { id: category.id, type: category.type });
  }
}
