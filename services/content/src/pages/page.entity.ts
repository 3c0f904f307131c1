import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A site page staff have saved (issue 34); a page never saved is its default (default-pages.ts). */
@Entity('pages')
export class PageEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  key: string;

  /** The sections as saved: `{ key, type, hidden, locked, version, data }[]`, each checked against its type. */
  @Column({ type: 'jsonb' })
  sections: unknown[];

  @Column({ name: 'updated_by', type: 'varchar', length: 50, nullable: true })
  updatedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
