import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 商品页 settings tab (issue 34): its row may exist. TypeORM does not see a changed CHECK, so
 * this is written by hand; the constraint keeps the name PostgreSQL gave the column check.
 */
export class ProductSettingsTab1795931300000 implements MigrationInterface {
  name = 'ProductSettingsTab1795931300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE settings DROP CONSTRAINT settings_tab_check');
    await q.query(
      `ALTER TABLE settings ADD CONSTRAINT settings_tab_check CHECK (tab IN ('general', 'security', 'email', 'system', 'product'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM settings WHERE tab = 'product'`);
    await q.query('ALTER TABLE settings DROP CONSTRAINT settings_tab_check');
    await q.query(
      `ALTER TABLE settings ADD CONSTRAINT settings_tab_check CHECK (tab IN ('general', 'security', 'email', 'system'))`,
    );
  }
}
