import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing (issue 35): revisions and preview links, and news's states. Every article that exists
 * is published, so nothing changes for visitors; new ones start as drafts.
 */
export class Publishing1795941570031 implements MigrationInterface {
  name = 'Publishing1795941570031';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "revisions" (
                "id" SERIAL NOT NULL,
                "record_type" character varying(20) NOT NULL,
                "record_id" integer NOT NULL,
                "locale" character varying(10) NOT NULL DEFAULT 'zh',
                "action" character varying(12) NOT NULL,
                "version" integer NOT NULL,
                "fields" jsonb NOT NULL,
                "actor_id" integer,
                "actor_name" character varying(100) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "revisions_action_check" CHECK (
                    action IN (
                        'create',
                        'save',
                        'publish',
                        'unpublish',
                        'schedule',
                        'unschedule',
                        'restore',
                        'autosave'
                    )
                ),
                CONSTRAINT "PK_4aa9ee2c71c50508c3c501573c9" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "revisions_autosave" ON "revisions" ("record_type", "record_id", "locale", "actor_id")
            WHERE action = 'autosave'
        `);
    await queryRunner.query(`
            CREATE INDEX "revisions_record" ON "revisions" ("record_type", "record_id", "locale", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "preview_links" (
                "id" SERIAL NOT NULL,
                "token_hash" character(64) NOT NULL,
                "record_type" character varying(20) NOT NULL,
                "record_id" integer NOT NULL,
                "locale" character varying(10) NOT NULL DEFAULT 'zh',
                "created_by" character varying(100) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_0ab3ca8306c3fd8a5fe7fc697be" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "preview_links_token" ON "preview_links" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "preview_links_record" ON "preview_links" ("record_type", "record_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "state" character varying(10) NOT NULL DEFAULT 'draft'
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "version" integer NOT NULL DEFAULT '1'
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "draft" jsonb
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "publish_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "unpublish_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "last_published_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "published_revision_id" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "updated_by" character varying(100)
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
        `);
    await queryRunner.query(
      `UPDATE "news" SET "state" = 'published', "last_published_at" = "published_at", "saved_at" = "updated_at"`,
    );
    await queryRunner.query(`
            CREATE INDEX "news_unpublish_at" ON "news" ("unpublish_at")
            WHERE unpublish_at IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "news_publish_at" ON "news" ("publish_at")
            WHERE publish_at IS NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD CONSTRAINT "news_state_check" CHECK (
                    state IN ('draft', 'scheduled', 'published', 'archived')
                )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "news" DROP CONSTRAINT "news_state_check"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."news_publish_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."news_unpublish_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "saved_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "updated_by"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "published_revision_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "last_published_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "unpublish_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "publish_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "draft"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "version"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "state"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."preview_links_record"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."preview_links_token"
        `);
    await queryRunner.query(`
            DROP TABLE "preview_links"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."revisions_record"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."revisions_autosave"
        `);
    await queryRunner.query(`
            DROP TABLE "revisions"
        `);
  }
}
