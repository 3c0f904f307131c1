import { randomUUID } from 'node:crypto';
import { ErrorCode, JSONCodec, type NatsConnection, NatsError, type Subscription } from 'nats';
import { isServiceErrorPayload, SERVICE_LABELS, type ServiceName } from '@site/contracts';

/** A failed call, already in the shape the gateway answers with. */
export class RpcCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const RpcErrorCodes = {
  unavailable: 'SERVICE_UNAVAILABLE',
  timeout: 'SERVICE_TIMEOUT',
  internal: 'INTERNAL',
} as const;

interface NestReply {
  err?: unknown;
  response?: unknown;
}

const codec = JSONCodec<unknown>();

function serviceLabel(pattern: string): string {
  const service = pattern.split('.')[0] as ServiceName;
  return SERVICE_LABELS[service] ?? service;
}

/**
 * Request/reply and events over NATS in the wire format of Nest's NATS transport.
 * Used directly (not Nest's ClientProxy) so that "no responders" fails at once with a 503
 * instead of waiting for the timeout, and so subjects carry the stack's namespace.
 */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly timeoutMs: number,
  ) {}

  async request<T>(pattern: string, data: unknown = {}, options: { timeoutMs?: number } = {}): Promise<T> {
    const timeout = Math.min(options.timeoutMs ?? this.timeoutMs, this.timeoutMs);
    let reply: NestReply;
    try {
      const msg = await this.nc.request(`${this.prefix}${pattern}`, codec.encode({ pattern, data, id: randomUUID() }), {
        timeout,
      });
      reply = codec.decode(msg.data) as NestReply;
    } catch (error) {
      throw this.transportError(pattern, error);
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isServiceErrorPayload(reply.err)) throw new RpcCallError(reply.err.status, reply.err.code, reply.err.message);
      throw new RpcCallError(500, RpcErrorCodes.internal, '服务内部错误，请稍后重试');
    }
    return reply.response as T;
  }

  /** Fire-and-forget event (Nest treats a message without an id as an event). */
  emit(pattern: string, data: unknown): void {
    this.nc.publish(`${this.prefix}${pattern}`, codec.encode({ pattern, data }));
  }

  /**
   * Handles events published with emit() by any app of the stack (same namespace). With a queue
   * group, replicas share the events instead of each handling every one. A handler's failure is
   * given to `onError`; a malformed message is dropped.
   */
  subscribe<T>(
    pattern: string,
    handler: (data: T) => Promise<void> | void,
    options: { queue?: string; onError?: (error: unknown) => void } = {},
  ): Subscription {
    return this.nc.subscribe(`${this.prefix}${pattern}`, {
      queue: options.queue,
      callback: (error, msg) => {
        if (error) return options.onError?.(error);
        let data: unknown;
        try {
          data = (codec.decode(msg.data) as { data?: unknown }).data;
        } catch (decodeError) {
          return options.onError?.(decodeError);
        }
        Promise.resolve()
          .then(() => handler(data as T))
          .catch((handlerError: unknown) => options.onError?.(handlerError));
      },
    });
  }

  private transportError(pattern: string, error: unknown): RpcCallError {
    const label = serviceLabel(pattern);
    if (error instanceof NatsError && error.code === (ErrorCode.NoResponders as string)) {
      return new RpcCallError(503, RpcErrorCodes.unavailable, `${label}服务暂不可用，请稍后重试`);
    }
    if (error instanceof NatsError && error.code === (ErrorCode.Timeout as string)) {
      return new RpcCallError(503, RpcErrorCodes.timeout, `${label}服务响应超时，请稍后重试`);
    }
    return new RpcCallError(503, RpcErrorCodes.unavailable, `消息服务不可用，${label}服务暂时无法访问`);
  }
}
