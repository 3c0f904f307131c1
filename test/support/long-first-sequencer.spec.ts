import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the sequencer as CommonJS
const LongFirstSequencer = require('./long-first-sequencer') as new (options: unknown) => {
  sort(tests: Test[]): Test[];
};

interface Test {
  path: string;
}

describe('long-first test sequencer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sequencer-'));
  // No cache: the order jest falls back to on a clean clone (biggest file first).
  const context = { config: { cache: false }, hasteFS: { getSize: (path: string) => sizes[path] } };
  const sizes: Record<string, number> = {};
  const file = (name: string, size: number, text = '') => {
    const path = join(dir, name);
    writeFileSync(path, text);
    sizes[path] = size;
    return { path, context } as unknown as Test;
  };

  it('starts the files marked @long-running first, the others biggest first', () => {
    const big = file('big.ts', 900);
    const small = file('small.ts', 100);
    const long = file('long.ts', 50, '// @long-running: why\nimport x from "y";\n');
    const middle = file('middle.ts', 500, 'const text = "not a mark: // @long-running";\n');
    const order = new LongFirstSequencer({}).sort([small, middle, long, big]);
    expect(order.map((test) => test.path.slice(dir.length + 1))).toEqual([
      'long.ts',
      'big.ts',
      'middle.ts',
      'small.ts',
    ]);
  });
});
