import type { Role, UserStatus } from '@site/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
@Check('users_role_check', `role IN ('admin', 'editor', 'viewer')`)
@Check('users_status_check', `status IN ('active', 'inactive', 'disabled')`)
// Usernames are unique whatever their case (an expression index TypeORM cannot declare).
@Index('users_username_lower', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  role: Role;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: UserStatus;

  /** Never selected unless asked for by name. */
  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'totp_secret', type: 'text', nullable: true, select: false })
  totpSecret: string | null;

  @Column({ name: 'totp_pending_secret', type: 'text', nullable: true, select: false })
  totpPendingSecret: string | null;

  @Column({ name: 'totp_enabled', type: 'boolean', default: false })
  totpEnabled: boolean;

  /** The last TOTP time step used: a code is accepted once. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true, select: false })
  totpLastStep: string | null;

  /** Created by invitation and no password set yet (the stored hash is of a secret nobody knows). */
  @Column({ type: 'boolean', default: false })
  invited: boolean;

  @Column({ name: 'last_login', type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
