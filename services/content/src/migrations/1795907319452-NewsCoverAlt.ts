import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A news cover's alt text (issue 33): null for the articles saved before it was asked. */
export class NewsCoverAlt1795907319452 implements MigrationInterface {
  name = 'NewsCoverAlt1795907319452';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "news"
            ADD "cover_alt" character varying(300)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "news" DROP COLUMN "cover_alt"
        `);
  }
}
