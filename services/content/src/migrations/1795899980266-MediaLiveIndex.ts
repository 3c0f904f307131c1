import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The library lists files out of the trash: a partial index makes that list's count an index-only scan. */
export class MediaLiveIndex1795899980266 implements MigrationInterface {
  name = 'MediaLiveIndex1795899980266';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."media_created_at"
        `);
    await queryRunner.query(`
            CREATE INDEX "media_live" ON "media" ("created_at", "id")
            WHERE trashed_at IS NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."media_live"
        `);
    await queryRunner.query(`
            CREATE INDEX "media_created_at" ON "media" ("created_at", "id")
        `);
  }
}
