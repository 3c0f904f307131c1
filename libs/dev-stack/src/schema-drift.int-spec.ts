import { Column, Entity, type MigrationInterface, PrimaryGeneratedColumn, type QueryRunner } from 'typeorm';
import { schemaDrift } from './schema-drift';

@Entity('gadgets')
class GadgetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, default: '' })
  model: string;
}

class CreateGadgets1000000000000 implements MigrationInterface {
  name = 'CreateGadgets1000000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gadgets (id serial PRIMARY KEY, model varchar(64) NOT NULL DEFAULT '')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE gadgets');
  }
}

class CreateGadgetsWithoutModel1000000000000 implements MigrationInterface {
  name = 'CreateGadgetsWithoutModel1000000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE gadgets (id serial PRIMARY KEY)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE gadgets');
  }
}

describe('schemaDrift', () => {
  it('answers nothing when the migrations build what the entities declare', async () => {
    expect(await schemaDrift('kit', { entities: [GadgetEntity], migrations: [CreateGadgets1000000000000] })).toEqual(
      [],
    );
  });

  it('answers the statements that would bring the schema to the entities when they differ', async () => {
    const drift = await schemaDrift('kit', {
      entities: [GadgetEntity],
      migrations: [CreateGadgetsWithoutModel1000000000000],
    });
    expect(drift).toEqual([expect.stringMatching(/ALTER TABLE "gadgets" ADD "model" character varying\(64\)/)]);
  });
});
