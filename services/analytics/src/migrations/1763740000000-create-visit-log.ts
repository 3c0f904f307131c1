import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVisitLog1763740000000 implements MigrationInterface {
  name = 'CreateVisitLog1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE visit_log (
        id uuid PRIMARY KEY,
        page_url text NOT NULL,
        referer text,
        user_agent text,
        visited_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL
      )`);
    // Append-only and time-ordered: a BRIN index is tiny and serves range scans by day.
    await queryRunner.query('CREATE INDEX visit_log_visited_at_brin ON visit_log USING brin (visited_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE visit_log');
  }
}
