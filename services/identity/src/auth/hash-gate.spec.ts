import { GateRefusal, HashGate } from './hash-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('HashGate', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, and refuses the rest at once', async () => {
    const gate = new HashGate({ open: { concurrency: 1, queue: 2 }, trusted: { concurrency: 1, queue: 1 } });
    const first = deferred();
    const order: number[] = [];
    const a = gate.run('open', Infinity, async () => {
      await first.promise;
      order.push(1);
    });
    const b = gate.run('open', Infinity, () => Promise.resolve(void order.push(2)));
    const c = gate.run('open', Infinity, () => Promise.resolve(void order.push(3)));
    expect(gate.isFull('open')).toBe(true);
    await expect(gate.run('open', Infinity, () => Promise.resolve(order.push(4)))).rejects.toEqual(
      new GateRefusal('busy'),
    );
    // Another lane is not held up by this one.
    expect(gate.isFull('trusted')).toBe(false);
    await gate.run('trusted', Infinity, () => Promise.resolve(void order.push(9)));
    first.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual([9, 1, 2, 3]);
    expect(gate.isFull('open')).toBe(false);
  });

  it('drops queued work whose caller has given up', async () => {
    let now = 0;
    const gate = new HashGate({ open: { concurrency: 1, queue: 5 } }, () => now);
    const first = deferred();
    const ran: string[] = [];
    const a = gate.run('open', 1000, async () => {
      await first.promise;
      ran.push('a');
    });
    const late = gate.run('open', 500, () => Promise.resolve(void ran.push('late')));
    const onTime = gate.run('open', 5000, () => Promise.resolve(void ran.push('on time')));
    now = 600;
    first.resolve();
    await a;
    await expect(late).rejects.toEqual(new GateRefusal('expired'));
    await onTime;
    expect(ran).toEqual(['a', 'on time']);
  });
});
