import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductSeoFields1795507522733 implements MigrationInterface {
  name = 'ProductSeoFields1795507522733';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "seo_title" character varying(60) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "seo_description" character varying(160) NOT NULL DEFAULT ''
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "seo_description"
        `);
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "seo_title"
        `);
  }
}
