import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from 'nats';

export interface NamespacedNatsOptions {
  servers: string;
  /** Queue group: replicas of one service share the work. */
  queue: string;
  /** Subject namespace (e.g. "test1."), so two stacks can share a NATS server. */
  prefix: string;
  /** How long close() waits for handlers still running. */
  shutdownTimeoutMs: number;
  name: string;
}

/**
 * Nest's NATS server with a subject namespace and a graceful close: stop taking messages,
 * let the handlers in flight answer, then drain the connection.
 */
export class NamespacedNatsServer extends ServerNats {
  private readonly prefix: string;
  private readonly queue: string;
  private readonly shutdownTimeoutMs: number;
  private readonly subs: Subscription[] = [];
  private inFlight = 0;
  private idle: (() => void) | null = null;

  constructor(options: NamespacedNatsOptions) {
    const natsOptions: NatsOptions['options'] = {
      servers: options.servers,
      queue: options.queue,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    };
    super(natsOptions);
    this.prefix = options.prefix;
    this.queue = options.queue;
    this.shutdownTimeoutMs = options.shutdownTimeoutMs;
  }

  override bindEvents(client: NatsConnection): void {
    for (const pattern of this.messageHandlers.keys()) {
      const handler = this.getMessageHandler(pattern).bind(this) as (error: Error | null, msg: Msg) => void;
      const sub = client.subscribe(`${this.prefix}${pattern}`, { queue: this.queue, callback: handler });
      this.subs.push(sub);
    }
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    this.inFlight++;
    try {
      return await super.handleMessage(channel, natsMsg);
    } finally {
      // The reply is sent on the next tick after the handler settles (Nest's send()).
      setImmediate(() => {
        this.inFlight--;
        if (this.inFlight === 0) this.idle?.();
      });
    }
  }

  override async close(): Promise<void> {
    const nc = (this as unknown as { natsClient: NatsConnection | null }).natsClient;
    if (!nc || nc.isClosed()) return;
    await Promise.allSettled(this.subs.map((s) => s.drain()));
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.shutdownTimeoutMs);
        this.idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await nc.drain().catch(() => undefined);
  }
}
