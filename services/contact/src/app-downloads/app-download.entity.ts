import type { AppPlatform } from '@site/contracts';
import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('app_downloads')
@Check('app_downloads_platform_check', `platform IN ('android', 'android-beta', 'ios', 'ios-beta')`)
export class AppDownloadEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  platform: AppPlatform;

  @Column({ type: 'varchar', length: 50, default: '' })
  version: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  @Column({ name: 'qrcode_url', type: 'varchar', length: 500, default: '' })
  qrcodeUrl: string;

  @Column({ name: 'download_url', type: 'varchar', length: 500, default: '' })
  downloadUrl: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
