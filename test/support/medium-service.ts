import { randomBytes } from 'node:crypto';
import { Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  Errors,
  type EventContract,
  type EventPayload,
  isServiceErrorPayload,
  type RpcContract,
  type RpcPayload,
  type RpcReply,
  type RpcRequest,
} from '@site/contracts';
import type { StackService } from '@site/dev-stack';
import {
  ContractPayloadPipe,
  EventBus,
  type EventRoute,
  loadConfig,
  NATS_CONNECTION,
  RpcCallError,
  RpcClient,
  SERVICE_CONFIG,
  SERVICE_NAME,
  serviceConfigSchema,
} from '@site/service-kit';
import { Client } from 'pg';
import { createFromTemplate, ensureTemplate } from './database-templates';
import { repoRoot } from './repo-root';

const PG_URL = 'postgres://postgres@127.0.0.1:5432';

/** An event the service published, as the bus would carry it (its payload checked against the contract). */
export interface PublishedEvent {
  subject: string;
  payload: unknown;
}

/** What another service answers a call with, in a medium test: a reply, or a failure thrown. */
type PeerHandler<C extends RpcContract> = (payload: RpcPayload<C>) => RpcReply<C> | Promise<RpcReply<C>>;

/**
 * The NATS boundary in a medium test: calls go to the peers the test registered (checked against
 * their contracts both ways); a call nobody answers fails as a stopped service does.
 */
export class PeerCalls {
  private readonly peers = new Map<string, (payload: unknown) => unknown>();

  answer<C extends RpcContract>(contract: C, handler: PeerHandler<C>): void {
    this.peers.set(contract.subject, (payload) => handler(contract.request.parse(payload) as RpcPayload<C>));
  }

  stop(contract: RpcContract): void {
    this.peers.delete(contract.subject);
  }

  async call<C extends RpcContract>(contract: C, payload: RpcRequest<C>): Promise<RpcReply<C>> {
    const peer = this.peers.get(contract.subject);
    if (!peer) throw RpcCallError.of(Errors.serviceUnavailable(contract.subject.split('.')[0]));
    return contract.reply.parse(await peer(payload)) as RpcReply<C>;
  }
}

/**
 * The event bus in a medium test: keeps what was published, in order, and hands the service's own
 * handlers (its `follow` and `consume` routes) the events a test delivers as another service's.
 */
export class RecordedEvents {
  readonly published: PublishedEvent[] = [];
  private routes: EventRoute[] = [];

  publish<E extends EventContract>(event: E, payload: EventPayload<E>): Promise<void> {
    this.published.push({ subject: event.subject, payload: event.payload.parse(payload) });
    return Promise.resolve();
  }

  /** The payloads published under one event, in order. */
  of<E extends EventContract>(event: E): EventPayload<E>[] {
    return this.published.filter((e) => e.subject === event.subject).map((e) => e.payload as EventPayload<E>);
  }

  /** `EventBus.follow`: live handlers (caches); `deliver` reaches them. */
  follow(routes: EventRoute[]): () => void {
    this.routes.push(...routes);
    return () => (this.routes = this.routes.filter((r) => !routes.includes(r)));
  }

  /** `EventBus.consume`: a durable consumer's handlers; `deliver` reaches them. */
  consume(_name: string, routes: EventRoute[]): { stop(): Promise<void> } {
    const stop = this.follow(routes);
    return { stop: () => Promise.resolve(stop()) };
  }

  /** An event as the bus would carry it to this service (checked by its contract), once its handlers are done. */
  async deliver<E extends EventContract>(event: E, payload: EventPayload<E>): Promise<void> {
    const checked = event.payload.parse(payload);
    const routes = this.routes.filter((r) => r.subject === event.subject);
    await Promise.all(routes.map(async (r) => r.handle(checked)));
  }
}

/** NATS's default message limit: what a service reads from `nc.info` to size its batches. */
const MAX_PAYLOAD = 1024 * 1024;

/** The NATS connection in a medium test: only the server's limits; sending anything fails by name. */
const refuse = (what: string) => () => {
  throw new Error(`a medium test has no NATS connection (nc.${what}); use an integration test`);
};
const noConnection = {
  info: { max_payload: MAX_PAYLOAD },
  ...Object.fromEntries(
    ['publish', 'request', 'subscribe', 'jetstream', 'jetstreamManager'].map((m) => [m, refuse(m)]),
  ),
};

