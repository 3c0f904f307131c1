import { randomUUID } from 'node:crypto';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { defineRpc, emptyReply, Errors, type RpcPayload } from '@site/contracts';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { Handles } from './handles.decorator';
import { NatsRpcServer } from './nats-rpc.server';
import { RpcCallError, RpcClient } from './rpc-client';
import { AllRpcExceptionsFilter } from './rpc-exception.filter';
import { ServiceException } from './service-exception';

// Our transport rides on Nest's public Server class; these checks fail if a Nest upgrade changes
// how handlers, pipes or exception filters reach it.
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

const Test = {
  double: defineRpc({
    subject: 'test.number.double',
    request: z.object({ n: z.number().int() }),
    reply: z.object({ n: z.number() }),
  }),
  refuse: defineRpc({ subject: 'test.number.refuse', request: z.object({}), reply: emptyReply }),
  crash: defineRpc({ subject: 'test.number.crash', request: z.object({}), reply: emptyReply }),
  nothing: defineRpc({ subject: 'test.number.nothing', request: z.object({}), reply: emptyReply }),
  slow: defineRpc({ subject: 'test.number.slow', request: z.object({ ms: z.number() }), reply: z.literal('done') }),
  /** Answers something other than its contract says. */
  liar: defineRpc({ subject: 'test.number.liar', request: z.object({}), reply: z.object({ n: z.number() }) }),
};

@Controller()
class NumbersController {
  @Handles(Test.double)
  double({ n }: RpcPayload<typeof Test.double>) {
    return { n: n * 2 };
  }

  @Handles(Test.refuse)
  refuse(): void {
    throw new ServiceException(Errors.productNotFound());
  }

  @Handles(Test.crash)
  crash(): void {
    throw new Error('boom');
  }

  @Handles(Test.nothing)
  async nothing(): Promise<void> {}

  @Handles(Test.slow)
  async slow({ ms }: RpcPayload<typeof Test.slow>) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return 'done' as const;
  }

  @Handles(Test.liar)
  liar() {
    return { n: 'not a number' } as unknown as { n: number };
  }
}

@Module({ controllers: [NumbersController], providers: [{ provide: APP_FILTER, useClass: AllRpcExceptionsFilter }] })
class NumbersModule {}

describe('NatsRpcServer and RpcClient', () => {
  const prefix = `t${randomUUID().slice(0, 8)}.`;
  let app: INestMicroservice;
  let nc: NatsConnection;
  let rpc: RpcClient;

  beforeAll(async () => {
    app = await NestFactory.createMicroservice(NumbersModule, {
      strategy: new NatsRpcServer({ servers: NATS_URL, queue: 'numbers', prefix, shutdownTimeoutMs: 5000, name: 't' }),
      logger: false,
    });
    await app.listen();
    nc = await connect({ servers: NATS_URL });
    rpc = new RpcClient(nc, { prefix, timeoutMs: 2000, checkReplies: true });
  });

  afterAll(async () => {
    await app?.close();
    await nc?.close();
  });

  it('answers a call with the handler result', async () => {
    expect(await rpc.call(Test.double, { n: 21 })).toEqual({ n: 42 });
  });

  it('refuses a payload that breaks the contract with a Chinese 400, before the handler runs', async () => {
    await expect(rpc.call(Test.double, { n: 1.5 })).rejects.toMatchObject({
      status: 400,
      code: Errors.validation.code,
    });
  });

  it('carries a ServiceException across as it is, and hides an unexpected error behind a 500', async () => {
    await expect(rpc.call(Test.refuse, {})).rejects.toMatchObject(Errors.productNotFound());
    await expect(rpc.call(Test.crash, {})).rejects.toMatchObject(Errors.internal());
  });

  it('answers null for a handler that returns nothing', async () => {
    expect(await rpc.call(Test.nothing, {})).toBeNull();
  });

  it('checks replies against the contract when asked to, and only then', async () => {
    await expect(rpc.call(Test.liar, {})).rejects.toMatchObject({ status: 500, code: Errors.internal.code });
    const trusting = new RpcClient(nc, { prefix, timeoutMs: 2000, checkReplies: false });
    expect(await trusting.call(Test.liar, {})).toEqual({ n: 'not a number' });
  });

  it('fails at once with a 503 when nothing handles the subject (not after the timeout)', async () => {
    const missing = defineRpc({ subject: 'test.number.missing', request: z.object({}), reply: emptyReply });
    const error = await rpc.call(missing, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcCallError);
    // SERVICE_TIMEOUT would mean the client waited for the timeout instead of hearing "no responders".
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('gives each of many concurrent calls its own answer', async () => {
    const numbers = Array.from({ length: 200 }, (_, i) => i);
    const answers = await Promise.all(numbers.map((n) => rpc.call(Test.double, { n })));
    expect(answers).toEqual(numbers.map((n) => ({ n: n * 2 })));
  });

  it('answers SERVICE_TIMEOUT when the service is slower than the timeout, and a late reply changes nothing', async () => {
    const impatient = new RpcClient(nc, { prefix, timeoutMs: 100, checkReplies: true });
    await expect(impatient.call(Test.slow, { ms: 400 })).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_TIMEOUT',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await impatient.call(Test.double, { n: 2 })).toEqual({ n: 4 });
  });

  it('lets a call in flight finish when the service closes', async () => {
    const pending = rpc.call(Test.slow, { ms: 300 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    expect(await pending).toBe('done');
    await closing;
  });
});
