import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '..', '..');

/** The tsconfig files `npm run typecheck` checks with `tsc -p` (the `tsc -b` build excludes test files). */
function checkedProjects(): string[] {
  const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts.typecheck;
  return [...script.matchAll(/tsc -p (\S+)/g)].map((m) => join(root, m[1]));
}

/** Every file a project compiles, as an absolute path. */
function filesOf(tsconfig: string): string[] {
  const config = ts.readConfigFile(tsconfig, (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(tsconfig)).fileNames.map((f) => resolve(f));
}

describe('npm run typecheck', () => {
  it('checks every test file in the repository', () => {
    const tests = execFileSync(
      'git',
      [
        'ls-files',
        '--cached',
        '--others',
        '--exclude-standard',
        '*.spec.ts',
        '*.spec.tsx',
        '*.int-spec.ts',
        '*.e2e-spec.ts',
        '*.medium-spec.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean)
      .map((file) => join(root, file));
    expect(tests.length).toBeGreaterThan(100);
    const checked = new Set(checkedProjects().flatMap(filesOf));
    expect(tests.filter((file) => !checked.has(file)).map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
