import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public news list's order over live news only: drafts (dated when made, so newest) would
 * otherwise sit ahead of it in news_published_at, to be skipped row by row on every read.
 */
export class NewsPublishedLive1795957000000 implements MigrationInterface {
  name = 'NewsPublishedLive1795957000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "news_published_live" ON "news" ("published_at" DESC, "id" DESC)
            WHERE state = 'published'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."news_published_live"
        `);
  }
}
