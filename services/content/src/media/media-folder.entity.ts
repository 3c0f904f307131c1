import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A folder of the media library: one level; a file is in at most one. */
@Entity('media_folders')
@Unique('media_folders_name_key', ['name'])
@Check('media_folders_name_check', `btrim(name) <> ''`)
export class MediaFolderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
