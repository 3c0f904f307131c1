import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One row per settings tab; values not stored yet fall back to the defaults in contracts. */
@Entity('settings')
@Check('settings_tab_check', `tab IN ('general', 'security', 'email', 'system', 'product')`)
export class SettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  tab: string;

  @Column({ type: 'jsonb', default: {} })
  values: Record<string, unknown>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
