import { schemaDrift } from '@site/dev-stack';
import { entities, migrations } from './schema';

describe('content schema', () => {
  it('is what the entities declare once the migrations have run (no drift)', async () => {
    expect(await schemaDrift('content', { entities, migrations })).toEqual([]);
  });
});
