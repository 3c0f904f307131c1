import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CategoryType, ProductStatus } from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface SeedCategory {
  key: string;
  parentKey: string | null;
  name: string;
  slug: string;
  type: CategoryType;
  en: { name: string; slug: string };
}

export interface SeedProduct {
  categoryKey: string;
  name: string;
  status: ProductStatus;
  price: string;
  stock: number;
  description: string;
  descriptionText: string;
  /** Days before now it was created and last updated. */
  createdDaysAgo: number;
  updatedDaysAgo: number;
  images: { url: string; altText: string }[];
  /** The English version, published with the product; alt texts in the images' order. */
  en: { name: string; description: string; descriptionText: string; imageAlts: string[] } | null;
}

/** Writes the demo catalogue in one transaction, only into an empty catalogue. */
@Injectable()
export class CatalogSeedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Answers false (and writes nothing) when any category or product exists. */
  seedIfEmpty(categories: SeedCategory[], products: SeedProduct[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Replicas starting together: one seeds, the others then find data and stop.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('catalog.seed'))");
      const [{ n }] = await manager.query<{ n: number }[]>(
        'SELECT (SELECT count(*) FROM categories) + (SELECT count(*) FROM products) AS n',
      );
      if (Number(n) > 0) return false;
      const ids = await this.insertCategories(manager, categories);
      for (const product of products) await this.insertProduct(manager, ids, product);
      return true;
    });
  }

  private async insertCategories(manager: EntityManager, categories: SeedCategory[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const c of categories) {
      const [row] = await manager.query<{ id: number }[]>(
        `INSERT INTO categories (name, slug, parent_id, type, created_at, updated_at)
         VALUES ($1, $2, $3, $4, now() - interval '180 days', now() - interval '180 days') RETURNING id`,
        [c.name, c.slug, c.parentKey ? ids.get(c.parentKey) : null, c.type],
      );
      await manager.query(
        `INSERT INTO category_translations (category_id, locale, name, slug, updated_at)
         VALUES ($1, 'en', $2, $3, now() - interval '180 days')`,
        [row.id, c.en.name, c.en.slug],
      );
      ids.set(c.key, row.id);
    }
    return ids;
  }

  private async insertProduct(manager: EntityManager, ids: Map<string, number>, p: SeedProduct): Promise<void> {
    const [row] = await manager.query<{ id: number }[]>(
      // Published (docs/publishing.md): the demo's products are live, dated as their last update.
      `INSERT INTO products (name, category_id, status, price, stock, description, description_text, created_at,
                            updated_at, state, last_published_at, saved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8), now() - make_interval(days => $9),
               'published', now() - make_interval(days => $9), now() - make_interval(days => $9))
       RETURNING id`,
      [
        p.name,
        ids.get(p.categoryKey),
        p.status,
        p.price,
        p.stock,
        p.description,
        p.descriptionText,
        p.createdDaysAgo,
        p.updatedDaysAgo,
      ],
    );
    const images = await manager.query<{ id: number; image_order: number }[]>(
      `INSERT INTO product_images (product_id, image_url, image_order, is_primary, alt_text)
       SELECT $1, url, ord - 1, ord = 1, alt FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(url, alt, ord)
       RETURNING id, image_order`,
      [row.id, p.images.map((i) => i.url), p.images.map((i) => i.altText)],
    );
    const en = p.en;
    if (!en) return;
    const alts = Object.fromEntries(images.map((image) => [String(image.id), en.imageAlts[image.image_order]]));
    // Published as the Chinese row is, without a revision (as the Chinese has none).
    await manager.query(
      `INSERT INTO product_translations (product_id, locale, name, description, description_text, image_alts,
                                        state, last_published_at, saved_at, created_at, updated_at)
       SELECT id, 'en', $2, $3, $4, $5, 'published', last_published_at, saved_at, created_at, updated_at
       FROM products WHERE id = $1`,
      [row.id, en.name, en.description, en.descriptionText, JSON.stringify(alts)],
    );
  }
}
