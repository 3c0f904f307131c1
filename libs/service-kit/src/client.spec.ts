// The gateway imports `./client` so that it starts without loading TypeORM, which it never uses.
jest.mock('typeorm', () => {
  throw new Error('client.ts loaded typeorm');
});
jest.mock('@nestjs/typeorm', () => {
  throw new Error('client.ts loaded @nestjs/typeorm');
});

describe('service-kit client entry', () => {
  it('loads without TypeORM', () => {
    const client = jest.requireActual<typeof import('./client')>('./client');
    expect(typeof client.RpcClient).toBe('function');
    expect(typeof client.EventBus).toBe('function');
  });

  it('the guard works: the full index does load TypeORM', () => {
    expect(() => jest.requireActual('./index')).toThrow(/typeorm/);
  });
});
