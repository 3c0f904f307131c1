import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pages publish like news (docs/publishing.md): the publishing columns, and an id the publishing
 * calls name a page by (the key stays unique). A page saved before is live as it was, so nothing
 * changes for visitors; who saved it is kept.
 */
export class PagePublishing1795954210400 implements MigrationInterface {
  name = 'PagePublishing1795954210400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "pages"
            ADD "state" character varying(10) NOT NULL DEFAULT 'draft',
            ADD "version" integer NOT NULL DEFAULT '1',
            ADD "draft" jsonb,
            ADD "publish_at" TIMESTAMP WITH TIME ZONE,
            ADD "unpublish_at" TIMESTAMP WITH TIME ZONE,
            ADD "last_published_at" TIMESTAMP WITH TIME ZONE,
            ADD "published_revision_id" integer,
            ADD "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            ADD "id" SERIAL NOT NULL
        `);
    await queryRunner.query(`
            UPDATE "pages" SET "state" = 'published', "last_published_at" = "updated_at", "saved_at" = "updated_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "pages" ALTER COLUMN "updated_by" TYPE character varying(100)
        `);
    await queryRunner.query(`
            ALTER TABLE "pages" DROP CONSTRAINT "PK_7b5dc194cef5f5d27b649487bc4"
        `);
    await queryRunner.query(`
            ALTER TABLE "pages"
            ADD CONSTRAINT "PK_8f21ed625aa34c8391d636b7d3b" PRIMARY KEY ("id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "pages_key" ON "pages" ("key")
        `);
    await queryRunner.query(`
            CREATE INDEX "pages_publish_at" ON "pages" ("publish_at")
            WHERE publish_at IS NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "pages"
            ADD CONSTRAINT "pages_state_check" CHECK (
                    state IN ('draft', 'scheduled', 'published', 'archived')
                )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DELETE FROM "revisions" WHERE "record_type" = 'page'
        `);
    await queryRunner.query(`
            DELETE FROM "preview_links" WHERE "record_type" = 'page'
        `);
    // What was live stays; an unpublished draft goes with its columns.
    await queryRunner.query(`
            ALTER TABLE "pages" DROP CONSTRAINT "pages_state_check"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."pages_publish_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."pages_key"
        `);
    await queryRunner.query(`
            ALTER TABLE "pages" DROP CONSTRAINT "PK_8f21ed625aa34c8391d636b7d3b"
        `);
    await queryRunner.query(`
            ALTER TABLE "pages"
            ADD CONSTRAINT "PK_7b5dc194cef5f5d27b649487bc4" PRIMARY KEY ("key")
        `);
    await queryRunner.query(`
            ALTER TABLE "pages" ALTER COLUMN "updated_by" TYPE character varying(50) USING left("updated_by", 50)
        `);
    await queryRunner.query(`
            ALTER TABLE "pages"
            DROP COLUMN "id",
            DROP COLUMN "saved_at",
            DROP COLUMN "published_revision_id",
            DROP COLUMN "last_published_at",
            DROP COLUMN "unpublish_at",
            DROP COLUMN "publish_at",
            DROP COLUMN "draft",
            DROP COLUMN "version",
            DROP COLUMN "state"
        `);
  }
}
