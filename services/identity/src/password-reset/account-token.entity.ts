import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export const TOKEN_PURPOSES = ['reset', 'invite', 'email-change'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A one-time link's token (docs/accounts.md): only its SHA-256 is stored. */
@Entity('account_tokens')
@Check('account_tokens_purpose_check', `purpose IN ('reset', 'invite', 'email-change')`)
export class AccountTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('account_tokens_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_tokens_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  purpose: TokenPurpose;

  /** Hex SHA-256 of the token. */
  @Index('account_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** A newer token of the same purpose moves this to its own creation (the older one reads as expired). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** The new address an e-mail-change token confirms. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  email: string | null;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
