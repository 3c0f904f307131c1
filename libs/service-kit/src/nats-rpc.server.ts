import { type CustomTransportStrategy, type MessageHandler, NatsContext, Server } from '@nestjs/microservices';
import { Errors, isServiceErrorPayload } from '@site/contracts';
import { connect, type Msg, type NatsConnection, type Subscription } from 'nats';
import { lastValueFrom } from 'rxjs';
import { natsHandlerSeconds } from './metrics';
import { SendBatch } from './send-batch';
import { incomingContext, inSpan, SpanKind } from './tracing';
import { decodeJson, encodeJson } from './wire';

export interface NatsRpcServerOptions {
  servers: string;
  /** Queue group: replicas of one service share the work. */
  queue: string;
  /** Subject namespace (e.g. "test1."), so two stacks can share a NATS server. */
  prefix: string;
  /** How long close() waits for handlers still running. */
  shutdownTimeoutMs: number;
  name: string;
  /** The app's NATS credentials and inbox prefix (natsAuthOptions). */
  auth?: { user?: string; pass?: string; inboxPrefix?: string };
}

/**
 * The services' side of our NATS calls, as a Nest transport: each `@Handles` method is subscribed
 * on `<prefix><subject>` in the service's queue group; a request's body is the payload as JSON and
 * the reply is `{ response }` or `{ err }` (the `{ status, code, message }` error shape). Built on
 * Nest's public `Server` class, so Nest still runs the pipes and exception filters.
 */
export class NatsRpcServer extends Server implements CustomTransportStrategy {
  private nc: NatsConnection | null = null;
  private readonly subs: Subscription[] = [];
  private inFlight = 0;
  private idle: (() => void) | null = null;
  private readonly replies = new SendBatch();

  constructor(private readonly options: NatsRpcServerOptions) {
    super();
  }

  /** The connection the handlers listen on, once listening (for the readiness check). */
  get connection(): NatsConnection | null {
    return this.nc;
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      this.nc = await connect({
        servers: this.options.servers,
        name: this.options.name,
        ...this.options.auth,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        noAsyncTraces: true,
      });
      // Each handler is looked up once here: Nest's lookup by pattern parses the pattern every time.
      for (const [subject, handler] of this.getHandlers()) {
        const sub = this.nc.subscribe(`${this.options.prefix}${subject}`, {
          queue: this.options.queue,
          callback: (error, msg) => {
            if (error) this.logger.error(error);
            else void this.handle(subject, handler, msg);
          },
        });
        this.subs.push(sub);
      }
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Answers one request in the caller's trace; never throws (a failure becomes the error reply). */
  async handle(subject: string, handler: MessageHandler, msg: Msg): Promise<void> {
    this.inFlight++;
    const started = performance.now();
    let outcome = 'ok';
    const reply = await inSpan(subject, SpanKind.SERVER, incomingContext(msg.headers), async (span) => {
      try {
        const data = msg.data.length ? decodeJson(msg.data) : undefined;
        const result = this.transformToObservable(await handler(data, new NatsContext([msg.subject, msg.headers])));
        const response: unknown = await lastValueFrom(result, { defaultValue: null });
        return { response: response ?? null };
      } catch (error) {
        if (!isServiceErrorPayload(error)) this.logger.error(error);
        outcome = isServiceErrorPayload(error) ? error.code : Errors.internal.code;
        span.setAttribute('rpc.error_code', outcome);
        return { err: isServiceErrorPayload(error) ? error : Errors.internal() };
      } finally {
        const seconds = (performance.now() - started) / 1000;
        natsHandlerSeconds.observe({ subject, outcome }, seconds);
        this.logger.debug?.(`${subject} handled in ${(seconds * 1000).toFixed(1)} ms`);
      }
    });
    this.replies.add(() => {
      try {
        if (msg.reply) msg.respond(encodeJson(reply));
      } catch (error) {
        // An answer too large for the server's max_payload, or a closed connection.
        this.logger.error(error);
        if (msg.reply) msg.respond(encodeJson({ err: Errors.internal() }));
      } finally {
        this.inFlight--;
        if (this.inFlight === 0) this.idle?.();
      }
    });
  }

  /** Stop taking messages, let the handlers in flight answer (up to the timeout), then drain. */
  async close(): Promise<void> {
    const nc = this.nc;
    if (!nc || nc.isClosed()) return;
    await Promise.allSettled(this.subs.map((s) => s.drain()));
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.shutdownTimeoutMs);
        this.idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await nc.drain().catch(() => undefined);
  }

  on(): void {
    throw new Error('NatsRpcServer has no events to listen to');
  }

  unwrap<T>(): T {
    if (!this.nc) throw new Error('NatsRpcServer is not listening');
    return this.nc as T;
  }
}
