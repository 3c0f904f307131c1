import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The addresses each account signed in from lately (issue 32 #1): strangers' failures cannot lock them out. */
export class UsualAddresses1795600000000 implements MigrationInterface {
  name = 'UsualAddresses1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE usual_addresses (
        user_id integer NOT NULL,
        address varchar(64) NOT NULL,
        last_success_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, address),
        CONSTRAINT usual_addresses_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE usual_addresses');
  }
}
