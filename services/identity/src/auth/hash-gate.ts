/** Why the gate refused work: its queue was full, or the caller's time ran out while it waited. */
export class GateRefusal extends Error {
  constructor(readonly reason: 'busy' | 'expired') {
    super(reason === 'busy' ? 'hash queue full' : 'caller gave up while queued');
  }
}

export interface LaneLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting; one more is refused at once. */
  queue: number;
}

interface Waiting {
  deadline: number;
  start: () => void;
  refuse: (error: GateRefusal) => void;
}

/**
 * Caps concurrent password hashing (scrypt: 32 MiB and tens of milliseconds of CPU each) per
 * lane, so a flood cannot queue unbounded work or starve everything else. Lanes are separate:
 * a flood of untrusted attempts never delays the trusted lane. Work whose caller has already
 * given up (its deadline passed while it waited) is dropped instead of run.
 */
export class HashGate<Lane extends string> {
  private readonly running = new Map<Lane, number>();
  private readonly waiting = new Map<Lane, Waiting[]>();

  constructor(
    private readonly limits: Record<Lane, LaneLimits>,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when work for `lane` would be refused now: check this before doing anything costly. */
  isFull(lane: Lane): boolean {
    return (
      (this.running.get(lane) ?? 0) >= this.limits[lane].concurrency &&
      this.queueOf(lane).length >= this.limits[lane].queue
    );
  }

  async run<T>(lane: Lane, deadline: number, work: () => Promise<T>): Promise<T> {
    await this.enter(lane, deadline);
    try {
      return await work();
    } finally {
      this.leave(lane);
    }
  }

  private enter(lane: Lane, deadline: number): Promise<void> {
    if ((this.running.get(lane) ?? 0) < this.limits[lane].concurrency) {
      this.running.set(lane, (this.running.get(lane) ?? 0) + 1);
      return Promise.resolve();
    }
    const queue = this.queueOf(lane);
    if (queue.length >= this.limits[lane].queue) return Promise.reject(new GateRefusal('busy'));
    return new Promise<void>((start, refuse) => queue.push({ deadline, start, refuse }));
  }

  private leave(lane: Lane): void {
    const queue = this.queueOf(lane);
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next.deadline > this.now()) {
        next.start();
        return;
      }
      next.refuse(new GateRefusal('expired'));
    }
    this.running.set(lane, (this.running.get(lane) ?? 1) - 1);
  }

  private queueOf(lane: Lane): Waiting[] {
    let queue = this.waiting.get(lane);
    if (!queue) {
      queue = [];
      this.waiting.set(lane, queue);
    }
    return queue;
  }
}
