// @run-alone: posts 1000 messages at once and counts every one; it needs the machine to itself.
import { randomUUID } from 'node:crypto';
import type { Stack } from '@site/dev-stack';
import { contactFormFields } from '../support/proof-of-work';
import { queryDb, startTestStack, stopTestStack } from '../support/test-stack';

/** What one submission came back with: a status and body, or a network error (status 0). */
interface Outcome {
  status: number;
  body: { id?: number; error?: string } | undefined;
}

const COUNT = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('contact messages under load: none lost', () => {
  let stack: Stack;
  let token: string;

  /** The n-th visitor's own address (the gateway trusts X-Forwarded-For from 127.0.0.1 here). */
  const ipOf = (run: number, n: number) => `10.${run}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  /** Solved proofs of work, one per message (each answers once), fetched 100 at a time. */
  const proofsFor = async (count: number) => {
    const proofs: string[] = [];
    while (proofs.length < count) {
      const batch = Math.min(100, count - proofs.length);
      proofs.push(
        ...(await Promise.all(Array.from({ length: batch }, () => contactFormFields(stack.url)))).map((f) => f.proof),
      );
    }
    return proofs;
  };
  const bodyOf = (marker: string, n: number, proof: string) => ({
    name: `访客${n}`,
    email: `visitor${n}@example.com`,
    subject: `${marker}-${n}`,
    message: `第${n}条压力测试留言。`,
    formToken: token,
    proof,
  });
  const post = async (body: unknown, ip: string, key?: string): Promise<Outcome> => {
    try {
      const res = await fetch(`${stack.url}/api/contacts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-for': ip,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Outcome['body']) : undefined };
    } catch {
      return { status: 0, body: undefined };
    }
  };
  const storedIds = async (marker: string) =>
    (
      await queryDb<{ id: number }>(stack, 'contact', 'SELECT id FROM contact_messages WHERE subject LIKE $1', [
        `${marker}-%`,
      ])
    ).map((r) => r.id);
  const outboxRows = async (marker: string) =>
    Number(
      (
        await queryDb<{ n: string }>(
          stack,
          'contact',
          `SELECT count(*) AS n FROM mail_outbox o JOIN contact_messages m ON m.id = o.message_id
           WHERE m.subject LIKE $1`,
          [`${marker}-%`],
        )
      )[0].n,
    );

  beforeAll(async () => {
    stack = await startTestStack({
      // A proof of work that costs nothing to solve: the load is the submissions, not the solving.
      appEnv: { gateway: { TRUSTED_PROXIES: '127.0.0.1' }, contact: { CONTACT_PROOF_MAX_COUNTER: '1' } },
    });
    const answer = await fetch(`${stack.url}/api/contacts/form-token`);
    token = ((await answer.json()) as { token: string }).token;
    await sleep(3100);
  });
  afterAll(() => stopTestStack(stack));

  /**
   * Retries what failed, with the same keys and a new proof of work (as the SPA does), until
   * every message is answered 201. How many need a retry depends on the machine's speed, not on the product.
   */
  const retryFailures = async (marker: string, run: number, keys: string[], outcomes: Outcome[]) => {
    const final = [...outcomes];
    for (let round = 0; round < 20; round++) {
      const pending = final.map((o, n) => (o.status === 201 ? -1 : n)).filter((n) => n >= 0);
      if (!pending.length) break;
      const proofs = await proofsFor(pending.length);
      const retried = await Promise.all(
        pending.map((n, i) => post(bodyOf(marker, n, proofs[i]), ipOf(run, n), keys[n])),
      );
      pending.forEach((n, i) => (final[n] = retried[i]));
    }
    return final;
  };

  it('stores exactly 1,000 rows for 1,000 concurrent valid submissions, each answered 201 with its own id (a timed-out one on its retry)', async () => {
    const marker = `load-${Date.now().toString(36)}`;
    const keys = Array.from({ length: COUNT }, () => randomUUID());
    const proofs = await proofsFor(COUNT);
    const outcomes = await Promise.all(
      Array.from({ length: COUNT }, (_, n) => post(bodyOf(marker, n, proofs[n]), ipOf(1, n), keys[n])),
    );
    // How many answer 201 at once depends on the machine. Any other answer is one the client hears and can
    // act on (503 when the gateway's timeout strikes, 429 when a limit does), and its retry (same key) settles it.
    for (const o of outcomes.filter((o) => o.status !== 201)) expect([503, 429]).toContain(o.status);
    const final = await retryFailures(marker, 1, keys, outcomes);
    expect(final.filter((o) => o.status !== 201)).toEqual([]);

    const answeredIds = final.map((o) => o.body!.id!);
    expect(new Set(answeredIds).size).toBe(COUNT);
    const ids = await storedIds(marker);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids)).toEqual(new Set(answeredIds));
    outcomes.forEach((o, n) => {
      if (o.status === 201) expect(final[n].body!.id).toBe(o.body!.id);
    });
    // Each message has exactly one mail notice, written in its transaction.
    expect(await outboxRows(marker)).toBe(COUNT);
  }, 180_000);

  it('loses no answered message when the contact service is killed midway, and retries with the same keys end at exactly 1,000', async () => {
    const marker = `crash-${Date.now().toString(36)}`;
    const keys = Array.from({ length: COUNT }, () => randomUUID());
    const proofs = await proofsFor(COUNT);
    let settled = 0;
    const crash: { done?: Promise<void> } = {};
    const outcomes = await Promise.all(
      Array.from({ length: COUNT }, (_, n) =>
        post(bodyOf(marker, n, proofs[n]), ipOf(2, n), keys[n]).then((outcome) => {
          // Midway: some answered, many still in flight or not yet handled.
          if (++settled === 150) {
            crash.done = stack.stopApp('contact', 'SIGKILL').then(() => stack.startApp('contact'));
          }
          return outcome;
        }),
      ),
    );
    expect(crash.done).toBeDefined();
    await crash.done;
    await stack.waitUntilHealthy(60_000);

    const succeeded = outcomes.filter((o) => o.status === 201);
    const failed = outcomes.filter((o) => o.status !== 201);
    // Every failure was reported to its client, as the 503 of a service that died or was not there.
    for (const o of failed) {
      expect(o.status).toBe(503);
      expect(o.body?.error).toMatch(/留言与下载服务/);
    }
    expect(failed.length).toBeGreaterThan(0);
    expect(succeeded.length).toBeGreaterThan(0);

    // Every 201 is stored; rows beyond the 201s only come from requests that were reported as failed.
    const ids = new Set(await storedIds(marker));
    for (const o of succeeded) expect(ids.has(o.body!.id!)).toBe(true);
    expect(ids.size).toBeGreaterThanOrEqual(succeeded.length);
    expect(ids.size - succeeded.length).toBeLessThanOrEqual(failed.length);

    // The clients retry what failed, with the same key: each message ends up stored exactly once.
    const final = await retryFailures(marker, 2, keys, outcomes);
    expect(final.filter((o) => o.status !== 201)).toEqual([]);
    const finalIds = await storedIds(marker);
    expect(finalIds).toHaveLength(COUNT);
    expect(new Set(final.map((o) => o.body!.id!))).toEqual(new Set(finalIds));
    // A message answered 201 before the crash kept its id through the retries.
    outcomes.forEach((o, n) => {
      if (o.status === 201) expect(final[n].body!.id).toBe(o.body!.id);
    });
    expect(await outboxRows(marker)).toBe(COUNT);
  }, 240_000);
});
