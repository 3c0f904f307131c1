import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNews1764600000000 implements MigrationInterface {
  name = 'CreateNews1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram indexes let the case-insensitive search (ILIKE '%…%') use an index. pg_trgm is a
    // trusted extension (PostgreSQL 13+): the database owner may create it.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(`
      CREATE TABLE news (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        -- From the signed-in user who wrote it (identity's user id; no foreign key across services).
        author varchar(100) NOT NULL DEFAULT '',
        user_id integer,
        -- A news category of the catalog service; the catalog asks before deleting one.
        category_id integer NOT NULL CHECK (category_id > 0),
        -- Sanitised HTML.
        content text NOT NULL,
        cover_image varchar(500),
        -- Plain text, given or made from the content.
        summary varchar(500) NOT NULL DEFAULT '',
        published_at timestamptz NOT NULL DEFAULT now(),
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX news_category_id ON news (category_id)');
    // Newest first, the order of every list.
    await queryRunner.query('CREATE INDEX news_published_at ON news (published_at DESC, id DESC)');
    await queryRunner.query('CREATE INDEX news_title_trgm ON news USING gin (title gin_trgm_ops)');
    await queryRunner.query('CREATE INDEX news_summary_trgm ON news USING gin (summary gin_trgm_ops)');
    await queryRunner.query('CREATE INDEX news_author_trgm ON news USING gin (author gin_trgm_ops)');
    // "Does another article still show this cover?" when a cover is replaced or an article deleted.
    await queryRunner.query('CREATE INDEX news_cover_image ON news (cover_image) WHERE cover_image IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE news');
  }
}
