import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SERVICES, readText, readYaml, type AppName } from './deploy-helpers';

/**
 * The images, checked offline (no Docker engine here): one multi-stage non-root Dockerfile per app
 * (the five services share services/Dockerfile and pick themselves with ARG SERVICE), installs that
 * match the workspaces each app needs, and a build context that carries the sources but no local state.
 */

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

/** Instructions grouped by stage: continuation lines joined, comments dropped (as Docker does). */
function parseDockerfile(text: string): { globalArgs: Instruction[]; stages: Stage[] } {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const globalArgs: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of logical) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [base, as, name] = instruction.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      stages.push({ base, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length) {
      stages[stages.length - 1].instructions.push(instruction);
    } else {
      globalArgs.push(instruction);
    }
  }
  return { globalArgs, stages };
}

const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
const last = (stage: Stage, keyword: string) => all(stage, keyword).pop();
const runs = (stage: Stage) => all(stage, 'RUN').map((i) => i.args);

/** A stage with what it inherits from the stages it is built FROM. */
function lineage(stages: Stage[], stage: Stage): Stage[] {
  const parent = stages.find((s) => s.name === stage.base);
  return parent ? [...lineage(stages, parent), stage] : [stage];
}

/** The workspaces given to `npm ci` with -w / --workspace, in a RUN of the stage. */
function npmCi(stage: Stage): { workspaces: string[]; flags: string[] } | undefined {
  const command = runs(stage).find((run) => /\bnpm ci\b/.test(run));
  if (!command) return undefined;
  const words = command.replace(/--mount=\S+/g, '').split(/\s+/);
  const workspaces: string[] = [];
  words.forEach((word, i) => {
    if (word === '-w' || word === '--workspace') workspaces.push(words[i + 1].replace(/"/g, ''));
    else if (word.startsWith('--workspace=')) workspaces.push(word.slice('--workspace='.length).replace(/"/g, ''));
  });
  return { workspaces: workspaces.sort(), flags: words.filter((word) => word.startsWith('--')) };
}

// ---- the workspaces --------------------------------------------------------------------------

interface PackageJson {
  name: string;
  workspaces?: string[];
  engines?: { node?: string };
  dependencies?: Record<string, string>;
}
const rootPackage = JSON.parse(readText('package.json')) as PackageJson;
const workspacePaths = rootPackage.workspaces ?? [];

/** The Node.js major the images and .nvmrc use: an LTS line (even number). */
const NODE_MAJOR = Number(readText('.nvmrc').trim());

/** Whether an engines range made of `^X.Y.Z` and `>=X.Y.Z` alternatives allows the version. */
function enginesAllow(range: string, version: string): boolean {
  const parse = (v: string) => v.split('.').map(Number) as [number, number, number];
  const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const wanted = parse(version);
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
    if (!match) throw new Error(`unsupported engines range: ${part}`);
    const floor = [Number(match[2]), Number(match[3]), Number(match[4])];
    return compare(wanted, floor) >= 0 && (match[1] === '>=' || wanted[0] === floor[0]);
  });
}

describe('Node.js version', () => {
  const engines = rootPackage.engines?.node ?? '';

  it('is an LTS line at least 22 in .nvmrc, allowed by engines', () => {
    expect(NODE_MAJOR % 2).toBe(0);
    expect(NODE_MAJOR).toBeGreaterThanOrEqual(22);
    expect(enginesAllow(engines, `${NODE_MAJOR}.12.0`)).toBe(true);
  });

  it('still allows Node 20.19+ for local development, and nothing older', () => {
    expect(enginesAllow(engines, '20.19.0')).toBe(true);
    expect(enginesAllow(engines, '20.18.9')).toBe(false);
    expect(enginesAllow(engines, '18.20.0')).toBe(false);
    expect(enginesAllow(engines, '21.7.0')).toBe(false);
  });
});
const workspaceByName = new Map(
  workspacePaths.map((path) => [(JSON.parse(readText(`${path}/package.json`)) as PackageJson).name, path]),
);

/** The workspace itself and every workspace it depends on, directly or not. */
function workspaceClosure(path: string): string[] {
  const found = new Set<string>([path]);
  const visit = (current: string) => {
    const manifest = JSON.parse(readText(`${current}/package.json`)) as PackageJson;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      const target = workspaceByName.get(dependency);
      if (target && !found.has(target)) {
        found.add(target);
        visit(target);
      }
    }
  };
  visit(path);
  return [...found].sort();
}

interface AppImage {
  app: AppName;
  dockerfile: string;
  /** Substitutions for build arguments in paths. */
  args: Record<string, string>;
  workdir: string;
  /** Workspaces whose dist/ the running app needs (its own and the libraries it imports). */
  runtime: string[];
  /** Workspaces the build stage needs on top (the SPA for the gateway). */
  buildOnly: string[];
}

function appImage(app: AppName): AppImage {
  if (app === 'gateway') {
    return {
      app,
      dockerfile: 'gateway/Dockerfile',
      args: {},
      workdir: '/app/gateway',
      runtime: workspaceClosure('gateway'),
      buildOnly: ['web'],
    };
  }
  const own = `services/${app}/Dockerfile`;
  const dockerfile = existsSync(join(ROOT, own)) ? own : 'services/Dockerfile';
  return {
    app,
    dockerfile,
    args: dockerfile === own ? {} : { SERVICE: app },
    workdir: `/app/services/${app}`,
    runtime: workspaceClosure(`services/${app}`),
    buildOnly: [],
  };
}

/** `NAME=default` (or `NAME`) of an ARG instruction. */
function argument(text: string): [string, string] {
  const at = text.indexOf('=');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

const substitute = (value: string, args: Record<string, string>) =>
  value.replace(/\$\{(\w+)\}|\$(\w+)/g, (match, braced?: string, bare?: string) => args[(braced ?? bare)!] ?? match);

// ---- .dockerignore, with Docker's matching (filepath.Match plus **) ----------------------------

function ignoreMatcher(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) =>
          part === '**/' || part === '**'
            ? '(?:.*/)?'
            : part === '*'
              ? '[^/]*'
              : part === '?'
                ? '[^/]'
                : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { negate, regex: new RegExp(`^${source.replace(/\(\?:\.\*\/\)\?$/, '.*')}$`) };
    });
  return (path) => {
    const parts = path.split('/');
    // A path is excluded when it or one of its parent directories matches; the last matching rule wins.
    return parts.some((_, i) => {
      const prefix = parts.slice(0, i + 1).join('/');
      let ignored = false;
      for (const rule of rules) if (rule.regex.test(prefix)) ignored = !rule.negate;
      return ignored;
    });
  };
}

