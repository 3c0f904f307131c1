import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The media library (issue 33, ADR 0010): one record per upload. */
export class MediaLibrary1795886765984 implements MigrationInterface {
  name = 'MediaLibrary1795886765984';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "media" (
                "id" SERIAL NOT NULL,
                "key" character varying(500) NOT NULL,
                "sha256" character(64) NOT NULL,
                "kind" character varying(10) NOT NULL,
                "content_type" character varying(100) NOT NULL,
                "width" integer NOT NULL,
                "height" integer NOT NULL,
                "bytes" integer NOT NULL,
                "file_name" character varying(255) NOT NULL DEFAULT '',
                "title" character varying(200) NOT NULL DEFAULT '',
                "alt_text" character varying(300) NOT NULL DEFAULT '',
                "tags" text array NOT NULL DEFAULT '{}',
                "uploaded_by" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "media_kind_sha256_key" UNIQUE ("kind", "sha256"),
                CONSTRAINT "media_key_key" UNIQUE ("key"),
                CONSTRAINT "media_size_check" CHECK (
                    width > 0
                    AND height > 0
                    AND bytes > 0
                ),
                CONSTRAINT "media_kind_check" CHECK (kind IN ('image', 'qrcode')),
                CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "media_created_at" ON "media" ("created_at", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."media_created_at"
        `);
    await queryRunner.query(`
            DROP TABLE "media"
        `);
  }
}
