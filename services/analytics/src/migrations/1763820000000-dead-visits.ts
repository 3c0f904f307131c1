import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visits the database refused, or stream messages delivered too often without success: kept
 * as text (JSON, every odd character escaped) for people to look at, never in the figures.
 */
export class DeadVisits1763820000000 implements MigrationInterface {
  name = 'DeadVisits1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dead_visits (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        reason text NOT NULL,
        error text NOT NULL,
        payload text NOT NULL
      )`);
    await q.query('CREATE INDEX dead_visits_at ON dead_visits (at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dead_visits');
  }
}