// ---- the tests ----------------------------------------------------------------------------------

describe('Dockerfiles', () => {
  it('parse as expected (a stage without USER, and a wrong CMD, would be seen)', () => {
    const { stages } = parseDockerfile(
      'ARG X=1\nFROM node:20 AS build\nRUN a \\\n  b\n# note\nFROM build AS runtime\nCMD ["node", "main.js"]\n',
    );
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    expect(runs(stages[0])).toEqual(['a b']);
    expect(last(stages[1], 'USER')).toBeUndefined();
    expect(JSON.parse(last(stages[1], 'CMD')!.args)).not.toEqual(['node', 'dist/boot.cjs']);
  });

  describe.each(['gateway' as AppName, ...SERVICES].map((app) => [app, appImage(app)] as const))(
    '%s',
    (_app, image) => {
      const { globalArgs, stages } = parseDockerfile(readText(image.dockerfile));
      const final = stages[stages.length - 1];
      const inherited = lineage(stages, final);
      const sub = (value: string) => substitute(value, image.args);

      it('has a Dockerfile, multi-stage', () => {
        expect(stages.length).toBeGreaterThanOrEqual(2);
        for (const name of Object.keys(image.args)) {
          // A shared Dockerfile declares its build argument in every stage that uses it.
          for (const stage of stages.filter((s) => s.instructions.some((i) => i.args.includes(`\${${name}}`)))) {
            expect(all(stage, 'ARG').map((a) => argument(a.args)[0])).toContain(name);
          }
        }
      });

      it('starts from the official Node.js LTS image of .nvmrc, which the root package.json engines allow', () => {
        const args = Object.fromEntries(globalArgs.map((a) => argument(a.args)));
        const bases = stages.map((s) => substitute(s.base, args)).filter((b) => !stages.some((s) => s.name === b));
        for (const base of bases) {
          const match = /^node:(\d+)-bookworm-slim$/.exec(base);
          expect({ base, node: Boolean(match) }).toEqual({ base, node: true });
          expect(Number(match![1])).toBe(NODE_MAJOR);
        }
      });

      it('runs as a non-root user', () => {
        const user = inherited.flatMap((s) => all(s, 'USER')).pop()?.args;
        expect(user).toBeDefined();
        expect(user!.split(':')[0]).not.toMatch(/^(root|0)$/);
      });

      it('runs node dist/boot.cjs (the bundle, see libs/service-kit/bin) from the app directory, with a health check', () => {
        const cmd = inherited.flatMap((s) => all(s, 'CMD')).pop()!;
        expect(JSON.parse(cmd.args)).toEqual(['node', 'dist/boot.cjs']);
        const workdir = inherited.flatMap((s) => all(s, 'WORKDIR')).pop()!;
        expect(sub(workdir.args)).toBe(image.workdir);
        expect(inherited.flatMap((s) => all(s, 'HEALTHCHECK')).length).toBeGreaterThan(0);
      });

      it('copies every workspace manifest and the lockfile before npm ci (npm ci checks them all)', () => {
        const copied = inherited
          .flatMap((s) => all(s, 'COPY'))
          .filter((c) => !c.args.includes('--from='))
          .flatMap((c) => c.args.split(/\s+/).slice(0, -1));
        const expected = ['package.json', 'package-lock.json', ...workspacePaths.map((p) => `${p}/package.json`)];
        expect(expected.filter((path) => !copied.includes(path))).toEqual([]);
      });

      it('builds with npm ci of exactly the workspaces it needs plus the root toolchain', () => {
        const build = stages.find((s) => s !== final && npmCi(s)?.flags.includes('--include-workspace-root'));
        expect(build).toBeDefined();
        const workspaces = npmCi(build!)!.workspaces.map(sub);
        expect(workspaces).toEqual([...image.runtime, ...image.buildOnly].sort());
        const built = runs(build!).find((run) => /\b(npm run build|tsc -b)\b/.test(run));
        expect(built).toBeDefined();
      });

      it('installs production dependencies only, for exactly the workspaces it runs', () => {
        const ci = npmCi(final)!;
        expect(ci).toBeDefined();
        expect(ci.flags).toContain('--omit=dev');
        expect(ci.flags).not.toContain('--include-workspace-root');
        expect(ci.workspaces.map(sub)).toEqual(image.runtime);
      });

      it('copies the compiled dist/ of every workspace it runs from the build stage', () => {
        const fromBuild = all(final, 'COPY')
          .filter((c) => c.args.includes('--from='))
          .map((c) => sub(c.args.split(/\s+/).filter((w) => !w.startsWith('--'))[0]));
        const expected = [...image.runtime, ...image.buildOnly].map((path) => `/app/${path}/dist`);
        expect(expected.filter((path) => !fromBuild.includes(path))).toEqual([]);
      });
    },
  );
});

