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

  it('starts a staff upload before a flood of waiting public variant jobs, and keeps the flood out of its line', async () => {
    const queue = new WorkQueue(2, 4);
    const order: string[] = [];
    const running = [gate(), gate()];
    const busy = running.map((g, i) =>
      queue.run(
        1,
        async () => {
          order.push(`public-${i}`);
          await g.opened;
        },
        'public',
      ),
    );
    // The flood: the public line fills and then refuses; the staff line is untouched.
    const flood = [0, 1, 2, 3].map((i) => queue.run(1, () => Promise.resolve(order.push(`waiting-${i}`)), 'public'));
    await expect(queue.run(1, () => Promise.resolve(), 'public')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.queuedIn('public')).toBe(4);
    const upload = queue.run(1, () => Promise.resolve(order.push('upload')), 'staff');
    expect(queue.queuedIn('staff')).toBe(1);
    running[0].open();
    await upload;
    running[1].open();
    await Promise.all([...busy, ...flood]);
    // The first slot freed went to the upload, ahead of the four public jobs that waited before it.
    expect(order).toEqual(['public-0', 'public-1', 'upload', 'waiting-0', 'waiting-1', 'waiting-2', 'waiting-3']);
  });

  it('lets a staff job start on a free slot although public jobs wait', async () => {
    const queue = new WorkQueue(2, 10);
    const hold = gate();
    const heavy = queue.run(2, () => hold.opened, 'public');
    const waiting = queue.run(2, () => Promise.resolve('public'), 'public');
    expect(queue.queuedIn('public')).toBe(1);
    hold.open();
    await heavy;
    expect(await Promise.all([waiting, queue.run(1, () => Promise.resolve('staff'), 'staff')])).toEqual([
      'public',
      'staff',
    ]);
  });
});
