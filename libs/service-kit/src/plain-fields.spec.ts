import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { z } from 'zod';
import { camelCase, plainInputColumns, plainViewFields } from './plain-fields';

@Entity('gadgets')
class GadgetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'serial_no', type: 'text' })
  serialNo: string;

  @Column({ name: 'made_at', type: 'timestamptz' })
  madeAt: Date;
}

const viewSchema = z.strictObject({ id: z.number(), name: z.string(), serial_no: z.string(), made_at: z.string() });
const inputSchema = z.object({ name: z.string().trim(), serial_no: z.string().optional(), owner: z.number() });

describe('plain fields', () => {
  it('turns snake_case keys into camelCase property names', () => {
    expect(camelCase('seo_description')).toBe('seoDescription');
    expect(camelCase('line_2_text')).toBe('line2Text');
    expect(camelCase('name')).toBe('name');
  });

  it('copies every view field but the excepted ones from the camelCase row property', () => {
    const plain = plainViewFields(viewSchema, ['made_at']);
    const row = { id: 3, name: '网关', serialNo: 'SN-1', madeAt: new Date(0), extra: true };
    expect(plain(row)).toEqual({ id: 3, name: '网关', serial_no: 'SN-1' });
    expect(viewSchema.parse({ ...plain(row), made_at: row.madeAt.toISOString() })).toBeTruthy();
  });

  it('copies every input field but the excepted ones to its column, undefined kept as undefined', () => {
    const plain = plainInputColumns(inputSchema, GadgetEntity, ['owner']);
    expect(plain(inputSchema.parse({ name: ' 网关 ', owner: 1 }))).toEqual({ name: '网关', serialNo: undefined });
    expect(plain(inputSchema.parse({ name: 'a', serial_no: 'SN-2', owner: 1 }))).toEqual({
      name: 'a',
      serialNo: 'SN-2',
    });
  });

  it('refuses an input field that is not a column of the entity', () => {
    expect(() => plainInputColumns(inputSchema, GadgetEntity, [])).toThrow('GadgetEntity has no column for owner');
  });
});
