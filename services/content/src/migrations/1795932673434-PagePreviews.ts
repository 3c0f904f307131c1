import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Preview links of unsaved page drafts (issue 34): each gone an hour after it was made. */
export class PagePreviews1795932673434 implements MigrationInterface {
  name = 'PagePreviews1795932673434';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "page_previews" (
                "token_hash" character(64) NOT NULL,
                "page_key" character varying(40) NOT NULL,
                "sections" jsonb NOT NULL,
                "created_by" character varying(50) NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_1b52b480931d18eb9c057f5a4e8" PRIMARY KEY ("token_hash")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_735983318fec2a5a3868ec54e0" ON "page_previews" ("expires_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_735983318fec2a5a3868ec54e0"
        `);
    await queryRunner.query(`
            DROP TABLE "page_previews"
        `);
  }
}
