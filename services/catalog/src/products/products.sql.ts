// The catalog's read queries, in a module of their own so the benchmark's direct baseline
// (bench/src/catalog.ts) runs exactly these statements. The list adds to the filter's three
// parameters $4 "ids below" (keyset, or NULL), $5 limit and $6 offset.

/**
 * The filter of the list, shared by the page and the count. $1 category (with descendants, found by
 * a recursive CTE over parent_id), $2 status, $3 search pattern; NULL turns a condition off.
 */
const SCOPE = `
  WITH RECURSIVE scope(id) AS (
    SELECT id FROM categories WHERE id = $1
    UNION
    SELECT c.id FROM categories c JOIN scope s ON c.parent_id = s.id
  )`;
const FILTER = `
  ($1::int IS NULL OR p.category_id IN (SELECT id FROM scope))
  AND ($2::varchar IS NULL OR p.status = $2)
  AND ($3::text IS NULL OR p.name ILIKE $3 OR p.description_text ILIKE $3)`;

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
  SELECT p.id, p.name, p.category_id, c.name AS category_name, p.status, p.price, p.stock, p.description,
         p.created_at, p.updated_at, fi.image_url AS first_image, pi.image_url AS primary_image,
         -- The JSON size of the row's texts (escapes included), so replies are cut to fit a NATS message
         -- without serialising each row twice.
         octet_length(to_json(p.description)::text) + octet_length(to_json(p.name)::text)
           + octet_length(to_json(c.name)::text) + octet_length(to_json(p.price)::text)
           + 2 * coalesce(octet_length(to_json(fi.image_url)::text), 0)
           + 2 * coalesce(octet_length(to_json(pi.image_url)::text), 0) AS json_bytes
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

export const DETAIL_SQL = `
  SELECT p.id, p.name, p.category_id, c.name AS category_name, p.status, p.price, p.stock, p.description,
         p.created_at, p.updated_at,
         (SELECT image_url FROM product_images WHERE product_id = p.id ORDER BY image_order, id LIMIT 1) AS first_image,
         (SELECT image_url FROM product_images WHERE product_id = p.id AND is_primary LIMIT 1) AS primary_image,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'id', i.id, 'product_id', i.product_id, 'image_url', i.image_url,
                    'image_order', i.image_order, 'is_primary', i.is_primary, 'alt_text', i.alt_text)
                  ORDER BY i.image_order, i.id)
           FROM product_images i WHERE i.product_id = p.id
         ), '[]'::json) AS images
  FROM products p
  JOIN categories c ON c.id = p.category_id
  WHERE p.id = $1`;
