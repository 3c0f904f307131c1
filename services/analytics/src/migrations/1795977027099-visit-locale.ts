import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The rollups that take the language into their key, with the key they had before. */
const KEYED = [
  ['daily_page_views', 'day, page_path'],
  ['monthly_page_views', 'month, page_path'],
  ['daily_sources', 'day, source, name'],
  ['daily_devices', 'day, device'],
] as const;

/**
 * Each visit's language (from its page's path: `/en/…` is English, the root Chinese), in the raw log
 * and in every rollup's key, plus day totals and visitor hashes per language (unique visitors do not
 * add up across languages). Visits stored before this migration were all to the Chinese site, which
 * was the only one: they count as zh-CN. The columns keep no default afterwards, so a writer that
 * forgets the language fails instead of filing visits under Chinese.
 */
export class VisitLocale1795977027099 implements MigrationInterface {
  name = 'VisitLocale1795977027099';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE visit_log ADD COLUMN locale text NOT NULL DEFAULT 'zh-CN'`);
    await q.query('ALTER TABLE visit_log ALTER COLUMN locale DROP DEFAULT');
    for (const [table, key] of KEYED) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN locale text NOT NULL DEFAULT 'zh-CN'`);
      await q.query(`
        ALTER TABLE ${table}
          ALTER COLUMN locale DROP DEFAULT,
          DROP CONSTRAINT ${table}_pkey,
          ADD CONSTRAINT ${table}_pkey PRIMARY KEY (${key}, locale)`);
    }

    await q.query(`
      CREATE TABLE daily_locale_visits (
        day date NOT NULL,
        locale text NOT NULL,
        visits bigint NOT NULL DEFAULT 0,
        unique_visitors bigint NOT NULL DEFAULT 0,
        bot_visits bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (day, locale)
      )`);
    await q.query(`
      INSERT INTO daily_locale_visits (day, locale, visits, unique_visitors, bot_visits)
      SELECT day, 'zh-CN', visits, unique_visitors, bot_visits FROM daily_visits`);
    // Today's hashes per language, to count each once; deleted with the day's salt as daily_visitors is.
    await q.query(`
      CREATE TABLE daily_locale_visitors (
        day date NOT NULL,
        locale text NOT NULL,
        visitor_hash bytea NOT NULL,
        PRIMARY KEY (day, locale, visitor_hash)
      )`);
    await q.query(`
      INSERT INTO daily_locale_visitors (day, locale, visitor_hash)
      SELECT day, 'zh-CN', visitor_hash FROM daily_visitors`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE daily_locale_visitors');
    await q.query('DROP TABLE daily_locale_visits');
    // A key's rows in several languages fold into one before the language leaves the key.
    for (const [table, key] of KEYED) {
      const views = table.endsWith('page_views') ? 'views' : 'visits';
      await q.query(`
        CREATE TEMP TABLE folded AS
        SELECT ${key}, sum(${views}) AS ${views} FROM ${table} GROUP BY ${key}`);
      await q.query(`DELETE FROM ${table}`);
      await q.query(`
        ALTER TABLE ${table}
          DROP CONSTRAINT ${table}_pkey,
          DROP COLUMN locale,
          ADD CONSTRAINT ${table}_pkey PRIMARY KEY (${key})`);
      await q.query(`INSERT INTO ${table} (${key}, ${views}) SELECT ${key}, ${views} FROM folded`);
      await q.query('DROP TABLE folded');
    }
    await q.query('ALTER TABLE visit_log DROP COLUMN locale');
  }
}
