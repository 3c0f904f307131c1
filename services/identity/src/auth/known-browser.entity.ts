import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A browser (the SHA-256 of its `bid` cookie) that signed in to the account: a sign-in from any
 * other browser gets a notice by mail (docs/accounts.md#notices).
 */
@Entity('known_browsers')
export class KnownBrowserEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ name: 'browser_hash', type: 'char', length: 64 })
  browserHash: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'known_browsers_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'first_seen', type: 'timestamptz', default: () => 'now()' })
  firstSeen: Date;

  @Column({ name: 'last_seen', type: 'timestamptz', default: () => 'now()' })
  lastSeen: Date;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;
}
