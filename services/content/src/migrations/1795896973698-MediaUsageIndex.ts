import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media usage index (issue 33): which records show which uploads, who reported when, and each
 * rebuild; a record's kept flag, version (replace) and trash time.
 */
export class MediaUsageIndex1795896973698 implements MigrationInterface {
  name = 'MediaUsageIndex1795896973698';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "media_usage" (
                "service" character varying(20) NOT NULL,
                "kind" character varying(20) NOT NULL,
                "record_id" character varying(64) NOT NULL,
                "field" character varying(50) NOT NULL,
                "key" character varying(500) NOT NULL,
                CONSTRAINT "PK_7b39ecacfa3d9b2977c18ee4e33" PRIMARY KEY ("service", "kind", "record_id", "field", "key")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "media_usage_key" ON "media_usage" ("key")
        `);
    await queryRunner.query(`
            CREATE TABLE "media_usage_sources" (
                "service" character varying(20) NOT NULL,
                "kind" character varying(20) NOT NULL,
                "record_id" character varying(64) NOT NULL,
                "label" character varying(200) NOT NULL DEFAULT '',
                "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_19602bd4484439b4ef6f7d400a4" PRIMARY KEY ("service", "kind", "record_id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "media_usage_rebuilds" (
                "id" SERIAL NOT NULL,
                "finished_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "sources" integer NOT NULL,
                "references" integer NOT NULL,
                "added" integer NOT NULL,
                "removed" integer NOT NULL,
                "ms" integer NOT NULL,
                CONSTRAINT "PK_00a92cf922e10711fd7bc247514" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "kept" boolean NOT NULL DEFAULT false
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "version" integer NOT NULL DEFAULT '1'
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "trashed_at" TIMESTAMP WITH TIME ZONE
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "trashed_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "version"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "kept"
        `);
    await queryRunner.query(`
            DROP TABLE "media_usage_rebuilds"
        `);
    await queryRunner.query(`
            DROP TABLE "media_usage_sources"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."media_usage_key"
        `);
    await queryRunner.query(`
            DROP TABLE "media_usage"
        `);
  }
}
