import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One accepted submission per row, by hashed address: the rate limit counts them. */
@Entity('contact_submissions')
@Index('contact_submissions_address', ['addressHash', 'submittedAt'])
export class ContactSubmissionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'address_hash', type: 'char', length: 64 })
  addressHash: string;

  @Index('contact_submissions_submitted')
  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt: Date;
}