describe('tools/backup/Dockerfile', () => {
  const { globalArgs, stages } = parseDockerfile(readText('tools/backup/Dockerfile'));
  const args = Object.fromEntries(globalArgs.map((a) => argument(a.args)));
  const final = stages[stages.length - 1];
  const closure = workspaceClosure('tools/backup');
  const build = stages.find((s) => npmCi(s)?.flags.includes('--include-workspace-root'))!;
  const production = stages.find((s) => npmCi(s)?.flags.includes('--omit=dev'))!;

  it('runs on the PostgreSQL image of the server major compose and k8s run (pg_dump refuses newer servers)', () => {
    const base = substitute(final.base, args);
    const major = /^postgres:(\d+)\.\d+(-bookworm)?$/.exec(base)?.[1];
    expect(major).toBeDefined();
    const composePostgres = readYaml<{ services: { postgres: { image: string } } }>('docker-compose.yml').services
      .postgres.image;
    expect(composePostgres.startsWith(`postgres:${major}.`)).toBe(true);
    expect(readText('k8s/base/postgres.yaml')).toContain(`image: ${composePostgres}`);
  });

  it('copies in Node from the Node.js LTS image of .nvmrc', () => {
    const nodeStage = stages.find((s) => substitute(s.base, args).startsWith('node:'))!;
    expect(substitute(nodeStage.base, args)).toBe(`node:${NODE_MAJOR}-bookworm-slim`);
    const copies = all(final, 'COPY').map((c) => c.args);
    expect(copies).toContain(`--from=${nodeStage.name} /usr/local/bin/node /usr/local/bin/node`);
  });

  it('copies every workspace manifest before npm ci, and builds and installs exactly the workspaces it runs', () => {
    const copied = lineage(stages, build)
      .flatMap((s) => all(s, 'COPY'))
      .flatMap((c) => c.args.split(/\s+/).slice(0, -1));
    const manifests = ['package.json', 'package-lock.json', ...workspacePaths.map((p) => `${p}/package.json`)];
    expect(manifests.filter((path) => !copied.includes(path))).toEqual([]);
    expect(npmCi(build)!.workspaces).toEqual(closure);
    expect(npmCi(production)!.workspaces).toEqual(closure);
    const fromBuild = all(final, 'COPY')
      .filter((c) => c.args.includes(`--from=${build.name}`))
      .map((c) => c.args.split(/\s+/)[1]);
    expect(closure.map((path) => `/app/${path}/dist`).filter((path) => !fromBuild.includes(path))).toEqual([]);
  });

  it('runs the tool as a non-root user, backing up by default', () => {
    expect(last(final, 'USER')?.args).toBe('postgres');
    expect(JSON.parse(last(final, 'ENTRYPOINT')!.args)).toEqual(['node', 'dist/main.js']);
    expect(JSON.parse(last(final, 'CMD')!.args)).toEqual(['backup']);
    expect(last(final, 'WORKDIR')?.args).toBe('/app/tools/backup');
  });
});

