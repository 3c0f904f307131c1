import { availableParallelism, loadavg } from 'node:os';

/**
 * How much longer than on a quiet machine a wait may last: the one-minute load per core, from 1 to 4.
 * Tests wait for what the user waits for (a response, a row, a toast); the limit only ends a test that
 * would otherwise hang, so it grows with the machine's load instead of failing a slow but correct run.
 * How fast things are is measured by the benchmarks in bench/, never asserted by a test.
 */
export function loadFactor(): number {
  const perCore = loadavg()[0] / availableParallelism();
  return Math.min(4, Math.max(1, perCore));
}

/** The default for one browser step (a click, a navigation, a wait for a response): 30 s on a quiet machine. */
export const stepTimeout = (): number => Math.round(30_000 * loadFactor());

/** The least an `eventually` waits for an effect (an event handled, a cache dropped): 30 s on a quiet machine. */
export const effectTimeout = (): number => Math.round(30_000 * loadFactor());

/** A whole integration or browser test: it starts processes and takes many steps. */
export const testTimeout = (): number => Math.round(180_000 * loadFactor());
