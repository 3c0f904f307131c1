import { DataSource } from 'typeorm';
import { preparedQuery } from './prepared-query';

// Against the real PostgreSQL, on a pool of one connection so the session's prepared statements show.
describe('preparedQuery (medium)', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/postgres',
      extra: { max: 1 },
    });
    await dataSource.initialize();
  });
  afterAll(() => dataSource?.destroy());

  const prepared = async () =>
    (await dataSource.query<{ statement: string }[]>('SELECT statement FROM pg_prepared_statements')).map(
      (r) => r.statement,
    );

  it('answers rows like DataSource.query, and prepares each statement once per connection', async () => {
    const sum = 'SELECT $1::int + 1 AS n';
    const upper = 'SELECT upper($1::text) AS s';
    expect(await preparedQuery(dataSource, sum, [1])).toEqual([{ n: 2 }]);
    expect(await preparedQuery(dataSource, sum, [41])).toEqual([{ n: 42 }]);
    expect(await preparedQuery(dataSource, upper, ['ok'])).toEqual([{ s: 'OK' }]);
    const statements = await prepared();
    expect(statements.filter((s) => s === sum)).toHaveLength(1);
    expect(statements.filter((s) => s === upper)).toHaveLength(1);
  });

  it("refuses a bad statement with PostgreSQL's error, and the connection goes on", async () => {
    await expect(preparedQuery(dataSource, 'SELECT $1::int / 0 AS n', [1])).rejects.toThrow('division by zero');
    expect(await preparedQuery(dataSource, 'SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
  });
});
