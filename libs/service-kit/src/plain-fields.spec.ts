import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { z } from 'zod';
import { camelCase, plainInputColumns, viewWithPlainFields } from './plain-fields';

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

  it('answers the view in its schema order: the made fields as given, the others from the camelCase row property', () => {
    const view = viewWithPlainFields(viewSchema, ['made_at']);
    const row = { id: 3, name: '网关', serialNo: 'SN-1', madeAt: new Date(0), extra: true };
    const answer = view(row, { made_at: row.madeAt.toISOString() });
    expect(JSON.stringify(answer)).toBe(
      '{"id":3,"name":"网关","serial_no":"SN-1","made_at":"1970-01-01T00:00:00.000Z"}',
    );
    expect(viewSchema.safeParse(answer).success).toBe(true);
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
