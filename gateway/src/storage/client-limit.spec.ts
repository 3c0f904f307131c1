import { ClientBusyError, ClientLimit } from './client-limit';

/** A job that runs until the test ends it; `running` counts those started and not ended. */
function jobs() {
  const state = { running: 0, most: 0, started: [] as string[] };
  const ends = new Map<string, () => void>();
  const job = (name: string) => () => {
    state.started.push(name);
    state.most = Math.max(state.most, ++state.running);
    return new Promise<string>((resolve) =>
      ends.set(name, () => {
        state.running--;
        resolve(name);
      }),
    );
  };
  const end = async (name: string) => {
    ends.get(name)!();
    // Let the limit hand the place over.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { state, job, end };
}

describe('ClientLimit', () => {
  it('runs a client’s jobs two at a time in order, refuses past its line, and leaves other clients alone', async () => {
    const limit = new ClientLimit(2, 3);
    const { state, job, end } = jobs();
    const mine = ['a', 'b', 'c', 'd', 'e'].map((name) => limit.run('198.51.100.1', job(name)));
    await expect(limit.run('198.51.100.1', job('f'))).rejects.toBeInstanceOf(ClientBusyError);
    const theirs = limit.run('198.51.100.2', job('x'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.started).toEqual(['a', 'b', 'x']);

    await end('b');
    expect(state.started).toEqual(['a', 'b', 'x', 'c']);
    for (const name of ['a', 'c', 'd', 'e', 'x']) await end(name);
    expect(await Promise.all(mine)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await theirs).toBe('x');
    expect(state.most).toBe(3);
    expect(limit.size).toBe(0);
  });

  it('hands the place on when a job fails, and bounds nothing without a client', async () => {
    const limit = new ClientLimit(1, 1);
    const failing = limit.run('198.51.100.3', () => Promise.reject(new Error('decoder failed')));
    const next = limit.run('198.51.100.3', () => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('decoder failed');
    expect(await next).toBe('next');
    expect(limit.size).toBe(0);

    const { state, job, end } = jobs();
    const tools = ['t1', 't2', 't3'].map((name) => limit.run(undefined, job(name)));
    expect(state.running).toBe(3);
    for (const name of ['t1', 't2', 't3']) await end(name);
    expect(await Promise.all(tools)).toEqual(['t1', 't2', 't3']);
  });
});
