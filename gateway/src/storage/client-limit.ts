/** The client has its share running and its line full: answer without the work (for a variant, the master). */
export class ClientBusyError extends Error {
  constructor() {
    super('this client has its share of work running and waiting');
  }
}

interface ClientState {
  running: number;
  waiting: Array<() => void>;
}

/**
 * Bounds the work one client (a visitor's address) can have going at once: `perClient` jobs run, up to
 * `lineLimit` more wait in the client's own line, in order; beyond that, ClientBusyError at once. So a
 * client asking for a flood of work takes no more of a shared queue than a page does.
 */
export class ClientLimit {
  private readonly clients = new Map<string, ClientState>();

  constructor(
    readonly perClient: number,
    readonly lineLimit: number,
  ) {}

  /** Jobs of no client (tools, seeders) are not bounded. */
  async run<T>(client: string | undefined, job: () => Promise<T>): Promise<T> {
    if (client === undefined) return job();
    let state = this.clients.get(client);
    if (!state) {
      state = { running: 0, waiting: [] };
      this.clients.set(client, state);
    }
    if (state.running < this.perClient) state.running++;
    else if (state.waiting.length >= this.lineLimit) throw new ClientBusyError();
    // The job that ends hands its place over (running stays the same).
    else await new Promise<void>((start) => state.waiting.push(start));
    try {
      return await job();
    } finally {
      const next = state.waiting.shift();
      if (next) next();
      else if (--state.running === 0) this.clients.delete(client);
    }
  }

  /** Clients with work running or waiting (for tests and metrics). */
  get size(): number {
    return this.clients.size;
  }
}
