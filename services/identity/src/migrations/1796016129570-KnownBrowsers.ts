import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The browsers each account signed in from (docs/accounts.md#notices): any other gets a notice. */
export class KnownBrowsers1796016129570 implements MigrationInterface {
  name = 'KnownBrowsers1796016129570';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "known_browsers" (
                "user_id" integer NOT NULL,
                "browser_hash" character(64) NOT NULL,
                "first_seen" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_seen" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "user_agent" character varying(300),
                CONSTRAINT "PK_1e2042bb06a35a3e70d6b030aa0" PRIMARY KEY ("user_id", "browser_hash")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "known_browsers"
            ADD CONSTRAINT "known_browsers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "known_browsers" DROP CONSTRAINT "known_browsers_user_id_fkey"
        `);
    await queryRunner.query(`
            DROP TABLE "known_browsers"
        `);
  }
}