describe('.dockerignore', () => {
  const ignored = ignoreMatcher(readText('.dockerignore'));

  it('matches the way Docker does', () => {
    const matcher = ignoreMatcher('**/dist\n*.md\n!README.md\n');
    expect(matcher('libs/contracts/dist/index.js')).toBe(true);
    expect(matcher('dist')).toBe(true);
    expect(matcher('notes.md')).toBe(true);
    expect(matcher('README.md')).toBe(false);
    expect(matcher('docs/notes.md')).toBe(false);
  });

  it.each([
    'node_modules/zod/package.json',
    'services/catalog/node_modules/x/index.js',
    'libs/contracts/dist/index.js',
    'web/dist/index.html',
    'libs/contracts/tsconfig.tsbuildinfo',
    '.git/HEAD',
    '.data/pg/PG_VERSION',
    'coverage/lcov.info',
    '.env',
  ])('keeps %s out of the build context', (path) => {
    expect(ignored(path)).toBe(true);
  });

  it('keeps every file the builds read in the context', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      ...workspacePaths.flatMap((path) => [`${path}/package.json`, `${path}/tsconfig.json`, `${path}/src/index.ts`]),
      ...SERVICES.map((name) => `services/${name}/src/main.ts`),
      'gateway/src/main.ts',
      'web/index.html',
      'web/vite.config.ts',
    ];
    expect(needed.filter(ignored)).toEqual([]);
  });
});

describe('package-lock.json (what npm ci in the images installs from)', () => {
  interface LockEntry {
    optionalDependencies?: Record<string, string>;
    link?: boolean;
  }
  const lock = JSON.parse(readText('package-lock.json')) as { packages: Record<string, LockEntry> };

  it('lists every workspace', () => {
    expect(workspacePaths.filter((path) => !(path in lock.packages))).toEqual([]);
  });

  it('lists every optional dependency (else npm ci fails: "Missing: … from lock file")', () => {
    // npm/cli#4828: a lockfile rewritten over an existing node_modules loses other platforms' binaries.
    // Fix: rm -rf node_modules package-lock.json && npm install (with registry access).
    const locations = Object.keys(lock.packages);
    const resolvable = (from: string, name: string) => {
      for (let base = from; ;) {
        if (`${base ? `${base}/` : ''}node_modules/${name}` in lock.packages) return true;
        if (!base) return false;
        const at = base.lastIndexOf('/node_modules/');
        base = at >= 0 ? base.slice(0, at) : '';
      }
    };
    const missing = locations.flatMap((location) =>
      Object.keys(lock.packages[location].optionalDependencies ?? {})
        .filter((name) => !resolvable(location, name))
        .map((name) => `${name} (optional dependency of ${location || 'the root'})`),
    );
    expect(missing).toEqual([]);
  });
});
