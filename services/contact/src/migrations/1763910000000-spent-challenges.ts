import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Proof-of-work challenges of the contact form already answered (each answers once), until they expire. */
export class SpentChallenges1763910000000 implements MigrationInterface {
  name = 'SpentChallenges1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE spent_challenges (
        signature char(64) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE spent_challenges');
  }
}
