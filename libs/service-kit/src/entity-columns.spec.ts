import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { entityColumns } from './entity-columns';

@Entity('things')
class ThingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ type: 'text', select: false })
  secret: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

describe('entityColumns', () => {
  it('lists the columns aliased to their property names, leaving out unselected ones', () => {
    expect(entityColumns(ThingEntity, 't')).toBe(
      't."id" AS "id", t."display_name" AS "displayName", t."created_at" AS "createdAt"',
    );
  });

  it('adds unselected columns named in also, and drops those named in except', () => {
    expect(entityColumns(ThingEntity, 't', { also: ['secret'], except: ['displayName', 'createdAt'] })).toBe(
      't."id" AS "id", t."secret" AS "secret"',
    );
  });
});
