import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitedUsers1796016497188 implements MigrationInterface {
  name = 'InvitedUsers1796016497188';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "invited" boolean NOT NULL DEFAULT false
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "invited"
        `);
  }
}
