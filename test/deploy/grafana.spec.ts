import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const dashboard = JSON.parse(readFileSync(join(root, 'deploy', 'grafana', 'site-dashboard.json'), 'utf8')) as {
  title: string;
  panels: { title: string; targets: { expr: string }[] }[];
};

/** The metric names the apps register: the `'site_…'` strings of their sources (tests aside). */
function registeredMetrics(): Set<string> {
  const found = execFileSync(
    'git',
    ['grep', '-h', '-o', "'site_[a-z_]*'", '--', 'libs/*.ts', 'gateway/*.ts', 'services/*.ts', ':!*.spec.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  return new Set(
    found
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(1, -1)),
  );
}

describe('Grafana dashboard (deploy/grafana/site-dashboard.json)', () => {
  it('has the panels an operator looks at first', () => {
    const titles = dashboard.panels.map((p) => p.title);
    for (const wanted of ['Requests per second', '5xx share', 'p95 latency', 'Cache hit ratio']) {
      expect(titles).toContain(wanted);
    }
    expect(titles.some((t) => /consumer/i.test(t))).toBe(true);
    expect(titles.some((t) => /health/i.test(t))).toBe(true);
  });

  it('queries only metrics the apps really export', () => {
    const registered = registeredMetrics();
    const used = new Set(
      dashboard.panels
        .flatMap((p) => p.targets.map((t) => t.expr))
        .flatMap((expr) => expr.match(/site_[a-z_]+/g) ?? [])
        .map((name) => name.replace(/_(bucket|count|sum)$/, '')),
    );
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !registered.has(name))).toEqual([]);
  });
});
