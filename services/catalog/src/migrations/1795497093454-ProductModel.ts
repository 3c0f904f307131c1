import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductModel1795497093454 implements MigrationInterface {
  name = 'ProductModel1795497093454';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products"
            ADD "model" character varying(64) NOT NULL DEFAULT ''
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "products" DROP COLUMN "model"
        `);
  }
}
