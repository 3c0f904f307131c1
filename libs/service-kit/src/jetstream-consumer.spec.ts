import { nanos } from 'nats';
import { durableConsumerConfig, isDataError, retryDelayMs, writeIsolating } from './jetstream-consumer';

const poison = (message: string) => Object.assign(new Error(message), { code: '22021' });

describe('writeIsolating', () => {
  it('stores every good item of a batch and refuses only the ones the database refuses', async () => {
    const stored: number[] = [];
    let writes = 0;
    const write = (part: readonly number[]) => {
      writes++;
      if (part.some((n) => n % 97 === 0)) return Promise.reject(poison('invalid byte sequence'));
      stored.push(...part);
      return Promise.resolve(part.length);
    };
    const items = Array.from({ length: 500 }, (_, i) => i + 1);
    const result = await writeIsolating(items, write, isDataError);
    expect(result.refused.map((r) => r.item)).toEqual([97, 194, 291, 388, 485]);
    expect(result.written).toBe(495);
    expect(stored.sort((a, b) => a - b)).toEqual(items.filter((n) => n % 97 !== 0));
    // Bisection, not one write per item.
    expect(writes).toBeLessThan(100);
  });

  it('throws a failure that is not about the data, so the whole batch is tried again later', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(writeIsolating([1, 2, 3], () => Promise.reject(down), isDataError)).rejects.toBe(down);
  });

  it('writes nothing for an empty batch', async () => {
    expect(await writeIsolating([], () => Promise.reject(new Error('never')), isDataError)).toEqual({
      written: 0,
      refused: [],
    });
  });
});

describe('isDataError', () => {
  it.each(['22021', '22008', '22P02', '23502', '54000'])('is poison for SQLSTATE %s', (code) => {
    expect(isDataError({ code })).toBe(true);
  });
  it.each(['57P01', '08006', '40001', 'ECONNREFUSED', undefined])('is not poison for %s', (code) => {
    expect(isDataError({ code })).toBe(false);
  });
});

describe('delivery policy', () => {
  const policy = { ackWaitMs: 10_000, maxDeliver: 100, backoffMs: [1000, 2000, 30_000], maxAckPending: 10 };

  it('backs off with each delivery, and repeats the last delay', () => {
    const at = (deliveryCount: number) => retryDelayMs({ info: { deliveryCount } } as never, policy);
    expect([at(1), at(2), at(3), at(50)]).toEqual([1000, 2000, 30_000, 30_000]);
  });

  it('declares max_deliver and a server-side backoff never shorter than ack_wait', () => {
    const config = durableConsumerConfig('worker', policy);
    expect(config.max_deliver).toBe(100);
    expect(config.backoff).toEqual([nanos(10_000), nanos(10_000), nanos(30_000)]);
    expect(config.ack_wait).toBe(nanos(10_000));
  });
});
