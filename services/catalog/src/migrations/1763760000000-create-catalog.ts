import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCatalog1763760000000 implements MigrationInterface {
  name = 'CreateCatalog1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE categories (
        id serial PRIMARY KEY,
        name varchar(50) NOT NULL CHECK (btrim(name) <> ''),
        slug varchar(120) NOT NULL CHECK (slug <> ''),
        -- A parent with children or products cannot be deleted (RESTRICT): the rules say so first.
        parent_id integer REFERENCES categories (id) ON DELETE RESTRICT CHECK (parent_id <> id),
        type varchar(10) NOT NULL CHECK (type IN ('news', 'product')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX categories_type_slug ON categories (type, lower(slug))');
    await queryRunner.query('CREATE INDEX categories_parent_id ON categories (parent_id)');

    await queryRunner.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL CHECK (btrim(name) <> ''),
        category_id integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        status varchar(10) NOT NULL CHECK (status IN ('开发中', '测试中', '已发布', '已停产')),
        price varchar(32) NOT NULL DEFAULT '',
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        description text NOT NULL DEFAULT '',
        -- Plain text of the description, for search.
        description_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX products_category_id ON products (category_id)');
    await queryRunner.query('CREATE INDEX products_status ON products (status)');
    await queryRunner.query('CREATE INDEX products_updated_at ON products (updated_at DESC)');

    await queryRunner.query(`
      CREATE TABLE product_images (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        image_url varchar(500) NOT NULL,
        image_order integer NOT NULL DEFAULT 0 CHECK (image_order >= 0),
        is_primary boolean NOT NULL DEFAULT false,
        alt_text varchar(200) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The gallery order, and the first image of each product for the list (LATERAL ... LIMIT 1).
    await queryRunner.query('CREATE INDEX product_images_order ON product_images (product_id, image_order, id)');
    // At most one primary image per product, whatever the application does.
    await queryRunner.query(
      'CREATE UNIQUE INDEX product_images_one_primary ON product_images (product_id) WHERE is_primary',
    );
    await queryRunner.query('CREATE UNIQUE INDEX product_images_product_url ON product_images (product_id, image_url)');
    // "Is this file still used by another image?" when an image or a product is deleted.
    await queryRunner.query('CREATE INDEX product_images_url ON product_images (image_url)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE product_images');
    await queryRunner.query('DROP TABLE products');
    await queryRunner.query('DROP TABLE categories');
  }
}
