import { z } from 'zod';

/**
 * One declaration per NATS call: its subject (`<service>.<object>.<verb>`), what the caller sends
 * and what the handler answers. The caller (`RpcClient.call`) and the handler (`@Handles`) are
 * typed from it; the handler validates the request, the caller checks the reply outside production.
 */
export interface RpcContract<Req extends z.ZodType = z.ZodType, Rep extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Rep;
}

/** One declaration per event (`<service>.<object>.<past-tense verb>`), published after a commit. */
export interface EventContract<P extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly payload: P;
}

/** What a caller sends (before the handler's defaults and transforms). */
export type RpcRequest<C extends RpcContract> = z.input<C['request']>;
/** What a handler receives, once validated. */
export type RpcPayload<C extends RpcContract> = z.output<C['request']>;
/** What a handler answers and a caller receives. */
export type RpcReply<C extends RpcContract> = z.output<C['reply']>;
export type EventPayload<E extends EventContract> = z.output<E['payload']>;

const SUBJECT = /^[a-z]+\.[a-z-]+\.[a-z-]+$/;

export function defineRpc<Req extends z.ZodType, Rep extends z.ZodType>(
  contract: RpcContract<Req, Rep>,
): RpcContract<Req, Rep> {
  if (!SUBJECT.test(contract.subject)) throw new Error(`bad RPC subject ${contract.subject}`);
  return contract;
}

export function defineEvent<P extends z.ZodType>(contract: EventContract<P>): EventContract<P> {
  if (!SUBJECT.test(contract.subject)) throw new Error(`bad event subject ${contract.subject}`);
  return contract;
}

/** Requests that carry nothing. */
export const emptyRequest = z.object({}).optional();
/** Answers of writes that return nothing (deletes, appends): the transport sends null. */
export const emptyReply = z.union([z.void(), z.null()]);

/** The stream holding the domain events of a stack; its name carries the NATS namespace. */
export const eventStreamName = (natsPrefix: string) => `${natsPrefix.replace(/[^A-Za-z0-9_-]/g, '_')}EVENTS`;

/** A group of calls under prefixed keys (`newsPublish`), to spread into a service's flat contract object. */
export function prefixed<P extends string, T extends Record<string, unknown>>(
  prefix: P,
  calls: T,
): { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] } {
  return Object.fromEntries(
    Object.entries(calls).map(([key, call]) => [`${prefix}${key[0].toUpperCase()}${key.slice(1)}`, call]),
  ) as never;
}
