import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogRpc,
  Errors,
  type ProductAdminListAnswer,
  type ProductAdminListMessage,
  type ProductAdminView,
  type ProductDetailView,
  type ProductInput,
  type ProductListBatch,
  isTranslatedLocale,
  type Locale,
  type RpcPayload,
  type SessionUser,
} from '@site/contracts';
import {
  actorName,
  type Done,
  EventBus,
  fitToPayload,
  keyedCreate,
  NATS_CONNECTION,
  payloadBudget,
  ServiceException,
} from '@site/service-kit';
import type { NatsConnection } from 'nats';
import { ProductUsage } from '../product-images/product-usage';
import { cleanDraft, toColumns, toProductAdminListItem, workingCopy } from './product-draft';
import { ProductPublishingService } from './product-publishing.service';
import { ProductsRepository } from './products.repository';
import { toProductDetailView, toProductView } from './product-view';
import { toTranslatedDetailView } from './product-translation-draft';
import { ProductTranslationsRepository } from './product-translations.repository';

/**
 * A reply must stay under the NATS server's payload limit (max_payload, 1 MB by default): the
 * list is answered in batches of at most this many rows that fit the limit (fitToPayload), and
 * the gateway asks for the next one (keyset on id).
 */
export const LIST_BATCH_ROWS = 2000;

/**
 * The rules of products: a product category, a sanitised description, a price or 价格面议. A new
 * product is a draft, and a save changes the working copy only: it goes live on publish
 * (ProductPublishingService, docs/publishing.md). Public reads see published products only. Events
 * go out after the commit.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly events: EventBus,
    private readonly usage: ProductUsage,
    private readonly publishing: ProductPublishingService,
    private readonly translations: ProductTranslationsRepository,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  /**
   * One batch of the filtered list of published products, newest first; in another language, those
   * live in it too, in its words (category names in it where the category has one).
   */
  async list(m: RpcPayload<typeof CatalogRpc.productList>): Promise<ProductListBatch> {
    const filter = { categoryId: m.category, status: m.status, search: m.search };
    const wanted = Math.min(m.limit ?? LIST_BATCH_ROWS, LIST_BATCH_ROWS);
    const page = { afterId: m.afterId, offset: m.offset, limit: wanted + 1 };
    const locale = m.locale && isTranslatedLocale(m.locale) ? m.locale : undefined;
    const [rows, total] = await Promise.all([
      locale ? this.translations.listPublished(filter, locale, page) : this.products.list(filter, page),
      !m.withTotal
        ? Promise.resolve(null)
        : locale
          ? this.translations.countPublished(filter, locale)
          : this.products.count(filter),
    ]);
    const { items, cut } = fitToPayload(rows.slice(0, wanted).map(toProductView), payloadBudget(this.nc));
    const moreRows = rows.length > wanted && (m.limit === undefined || items.length < m.limit);
    return { items, total, more: cut || moreRows };
  }

  /** The admin's list: any publishing state, or the one asked for (`state`), one page. */
  async adminList(m: ProductAdminListMessage): Promise<ProductAdminListAnswer> {
    const filter = { categoryId: m.category, status: m.status, search: m.search };
    const state = m.state ?? null;
    const [rows, total] = await Promise.all([
      this.products.adminList(filter, state, { offset: (m.page - 1) * m.limit, limit: m.limit }),
      this.products.adminCount(filter, state),
    ]);
    const versions = await this.translations.publicationsOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) =>
        toProductAdminListItem(
          row,
          versions.filter((v) => v.productId === row.id),
        ),
      ),
      total,
      page: m.page,
      totalPages: Math.ceil(total / m.limit),
    };
  }

  /** A published product; in another language, with its words there, if that translation is published too. */
  async get(id: number, locale?: Locale): Promise<ProductDetailView> {
    if (locale && isTranslatedLocale(locale)) {
      const row = await this.translations.findPublished(id, locale);
      if (!row) throw new ServiceException(Errors.productNotFound());
      return toTranslatedDetailView(row, row, row.categoryName);
    }
    const row = await this.products.findDetail(id);
    if (!row) throw new ServiceException(Errors.productNotFound());
    return toProductDetailView(row);
  }

  /** The admin's product in any state: its working copy and where it stands. */
  adminGet(id: number): Promise<ProductAdminView> {
    return this.publishing.adminView(id);
  }

  /**
   * A new draft (`publish`: live at once, 保存并发布). With an Idempotency-Key, a retry answers the
   * product the first try made.
   */
  async create(
    actor: SessionUser,
    input: ProductInput,
    idempotencyKey?: string | null,
    publish = false,
  ): Promise<ProductAdminView> {
    const draft = cleanDraft(input);
    let live: Done[] = [];
    const { id, created } = await this.products.transaction((tx) =>
      tx.createOnce(keyedCreate(idempotencyKey, input), async () => {
        await tx.requireProductCategory(draft.category);
        const id = await tx.insert(toColumns(draft), draft, actorName(actor));
        live = await this.publishing.created(tx, id, draft, actor, publish);
        return id;
      }),
    );
    if (created) {
      await this.events.publish(CatalogEvents.productCreated, { id });
      await this.usage.report(id);
      await this.publishing.announce(live);
    }
    return this.publishing.adminView(id);
  }

  /**
   * Saves the working copy from the version it started from (a stale one is a 409). Nothing public
   * changes unless `publish`. A price, description, SEO field or promises left out keep what the
   * working copy has.
   */
  async update(
    id: number,
    actor: SessionUser,
    input: ProductInput,
    version?: number,
    publish = false,
  ): Promise<ProductAdminView> {
    const current = await this.products.findAny(id);
    if (!current) throw new ServiceException(Errors.productNotFound());
    const draft = cleanDraft(input, workingCopy(current));
    await this.publishing.requireCategory(draft.category);
    return this.publishing.saveAndView(id, draft, actor, { version, publish }, () =>
      this.events.publish(CatalogEvents.productUpdated, { id }),
    );
  }

  /** Its images go with it (their files stay in the media library), and its history and preview links. */
  async remove(id: number): Promise<void> {
    await this.products.transaction(async (tx) => {
      if (!(await tx.lock(id))) throw new ServiceException(Errors.productNotFound());
      await tx.delete(id);
      await this.publishing.forget(tx, id);
    });
    await this.events.publish(CatalogEvents.productDeleted, { id });
    await this.usage.report(id);
  }
}
