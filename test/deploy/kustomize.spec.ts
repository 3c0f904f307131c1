import {
  configMapHash,
  matchesLabelSelector,
  parseEnvFile,
  renderKustomization,
  splitImage,
  strategicMerge,
} from './deploy-helpers';

/** The offline kustomize renderer the k8s tests rely on, checked against kustomize's own behaviour. */
describe('offline kustomize renderer', () => {
  it("names generated ConfigMaps with kustomize's hash (its own test vectors)", () => {
    expect(configMapHash({ metadata: { name: '' } })).toBe('6ct58987ht');
    expect(configMapHash({ metadata: { name: '' }, data: { one: '' } })).toBe('9g67k2htb6');
    const a = configMapHash({ metadata: { name: 'site-config' }, data: { B: '1', A: '2' } });
    expect(configMapHash({ metadata: { name: 'site-config' }, data: { A: '2', B: '1' } })).toBe(a);
    expect(configMapHash({ metadata: { name: 'site-config' }, data: { A: '2', B: '2' } })).not.toBe(a);
  });

  it('reads env files as kustomize does, and refuses what it would read differently', () => {
    expect(parseEnvFile('# note\n\nA=1\nB=\nC=x=y\n')).toEqual({ A: '1', B: '', C: 'x=y' });
    expect(() => parseEnvFile('NOPE\n')).toThrow(/not KEY=value/);
    expect(() => parseEnvFile('A="1"\n')).toThrow(/quoted/);
  });

  it('splits image references, registry ports and digests included', () => {
    expect(splitImage('site/gateway')).toEqual({ name: 'site/gateway' });
    expect(splitImage('registry:5000/site/gateway:1.2')).toEqual({ name: 'registry:5000/site/gateway', tag: '1.2' });
    expect(splitImage('nats@sha256:abc')).toEqual({ name: 'nats', digest: 'sha256:abc' });
  });

  it('matches label selectors with = and in (…)', () => {
    const labels = { 'app.kubernetes.io/name': 'minio', tier: 'data' };
    expect(matchesLabelSelector('app.kubernetes.io/name in (postgres,minio)', labels)).toBe(true);
    expect(matchesLabelSelector('app.kubernetes.io/name in (postgres, nats)', labels)).toBe(false);
    expect(matchesLabelSelector('tier=data,app.kubernetes.io/name notin (nats)', labels)).toBe(true);
  });

  it('merges strategic patches: maps by key, named lists by name, null removes', () => {
    const target = {
      spec: { replicas: 1, containers: [{ name: 'a', image: 'x', env: [{ name: 'K', value: '1' }] }], extra: 1 },
    };
    strategicMerge(target, {
      spec: { containers: [{ name: 'a', env: [{ name: 'L', value: '2' }] }, { name: 'b' }], extra: null },
    });
    expect(target).toEqual({
      spec: {
        replicas: 1,
        containers: [
          {
            name: 'a',
            image: 'x',
            env: [
              { name: 'K', value: '1' },
              { name: 'L', value: '2' },
            ],
          },
          { name: 'b' },
        ],
      },
    });
  });

  it('refuses kustomization fields it does not implement', () => {
    expect(() => renderKustomization('test/deploy/fixtures/unsupported-kustomization')).toThrow(
      /does not support commonLabels/,
    );
  });
});
