import { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaTranslations1795978062916 implements MigrationInterface {
  name = 'MediaTranslations1795978062916';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "translations" jsonb NOT NULL DEFAULT '{}'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "translations"
        `);
  }
}
