import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site pages staff edit (issue 34); a page with no row shows its default sections. */
export class Pages1795921940247 implements MigrationInterface {
  name = 'Pages1795921940247';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "pages" (
                "key" character varying(40) NOT NULL,
                "sections" jsonb NOT NULL,
                "updated_by" character varying(50),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_7b5dc194cef5f5d27b649487bc4" PRIMARY KEY ("key")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "pages"
        `);
  }
}
