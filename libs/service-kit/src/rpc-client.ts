import {
  Errors,
  isServiceErrorPayload,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
  SERVICE_LABELS,
  type ServiceName,
} from '@site/contracts';
import { context } from '@opentelemetry/api';
import { ErrorCode as NatsErrorCode, type NatsConnection, NatsError } from 'nats';
import { natsRequestSeconds } from './metrics';
import { ReplyInbox } from './reply-inbox';
import { inSpan, outgoingHeaders, SpanKind } from './tracing';
import { describeZodError } from './zod-errors';
import { decodeJson, encodeJson } from './wire';

/** A failed call, already in the shape the gateway answers with. */
export class RpcCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  static of(payload: { status: number; code: string; message: string; retryAfter?: unknown }): RpcCallError {
    const retryAfter = typeof payload.retryAfter === 'number' ? payload.retryAfter : undefined;
    return new RpcCallError(payload.status, payload.code, payload.message, retryAfter);
  }
}

export interface RpcClientOptions {
  /** Subject namespace of the stack. */
  prefix: string;
  /** Upper bound of every call's timeout. */
  timeoutMs: number;
  /** Check every reply against its contract (development and tests); production may skip it for speed. */
  checkReplies: boolean;
}

interface Reply {
  response?: unknown;
  err?: unknown;
}

function serviceLabel(subject: string): string {
  const service = subject.slice(0, subject.indexOf('.')) as ServiceName;
  return SERVICE_LABELS[service] ?? service;
}

/**
 * Our NATS calls, typed from their contracts. "No responders" fails at once with a
 * 503 instead of waiting for the timeout, and subjects carry the stack's namespace.
 */
export class RpcClient {
  private readonly inbox: ReplyInbox;

  constructor(
    nc: NatsConnection,
    private readonly options: RpcClientOptions,
  ) {
    this.inbox = new ReplyInbox(nc);
  }

  async call<C extends RpcContract>(
    contract: C,
    payload: RpcRequest<C>,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcReply<C>> {
    const timeout = Math.min(options.timeoutMs ?? this.options.timeoutMs, this.options.timeoutMs);
    const stopTimer = natsRequestSeconds.startTimer({ subject: contract.subject });
    const reply = await inSpan(contract.subject, SpanKind.CLIENT, context.active(), async () => {
      try {
        const msg = await this.inbox.request(`${this.options.prefix}${contract.subject}`, encodeJson(payload ?? {}), {
          timeout,
          headers: outgoingHeaders(),
        });
        return decodeJson(msg.data) as Reply;
      } catch (error) {
        const failure = this.transportError(contract.subject, error);
        stopTimer({ outcome: failure.code });
        throw failure;
      }
    });
    stopTimer({ outcome: isServiceErrorPayload(reply.err) ? reply.err.code : 'ok' });
    if (reply.err !== undefined && reply.err !== null) {
      throw RpcCallError.of(isServiceErrorPayload(reply.err) ? reply.err : Errors.internal());
    }
    if (this.options.checkReplies) {
      const checked = contract.reply.safeParse(reply.response);
      if (!checked.success) {
        throw new RpcCallError(
          500,
          Errors.internal.code,
          `${contract.subject} 的应答不符合约定：${describeZodError(checked.error)}`,
        );
      }
    }
    return reply.response as RpcReply<C>;
  }

  private transportError(subject: string, error: unknown): RpcCallError {
    const label = serviceLabel(subject);
    if (error instanceof NatsError && error.code === (NatsErrorCode.NoResponders as string)) {
      return RpcCallError.of(Errors.serviceUnavailable(label));
    }
    if (error instanceof NatsError && error.code === (NatsErrorCode.Timeout as string)) {
      return RpcCallError.of(Errors.serviceTimeout(label));
    }
    return RpcCallError.of(Errors.busUnavailable(label));
  }
}