export interface MediumService {
  module: TestingModule;
  peers: PeerCalls;
  events: RecordedEvents;
  /** Calls one of the service's handlers as NATS would: the request checked by the contract, refusals as RpcCallError. */
  call<C extends RpcContract>(contract: C, payload: RpcRequest<C>): Promise<RpcReply<C>>;
  /** Runs SQL against the service's own database (for checks). */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface MediumOptions {
  /** Peers that answer from the start (a service may call them while it starts). */
  peers?: PeerCalls;
  /** Variables the service's config reads (`CONTACT_PROOF_MAX_COUNTER`, `PASSWORD_HASH_COST` …). */
  env?: Record<string, string>;
}

/**
 * A service's Nest module in this process against a real PostgreSQL database of its own (a copy of
 * the migrated template), without NATS: calls to other services go to `peers`, events to `events`.
 * The style of immich's `newMediumService`: the service's rules and SQL, none of the processes.
 */
export async function newMediumService(
  service: StackService,
  imports: ModuleMetadata['imports'],
  options: MediumOptions = {},
): Promise<MediumService> {
  const template = await ensureTemplate(repoRoot, service, 'src');
  // Under the medium project's global setup the run's id leads, so its teardown drops the databases.
  const database = `t${process.env.TEST_RUN_ID ?? ''}m${randomBytes(4).toString('hex')}_${service}`;
  await createFromTemplate(database, template, PG_URL);
  const url = `${PG_URL}/${database}`;
  // The service's own config factories read the environment, as in its process: this test file's copy
  // of it (jest gives each file one).
  Object.assign(process.env, { DATABASE_URL: url, LOG_LEVEL: 'warn' }, options.env);
  const peers = options.peers ?? new PeerCalls();
  const events = new RecordedEvents();
  const config = loadConfig(serviceConfigSchema, { DATABASE_URL: url, LOG_LEVEL: 'warn', ...options.env });

  @Global()
  @Module({
    providers: [
      { provide: SERVICE_NAME, useValue: service },
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: RpcClient, useValue: peers },
      { provide: EventBus, useValue: events },
      { provide: NATS_CONNECTION, useValue: noConnection },
    ],
    exports: [SERVICE_NAME, SERVICE_CONFIG, RpcClient, EventBus, NATS_CONNECTION],
  })
  class MediumKitModule {}

  const module = await Test.createTestingModule({
    imports: [
      TypeOrmModule.forRoot({ type: 'postgres', url, autoLoadEntities: true, synchronize: false, extra: { max: 5 } }),
      MediumKitModule,
      DiscoveryModule,
      ...(imports ?? []),
    ],
  }).compile();
  module.useLogger(['error', 'warn']);
  await module.init();

  const handlers = new Map<string, (payload: unknown) => unknown>();
  for (const wrapper of module.get(DiscoveryService).getControllers()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const key of Object.getOwnPropertyNames(prototype)) {
      const method = (prototype as Record<string, unknown>)[key];
      if (typeof method !== 'function') continue;
      const patterns = Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined;
      for (const pattern of patterns ?? []) {
        if (typeof pattern === 'string') handlers.set(pattern, (payload) => (method as Type).call(instance, payload));
      }
    }
  }

  return {
    module,
    peers,
    events,
    async call(contract, payload) {
      const handler = handlers.get(contract.subject);
      if (!handler) throw new Error(`no handler for ${contract.subject} in this module`);
      try {
        const checked = new ContractPayloadPipe(contract.request).transform(payload ?? {});
        const reply = await handler(checked);
        return contract.reply.parse(reply) as RpcReply<typeof contract>;
      } catch (error) {
        const payload = (error as { payload?: unknown }).payload;
        // What a caller across NATS gets: the service's `{ status, code, message }` as an RpcCallError.
        if (isServiceErrorPayload(payload)) throw RpcCallError.of(payload);
        throw error;
      }
    },
    async query(sql, params = []) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async close() {
      await module.close();
      // Without the run's teardown (a file run on its own), drop the database now.
      if (!process.env.TEST_RUN_ID) {
        const client = new Client({ connectionString: `${PG_URL}/postgres` });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).finally(() => client.end());
      }
    },
  };
}
