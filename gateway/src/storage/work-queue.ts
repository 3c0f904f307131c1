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
 * Runs heavy jobs a few at a time. Each job weighs 1 or more slots (a big picture needs more
 * memory than a small one), so the slots bound memory as well as CPU. Jobs beyond the slots wait
 * in order; when `queueLimit` are already waiting, `run` refuses at once.
 */
export class WorkQueue {
  private used = 0;
  private readonly waiting: Waiting[] = [];

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
    return this.waiting.length;
  }

  async run<T>(weight: number, job: () => Promise<T>): Promise<T> {
    const need = Math.min(Math.max(1, Math.ceil(weight)), this.slots);
    await this.acquire(need);
    try {
      return await job();
    } finally {
      this.used -= need;
      this.next();
    }
  }

  private acquire(need: number): Promise<void> {
    if (this.waiting.length === 0 && this.used + need <= this.slots) {
      this.used += need;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLimit) return Promise.reject(new QueueFullError());
    return new Promise((resolve) => this.waiting.push({ weight: need, start: resolve }));
  }

  /** Starts waiting jobs in order while their slots are free (no overtaking: big jobs never starve). */
  private next(): void {
    while (this.waiting.length > 0 && this.used + this.waiting[0].weight <= this.slots) {
      const job = this.waiting.shift()!;
      this.used += job.weight;
      job.start();
    }
  }
}
