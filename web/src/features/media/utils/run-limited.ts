export interface Settled<T> {
  item: T;
  /** Set when the task failed. */
  error?: unknown;
  ok: boolean;
}

/** Runs `task` over `items`, at most `limit` at a time; answers each item's outcome in the items' order. */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<Settled<T>[]> {
  const results: Settled<T>[] = new Array<Settled<T>>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      try {
        await task(item);
        results[index] = { item, ok: true };
      } catch (error) {
        results[index] = { item, error, ok: false };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
