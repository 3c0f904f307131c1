import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * An address (its client key) an account signed in from successfully, and when last: like a trusted
 * device, attempts from it are counted apart from the account-wide count others can push up.
 */
@Entity('usual_addresses')
export class UsualAddressEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ name: 'address', type: 'varchar', length: 64 })
  address: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'usual_addresses_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'last_success_at', type: 'timestamptz', default: () => 'now()' })
  lastSuccessAt: Date;
}
