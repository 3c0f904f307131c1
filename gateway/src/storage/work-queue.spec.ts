import { QueueFullError, WorkQueue } from './work-queue';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('WorkQueue', () => {
  it('runs at most its slots at once and starts waiting jobs in order', async () => {
    const queue = new WorkQueue(2, 10);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      queue.run(1, async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(queue.queued).toBe(2);
    gates[1].open();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((g) => g.open());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.active).toBe(0);
  });

  it('gives a heavy job several slots, and lets no later job overtake it', async () => {
    const queue = new WorkQueue(2, 10);
    const small = gate();
    const order: string[] = [];
    const first = queue.run(1, async () => {
      order.push('small');
      await small.opened;
    });
    const heavy = queue.run(5, () => Promise.resolve(order.push('heavy')));
    const after = queue.run(1, () => Promise.resolve(order.push('after')));
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['small']);
    small.open();
    await Promise.all([first, heavy, after]);
    expect(order).toEqual(['small', 'heavy', 'after']);
  });

  it('refuses at once when the line is full, and frees slots after a failure', async () => {
    const queue = new WorkQueue(1, 1);
    const hold = gate();
    const running = queue.run(1, () => hold.opened);
    const waiting = queue.run(1, () => Promise.reject(new Error('broken')));
    await expect(queue.run(1, () => Promise.resolve())).rejects.toBeInstanceOf(QueueFullError);
    hold.open();
    await running;
    await expect(waiting).rejects.toThrow('broken');
    await expect(queue.run(1, () => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
