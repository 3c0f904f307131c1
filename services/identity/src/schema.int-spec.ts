import { schemaDrift } from '@site/dev-stack';
import { entities, migrations } from './schema';

describe('identity schema', () => {
  it('is what the entities declare once the migrations have run (no drift)', async () => {
    expect(await schemaDrift('identity', { entities, migrations })).toEqual([]);
  });
});
