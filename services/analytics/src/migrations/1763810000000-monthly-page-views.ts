import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Page views by month: a year's top pages read twelve rows a page instead of 365. */
export class MonthlyPageViews1763810000000 implements MigrationInterface {
  name = 'MonthlyPageViews1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE monthly_page_views (
        month date NOT NULL,
        page_path text NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (month, page_path)
      )`);
    await q.query(`
      INSERT INTO monthly_page_views (month, page_path, views)
      SELECT date_trunc('month', day)::date, page_path, sum(views) FROM daily_page_views GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE monthly_page_views');
  }
}
