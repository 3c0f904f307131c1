import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { entityColumns, ilikeAny } from './entity-columns';

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

describe('ilikeAny', () => {
  it('matches the pattern parameter against the column of each named property', () => {
    expect(ilikeAny(ThingEntity, 't', ['displayName', 'secret'], '$3')).toBe(
      '(t."display_name" ILIKE $3 OR t."secret" ILIKE $3)',
    );
  });

  it('refuses a property that is not a column, and an empty list', () => {
    expect(() => ilikeAny(ThingEntity, 't', ['nope' as 'secret'], '$1')).toThrow('ThingEntity.nope is not a column');
    expect(() => ilikeAny(ThingEntity, 't', [], '$1')).toThrow('nothing to search');
  });
});
