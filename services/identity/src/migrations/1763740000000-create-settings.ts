import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSettings1763740000000 implements MigrationInterface {
  name = 'CreateSettings1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE settings (
        tab varchar(20) PRIMARY KEY CHECK (tab IN ('general', 'security', 'email', 'system')),
        values jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE settings');
  }
}
