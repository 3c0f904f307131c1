import { runLimited } from './run-limited';

describe('runLimited', () => {
  it('never runs more than the limit at once, and reports each outcome in order', async () => {
    let running = 0;
    let most = 0;
    const results = await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      running--;
      if (n % 2 === 0) throw new Error(`no ${n}`);
    });
    expect(most).toBe(3);
    expect(results.map((r) => [r.item, r.ok])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
      [5, true],
      [6, false],
      [7, true],
    ]);
    expect((results[1].error as Error).message).toBe('no 2');
  });

  it('answers nothing for no items', async () => {
    expect(await runLimited([], 3, () => Promise.resolve())).toEqual([]);
  });
});
