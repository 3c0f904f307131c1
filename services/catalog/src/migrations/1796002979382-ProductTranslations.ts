import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductTranslations1796002979382 implements MigrationInterface {
  name = 'ProductTranslations1796002979382';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "product_translations" (
                "state" character varying(10) NOT NULL DEFAULT 'draft',
                "version" integer NOT NULL DEFAULT '1',
                "draft" jsonb,
                "publish_at" TIMESTAMP WITH TIME ZONE,
                "unpublish_at" TIMESTAMP WITH TIME ZONE,
                "last_published_at" TIMESTAMP WITH TIME ZONE,
                "published_revision_id" integer,
                "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_by" character varying(100),
                "product_id" integer NOT NULL,
                "locale" character varying(10) NOT NULL,
                "name" character varying(100) NOT NULL,
                "description" text NOT NULL DEFAULT '',
                "description_text" text NOT NULL DEFAULT '',
                "seo_title" character varying(60) NOT NULL DEFAULT '',
                "seo_description" character varying(160) NOT NULL DEFAULT '',
                "image_alts" jsonb NOT NULL DEFAULT '{}',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "product_translations_state_check" CHECK (
                    state IN ('draft', 'scheduled', 'published', 'archived')
                ),
                CONSTRAINT "product_translations_name_check" CHECK (btrim(name) <> ''),
                CONSTRAINT "PK_431218829bc5c5ec9230232b960" PRIMARY KEY ("product_id", "locale")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "product_translations_unpublish_at" ON "product_translations" ("unpublish_at")
            WHERE unpublish_at IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "product_translations_publish_at" ON "product_translations" ("publish_at")
            WHERE publish_at IS NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "product_translations"
            ADD CONSTRAINT "product_translations_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "product_translations" DROP CONSTRAINT "product_translations_product_id_fkey"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."product_translations_publish_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."product_translations_unpublish_at"
        `);
    await queryRunner.query(`
            DROP TABLE "product_translations"
        `);
  }
}
