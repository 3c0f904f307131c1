import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One number that changes whenever a transaction that wrote media or media_usage commits: the
 * library's list pages are kept in memory under it (MediaService) and read again once it moves.
 * The triggers are deferred to commit, so a reader never sees the number before the rows behind
 * it, and a writer takes the row's lock after every other lock it needs (no deadlock). The number
 * is the writer's transaction id: one update per transaction, however many rows it wrote.
 */
export class MediaGeneration1795910000000 implements MigrationInterface {
  name = 'MediaGeneration1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "media_generation" (
              "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
              "n" bigint NOT NULL
            )
        `);
    await queryRunner.query(`INSERT INTO "media_generation" ("n") VALUES (0)`);
    await queryRunner.query(`
            CREATE FUNCTION media_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              UPDATE media_generation SET n = pg_current_xact_id()::text::bigint
               WHERE n <> pg_current_xact_id()::text::bigint;
              RETURN NULL;
            END $$
        `);
    for (const table of ['media', 'media_usage']) {
      await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER "${table}_generation" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION media_generation_bump()
        `);
      await queryRunner.query(`
            CREATE TRIGGER "${table}_generation_truncate" AFTER TRUNCATE ON "${table}"
            FOR EACH STATEMENT EXECUTE FUNCTION media_generation_bump()
        `);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['media', 'media_usage']) {
      await queryRunner.query(`DROP TRIGGER "${table}_generation_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_generation" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION media_generation_bump()`);
    await queryRunner.query(`DROP TABLE "media_generation"`);
  }
}
