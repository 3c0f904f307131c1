import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SettingsTab } from '@site/contracts';
import { In, Repository } from 'typeorm';
import { SettingEntity } from './setting.entity';

@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(SettingEntity) private readonly rows: Repository<SettingEntity>) {}

  async findTabs(tabs: SettingsTab[]): Promise<Map<string, Record<string, unknown>>> {
    const found = await this.rows.findBy({ tab: In(tabs) });
    return new Map(found.map((row) => [row.tab, row.values]));
  }

  /** Inserts the tab only when it has no row yet (demo seed). */
  async insertIfMissing(tab: SettingsTab, values: Record<string, unknown>): Promise<void> {
    await this.rows.query('INSERT INTO settings (tab, values) VALUES ($1, $2) ON CONFLICT (tab) DO NOTHING', [
      tab,
      JSON.stringify(values),
    ]);
  }

  async upsert(tab: SettingsTab, values: Record<string, unknown>): Promise<void> {
    await this.rows.query(
      `INSERT INTO settings (tab, values, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (tab) DO UPDATE SET values = EXCLUDED.values, updated_at = now()`,
      [tab, JSON.stringify(values)],
    );
  }
}
