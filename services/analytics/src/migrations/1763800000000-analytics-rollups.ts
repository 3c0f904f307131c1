import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Enriched raw visits and the daily rollups every analytics call reads. Visits stored before this
 * migration have no enrichment: they count as direct visits from an unknown device, on their day in
 * Asia/Shanghai (the default ANALYTICS_TIME_ZONE), without unique visitors (no salt was kept).
 */
export class AnalyticsRollups1763800000000 implements MigrationInterface {
  name = 'AnalyticsRollups1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE visit_log
        ADD COLUMN host text,
        ADD COLUMN page_path text,
        ADD COLUMN day date,
        ADD COLUMN source text NOT NULL DEFAULT 'direct',
        ADD COLUMN source_name text NOT NULL DEFAULT '',
        ADD COLUMN device text NOT NULL DEFAULT 'other',
        ADD COLUMN browser text NOT NULL DEFAULT '',
        ADD COLUMN os text NOT NULL DEFAULT '',
        ADD COLUMN is_bot boolean NOT NULL DEFAULT false,
        ADD COLUMN visitor_hash bytea`);
    await q.query(`
      UPDATE visit_log SET
        page_path = left(coalesce(nullif(regexp_replace(page_url, '[?#].*$', ''), ''), '/'), 512),
        day = (visited_at AT TIME ZONE 'Asia/Shanghai')::date`);
    await q.query('ALTER TABLE visit_log ALTER COLUMN page_path SET NOT NULL, ALTER COLUMN day SET NOT NULL');

    await q.query(`
      CREATE TABLE daily_visits (
        day date PRIMARY KEY,
        visits bigint NOT NULL DEFAULT 0,
        unique_visitors bigint NOT NULL DEFAULT 0,
        bot_visits bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE daily_page_views (
        day date NOT NULL,
        page_path text NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, page_path)
      )`);
    await q.query(`
      CREATE TABLE daily_sources (
        day date NOT NULL,
        source text NOT NULL,
        name text NOT NULL,
        visits bigint NOT NULL,
        PRIMARY KEY (day, source, name)
      )`);
    await q.query(`
      CREATE TABLE daily_devices (
        day date NOT NULL,
        device text NOT NULL,
        visits bigint NOT NULL,
        PRIMARY KEY (day, device)
      )`);
    // Today's visitor hashes, to count each once; deleted with the day's salt.
    await q.query(`
      CREATE TABLE daily_visitors (
        day date NOT NULL,
        visitor_hash bytea NOT NULL,
        PRIMARY KEY (day, visitor_hash)
      )`);
    await q.query('CREATE TABLE visitor_salts (day date PRIMARY KEY, salt bytea NOT NULL)');
    await q.query(`
      CREATE TABLE dropped_visits (
        day date NOT NULL,
        reason text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (day, reason)
      )`);

    // Rollups of what was stored before.
    await q.query(`
      INSERT INTO daily_visits (day, visits, bot_visits)
      SELECT day, count(*) FILTER (WHERE NOT is_bot), count(*) FILTER (WHERE is_bot) FROM visit_log GROUP BY day`);
    await q.query(`
      INSERT INTO daily_page_views (day, page_path, views)
      SELECT day, page_path, count(*) FROM visit_log WHERE NOT is_bot GROUP BY day, page_path`);
    await q.query(`
      INSERT INTO daily_sources (day, source, name, visits)
      SELECT day, source, source_name, count(*) FROM visit_log WHERE NOT is_bot GROUP BY day, source, source_name`);
    await q.query(`
      INSERT INTO daily_devices (day, device, visits)
      SELECT day, device, count(*) FROM visit_log WHERE NOT is_bot GROUP BY day, device`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'dropped_visits',
      'visitor_salts',
      'daily_visitors',
      'daily_devices',
      'daily_sources',
      'daily_page_views',
      'daily_visits',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`
      ALTER TABLE visit_log
        DROP COLUMN host, DROP COLUMN page_path, DROP COLUMN day, DROP COLUMN source, DROP COLUMN source_name,
        DROP COLUMN device, DROP COLUMN browser, DROP COLUMN os, DROP COLUMN is_bot, DROP COLUMN visitor_hash`);
  }
}
