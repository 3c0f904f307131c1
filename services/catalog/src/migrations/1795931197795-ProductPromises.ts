import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A product's own 商品页承诺 lines over the settings' (issue 34, docs/pages.md); NULL: none. */
export class ProductPromises1795931197795 implements MigrationInterface {
  name = 'ProductPromises1795931197795';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "promises" jsonb
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "promises"
        `);
  }
}
