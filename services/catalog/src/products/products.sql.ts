// The catalog's read queries, in a module of their own so the benchmark's direct baseline
// (bench/src/catalog.ts) runs exactly these statements. Rows come back shaped like the entities
// (entityColumns), plus the joined values ProductRow adds. The list adds to the filter's three
// parameters $4 "ids below" (keyset, or NULL), $5 limit and $6 offset. The public reads (list, count,
// detail) see only published products (docs/publishing.md); the admin's read any state.

import { entityColumns, ilikeAny } from '@site/service-kit';
import { ProductImageEntity } from '../product-images/product-image.entity';
import { PRODUCT_SEARCH_COLUMNS, ProductEntity } from './product.entity';

/** Public reads leave the working copy out; the admin list marks a draft without reading it. */
const PRODUCT = entityColumns(ProductEntity, 'p', { except: ['draft'] });
const ADMIN_PRODUCT = entityColumns(ProductEntity, 'p');
const ADMIN_LIST_PRODUCT = `${entityColumns(ProductEntity, 'p', { except: ['draft', 'description'] })},
  CASE WHEN p.draft IS NULL THEN NULL ELSE '{}'::jsonb END AS "draft"`;
const IMAGE = entityColumns(ProductImageEntity, 'i');

/**
 * The filter of the list, shared by the page and the count. $1 category (with descendants, found by
 * a recursive CTE over parent_id), $2 status, $3 search pattern (over PRODUCT_SEARCH_COLUMNS); NULL
 * turns a condition off.
 */
const SCOPE = `
  WITH RECURSIVE scope(id) AS (
    SELECT id FROM categories WHERE id = $1
    UNION
    SELECT c.id FROM categories c JOIN scope s ON c.parent_id = s.id
  )`;
const ANY_STATE_FILTER = `
  ($1::int IS NULL OR p.category_id IN (SELECT id FROM scope))
  AND ($2::varchar IS NULL OR p.status = $2)
  AND ($3::text IS NULL OR ${ilikeAny(ProductEntity, 'p', PRODUCT_SEARCH_COLUMNS, '$3')})`;
const FILTER = `p.state = 'published' AND ${ANY_STATE_FILTER}`;
/** The admin's: $4 publishing state (NULL = any). */
const ADMIN_FILTER = `${ANY_STATE_FILTER} AND ($4::varchar IS NULL OR p.state = $4)`;

/**
 * One statement per page: the page of products is chosen first (indexes on id, category_id,
 * status), then joined with its category name and, per product, its first and its primary image
 * (LATERAL ... LIMIT 1 over the (product_id, image_order, id) index and the partial primary index).
 */
export const LIST_SQL = `${SCOPE},
  page AS (
    SELECT p.* FROM products p
    WHERE ${FILTER} AND ($4::int IS NULL OR p.id < $4)
    ORDER BY p.id DESC
    LIMIT $5 OFFSET $6
  )
  SELECT ${PRODUCT}, c.name AS "categoryName", fi.image_url AS "firstImage", pi.image_url AS "primaryImage"
  FROM page p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (
    SELECT image_url FROM product_images WHERE product_id = p.id ORDER BY image_order, id LIMIT 1
  ) fi ON true
  LEFT JOIN LATERAL (
    SELECT image_url FROM product_images WHERE product_id = p.id AND is_primary LIMIT 1
  ) pi ON true
  ORDER BY p.id DESC`;

export const COUNT_SQL = `${SCOPE}
  SELECT count(*)::int AS n FROM products p WHERE ${FILTER}`;

const detailSql = (columns: string, where: string) => `
  SELECT ${columns}, c.name AS "categoryName",
         (SELECT image_url FROM product_images WHERE product_id = p.id ORDER BY image_order, id LIMIT 1) AS "firstImage",
         (SELECT image_url FROM product_images WHERE product_id = p.id AND is_primary LIMIT 1) AS "primaryImage",
         COALESCE((
           SELECT json_agg(i) FROM (
             SELECT ${IMAGE} FROM product_images i WHERE i.product_id = p.id ORDER BY i.image_order, i.id
           ) i
         ), '[]'::json) AS images
  FROM products p
  JOIN categories c ON c.id = p.category_id
  WHERE ${where}`;

export const DETAIL_SQL = detailSql(PRODUCT, `p.id = $1 AND p.state = 'published'`);

/** Any state, with the draft (the admin, previews, publishing). */
export const ADMIN_DETAIL_SQL = detailSql(ADMIN_PRODUCT, 'p.id = $1');

/** The admin's page (offset paging, newest first): $5 limit, $6 offset. */
export const ADMIN_LIST_SQL = `${SCOPE},
  page AS (
    SELECT p.* FROM products p
    WHERE ${ADMIN_FILTER}
    ORDER BY p.id DESC
    LIMIT $5 OFFSET $6
  )
  SELECT ${ADMIN_LIST_PRODUCT}, c.name AS "categoryName", fi.image_url AS "firstImage", pi.image_url AS "primaryImage"
  FROM page p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (
    SELECT image_url FROM product_images WHERE product_id = p.id ORDER BY image_order, id LIMIT 1
  ) fi ON true
  LEFT JOIN LATERAL (
    SELECT image_url FROM product_images WHERE product_id = p.id AND is_primary LIMIT 1
  ) pi ON true
  ORDER BY p.id DESC`;

export const ADMIN_COUNT_SQL = `${SCOPE}
  SELECT count(*)::int AS n FROM products p WHERE ${ADMIN_FILTER}`;
