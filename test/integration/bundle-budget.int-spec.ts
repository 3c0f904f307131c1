import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkReport } from '../../web/chunk-report';
import { repoRoot } from '../support/test-stack';

// The home page's JS budget and what visitors' chunks may hold (docs/server-rendering.md), read from
// the built web app (web/dist, made by node scripts/build.mjs before this tier). The public pages are
// their own build on preact/compat (public-page.html, .vite/public-chunks.json; docs/adr/). Sizes are
// the build's, so the same source always gives the same answer.

/** Gzip bytes of all JS the home page makes the browser fetch up to hydration: the goal. */
export const HOME_JS_BUDGET_BYTES = 90 * 1024;

/** Back-office libraries: never in a chunk a public page loads. zod too (the contracts' schemas). */
const ADMIN_ONLY =
  /^(antd|@ant-design\/|@rc-component\/|rc-|echarts|zrender|echarts-for-react|@tiptap\/|prosemirror-|@dnd-kit\/|zod$|compressorjs)/;

/** Dynamic imports that lead into the back office: a visitor's page never follows them. */
const ADMIN_ENTRIES = /^src\/(app\/routes\/admin\/|app\/routes\/categories-manager\.tsx$)/;

const dist = join(repoRoot, 'web', 'dist');

function readReport(name: string): Record<string, ChunkReport> {
  const path = join(dist, '.vite', name);
  if (!existsSync(path)) throw new Error(`${path} missing: build the web app first (npm run build)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ChunkReport>;
}

/** The JS files the public pages' template asks for: the entry and its modulepreloads. */
function homeScripts(): string[] {
  const html = readFileSync(join(dist, 'public-page.html'), 'utf8');
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  return tags.map((tag) => /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1] ?? '').filter((file) => file.endsWith('.js'));
}

/** `from` and every chunk it imports, statically only or also through dynamic imports (except into the back office). */
function closure(report: Record<string, ChunkReport>, from: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = report[file];
    if (!chunk) throw new Error(`${file} is not in the chunk report`);
    queue.push(...chunk.imports);
    if (!dynamic) continue;
    for (const next of chunk.dynamicImports) if (!ADMIN_ENTRIES.test(report[next]?.facade ?? '')) queue.push(next);
  }
  return seen;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

describe('built web app: JS budget of the public pages', () => {
  const report = readReport('public-chunks.json');
  const reactReport = readReport('chunks.json');
  const entry = Object.keys(report).filter((file) => report[file].isEntry);

  it('has one entry, and the HTML loads exactly its static imports up front', () => {
    expect(entry).toHaveLength(1);
    expect(new Set(homeScripts())).toEqual(closure(report, entry, false));
  });

  it(`keeps the home page's JS within ${HOME_JS_BUDGET_BYTES / 1024} KB gzip`, () => {
    const sizes = Object.fromEntries(homeScripts().map((file) => [file, gzipBytes(file)]));
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    // Over budget, the failure lists each chunk's size, so it says which one grew.
    expect(total > HOME_JS_BUDGET_BYTES ? sizes : {}).toEqual({});
  });

  it('loads each public page but the home page in its own chunk, after the entry', () => {
    const upFront = closure(report, entry, false);
    for (const page of ['about', 'technology', 'products', 'product-detail', 'news', 'news-detail', 'contact']) {
      const file = Object.keys(report).find((name) => report[name].facade === `src/app/routes/${page}.tsx`);
      expect({ page, lazy: file !== undefined && !upFront.has(file) }).toEqual({ page, lazy: true });
    }
    const viewer = Object.keys(report).find((name) => report[name].facade?.endsWith('/image-viewer.tsx'));
    expect(viewer && upFront.has(viewer)).toBe(false);
  });

  it('puts no back-office library (antd, ECharts, TipTap, dnd-kit, zod) in any chunk a public page loads', () => {
    const publicChunks = closure(report, entry, true);
    const leaks = [...publicChunks].flatMap((file) =>
      report[file].packages.filter((name) => ADMIN_ONLY.test(name)).map((name) => `${name} in ${file}`),
    );
    expect(leaks).toEqual([]);
    // The React build (the back office) still has them: the report sees the packages at all.
    const all = Object.values(reactReport).flatMap((chunk) => chunk.packages);
    expect(all).toEqual(expect.arrayContaining(['antd', 'echarts', '@tiptap/core', 'zod']));
  });

  it('runs the public pages on preact/compat: no React DOM, no back office in their build', () => {
    const packages = new Set(Object.values(report).flatMap((chunk) => chunk.packages));
    expect([...packages].filter((name) => /^(react|react-dom|scheduler)$/.test(name))).toEqual([]);
    expect(packages.has('preact')).toBe(true);
    const facades = Object.values(report).flatMap((chunk) => (chunk.facade ? [chunk.facade] : []));
    expect(facades.filter((facade) => ADMIN_ENTRIES.test(facade))).toEqual([]);
    // The React build keeps React DOM for the back office and the shell.
    expect(Object.values(reactReport).some((chunk) => chunk.packages.includes('react-dom'))).toBe(true);
  });
});
