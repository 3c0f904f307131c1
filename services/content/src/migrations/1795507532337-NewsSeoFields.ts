import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsSeoFields1795507532337 implements MigrationInterface {
  name = 'NewsSeoFields1795507532337';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "seo_title" character varying(60) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "seo_description" character varying(160) NOT NULL DEFAULT ''
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "seo_description"
        `);
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "seo_title"
        `);
  }
}
