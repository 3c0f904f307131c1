import { MigrationInterface, QueryRunner } from 'typeorm';

export class PageTranslations1796003044254 implements MigrationInterface {
  name = 'PageTranslations1796003044254';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "page_translations" (
                "state" character varying(10) NOT NULL DEFAULT 'draft',
                "version" integer NOT NULL DEFAULT '1',
                "draft" jsonb,
                "publish_at" TIMESTAMP WITH TIME ZONE,
                "unpublish_at" TIMESTAMP WITH TIME ZONE,
                "last_published_at" TIMESTAMP WITH TIME ZONE,
                "published_revision_id" integer,
                "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_by" character varying(100),
                "page_id" integer NOT NULL,
                "locale" character varying(10) NOT NULL,
                "title" character varying(60) NOT NULL DEFAULT '',
                "texts" jsonb NOT NULL DEFAULT '{}'::jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "page_translations_state_check" CHECK (
                    state IN ('draft', 'scheduled', 'published', 'archived')
                ),
                CONSTRAINT "PK_9f6bfa9d10fd04a6fc418f819ba" PRIMARY KEY ("page_id", "locale")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "page_translations_unpublish_at" ON "page_translations" ("unpublish_at")
            WHERE unpublish_at IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "page_translations_publish_at" ON "page_translations" ("publish_at")
            WHERE publish_at IS NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "page_translations"
            ADD CONSTRAINT "FK_6d1cec12d03e88227d4fa28b6c4" FOREIGN KEY ("page_id") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "page_translations" DROP CONSTRAINT "FK_6d1cec12d03e88227d4fa28b6c4"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."page_translations_publish_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."page_translations_unpublish_at"
        `);
    await queryRunner.query(`
            DROP TABLE "page_translations"
        `);
  }
}
