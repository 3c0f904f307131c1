import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsTranslations1795990833093 implements MigrationInterface {
  name = 'NewsTranslations1795990833093';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "news_translations" (
                "state" character varying(10) NOT NULL DEFAULT 'draft',
                "version" integer NOT NULL DEFAULT '1',
                "draft" jsonb,
                "publish_at" TIMESTAMP WITH TIME ZONE,
                "unpublish_at" TIMESTAMP WITH TIME ZONE,
                "last_published_at" TIMESTAMP WITH TIME ZONE,
                "published_revision_id" integer,
                "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_by" character varying(100),
                "news_id" integer NOT NULL,
                "locale" character varying(10) NOT NULL,
                "title" character varying(200) NOT NULL,
                "content" text NOT NULL,
                "summary" character varying(500) NOT NULL DEFAULT '',
                "cover_alt" character varying(300),
                "seo_title" character varying(60) NOT NULL DEFAULT '',
                "seo_description" character varying(160) NOT NULL DEFAULT '',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "news_translations_state_check" CHECK (
                    state IN ('draft', 'scheduled', 'published', 'archived')
                ),
                CONSTRAINT "news_translations_title_check" CHECK (btrim(title) <> ''),
                CONSTRAINT "PK_ee921ea68ea18740cb3713be3e9" PRIMARY KEY ("news_id", "locale")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "news_translations_unpublish_at" ON "news_translations" ("unpublish_at")
            WHERE unpublish_at IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "news_translations_publish_at" ON "news_translations" ("publish_at")
            WHERE publish_at IS NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "news_translations"
            ADD CONSTRAINT "FK_f6463f823b5554ecccc3312370a" FOREIGN KEY ("news_id") REFERENCES "news"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "news_translations" DROP CONSTRAINT "FK_f6463f823b5554ecccc3312370a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."news_translations_publish_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."news_translations_unpublish_at"
        `);
    await queryRunner.query(`
            DROP TABLE "news_translations"
        `);
  }
}
