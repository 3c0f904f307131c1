import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing (issue 35, docs/publishing.md): the catalog's revisions and preview links, and products'
 * states. Every product that exists is published, dated as before, so nothing changes for visitors;
 * new ones start as drafts.
 */
export class Publishing1795943250793 implements MigrationInterface {
  name = 'Publishing1795943250793';

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
            ALTER TABLE "products"
            ADD "state" character varying(10) NOT NULL DEFAULT 'draft'
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "version" integer NOT NULL DEFAULT '1'
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "draft" jsonb
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "publish_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "unpublish_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "last_published_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "published_revision_id" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
        `);
    await queryRunner.query(
      `UPDATE "products" SET "state" = 'published', "last_published_at" = "updated_at", "saved_at" = "updated_at"`,
    );
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "updated_by" character varying(100)
        `);
    await queryRunner.query(`
            CREATE INDEX "products_unpublish_at" ON "products" ("unpublish_at")
            WHERE unpublish_at IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "products_publish_at" ON "products" ("publish_at")
            WHERE publish_at IS NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD CONSTRAINT "products_state_check" CHECK (
                    state IN ('draft', 'scheduled', 'published', 'archived')
                )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products" DROP CONSTRAINT "products_state_check"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."products_publish_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."products_unpublish_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "updated_by"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "saved_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "published_revision_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "last_published_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "unpublish_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "publish_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "draft"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "version"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "state"
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
