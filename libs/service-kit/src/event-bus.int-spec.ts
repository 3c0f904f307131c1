import { randomUUID } from 'node:crypto';
import { defineEvent, eventStreamName } from '@site/contracts';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { EventBus, eventSubject, on } from './event-bus';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const doubled = defineEvent({ subject: 'test.number.doubled', payload: z.object({ n: z.number() }) });

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('EventBus', () => {
  const prefix = `t${randomUUID().slice(0, 8)}.`;
  let nc: NatsConnection;
  let bus: EventBus;

  beforeAll(async () => {
    nc = await connect({ servers: NATS_URL });
    bus = new EventBus(nc, prefix);
    await bus.ready();
  });

  afterAll(async () => {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(eventStreamName(prefix)).catch(() => undefined);
    await nc.close();
  });

  it('stores each event in the stream, and follows them live with a checked payload', async () => {
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    const stop = bus.follow([on(doubled, (payload) => void seen.push(payload))], {
      onReconnect: () => undefined,
      onError: (e) => errors.push(e),
    });
    await nc.flush();
    await bus.publish(doubled, { n: 4 });
    nc.publish(eventSubject(prefix, doubled.subject), Buffer.from('{"n":"four"}'));
    await until(() => seen.length === 1 && errors.length === 1);
    stop();
    expect(seen).toEqual([{ n: 4 }]);
    const stream = await (await nc.jetstreamManager()).streams.info(eventStreamName(prefix));
    expect(stream.state.messages).toBeGreaterThanOrEqual(1);
  });

  it('gives a durable consumer what was published before it started, tries a failed event again, and drops a malformed one', async () => {
    await bus.publish(doubled, { n: 1 });
    nc.publish(eventSubject(prefix, doubled.subject), Buffer.from('not json'));
    await bus.publish(doubled, { n: 2 });
    const handled: number[] = [];
    let failOnce = true;
    const consumer = bus.consume('test-doubled', [
      on(doubled, ({ n }) => {
        if (n === 2 && failOnce) {
          failOnce = false;
          throw new Error('not now');
        }
        handled.push(n);
      }),
    ]);
    try {
      await until(() => handled.includes(1) && handled.includes(2) && handled.includes(4));
      const jsm = await nc.jetstreamManager();
      await until(async () => {
        const info = await jsm.consumers.info(eventStreamName(prefix), 'test-doubled');
        return info.num_pending === 0 && info.num_ack_pending === 0;
      });
      // Every good event once (the failed one once more after its retry), the malformed one never.
      expect(handled.sort()).toEqual([1, 2, 4]);
    } finally {
      await consumer.stop();
    }
  });
});
