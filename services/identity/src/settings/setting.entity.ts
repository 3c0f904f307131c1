import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One row per settings tab; values not stored yet fall back to the defaults in contracts. */
@Entity('settings')
export class SettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  tab: string;

  @Column({ type: 'jsonb' })
  values: Record<string, unknown>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
