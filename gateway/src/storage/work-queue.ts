/** The queue is full: the caller should answer "busy" at once rather than hold the request. */
export class QueueFullError extends Error {
  constructor() {
    super('work queue full');
  }
}

interface Waiting {
  weight: number;
  start: () => void;
}

/**
 * `staff`: uploads, which an editor waits for. `public`: variants made on a visitor's first request,
 * which anyone can ask for in bulk (issue 32: 16 of them made an editor's upload wait 10 s). Each lane
 * has its own line of `queueLimit`, and a waiting staff job starts before any waiting public one.
 */
export type Lane = 'staff' | 'public';

/**
 * Runs heavy jobs a few at a time. Each job weighs 1 or more slots (a big picture needs more
 * memory than a small one), so the slots bound memory as well as CPU. Jobs beyond the slots wait
 * in order; when `queueLimit` are already waiting, `run` refuses at once.
 */
export class WorkQueue {
  private used = 0;
  private readonly lanes: Record<Lane, Waiting[]> = { staff: [], public: [] };

  constructor(
    readonly slots: number,
    readonly queueLimit: number,
  ) {
    if (slots < 1) throw new Error('a work queue needs at least one slot');
  }

  get active(): number {
    return this.used;
  }

  get queued(): number {
    return this.lanes.staff.length + this.lanes.public.length;
  }

  queuedIn(lane: Lane): number {
    return this.lanes[lane].length;
  }

  async run<T>(weight: number, job: () => Promise<T>, lane: Lane = 'staff'): Promise<T> {
    const need = Math.min(Math.max(1, Math.ceil(weight)), this.slots);
    await this.acquire(need, lane);
    try {
      return await job();
    } finally {
      this.used -= need;
      this.next();
    }
  }

  private acquire(need: number, lane: Lane): Promise<void> {
    // A staff job may start beside waiting public jobs; a public job never passes anyone waiting.
    const ahead = lane === 'staff' ? this.lanes.staff.length : this.queued;
    if (ahead === 0 && this.used + need <= this.slots) {
      this.used += need;
      return Promise.resolve();
    }
    const line = this.lanes[lane];
    if (line.length >= this.queueLimit) return Promise.reject(new QueueFullError());
    return new Promise((resolve) => line.push({ weight: need, start: resolve }));
  }

  /**
   * Starts waiting jobs while their slots are free: the staff lane first, each lane in order (no
   * overtaking within a lane: big jobs never starve behind small ones of their own lane).
   */
  private next(): void {
    for (;;) {
      const line = this.lanes.staff.length > 0 ? this.lanes.staff : this.lanes.public;
      if (line.length === 0 || this.used + line[0].weight > this.slots) return;
      const job = line.shift()!;
      this.used += job.weight;
      job.start();
    }
  }
}
