import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public product list's order (newest id first) over live products only: drafts, the newest ids,
 * would otherwise be skipped row by row at the head of the primary key on every read.
 */
export class ProductsLive1795957000000 implements MigrationInterface {
  name = 'ProductsLive1795957000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "products_live" ON "products" ("id" DESC)
            WHERE state = 'published'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."products_live"
        `);
  }
}
