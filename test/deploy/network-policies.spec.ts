import { type K8sObject, renderKustomization } from './deploy-helpers';

/**
 * The NetworkPolicies of the rendered manifests, evaluated as Kubernetes does: a connection goes
 * through when an Egress policy selecting the source allows it (or none selects the source for
 * Egress) and an Ingress policy selecting the destination allows it (or none selects it for Ingress).
 */

interface Selector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { protocol?: string; port?: number | string }[];
}
interface Policy extends K8sObject {
  spec: { podSelector: Selector; policyTypes: ('Ingress' | 'Egress')[]; ingress?: Rule[]; egress?: Rule[] };
}

/** One end of a connection: a pod of the site's namespace, a pod elsewhere, or an outside address. */
type Endpoint =
  | { pod: Record<string, string>; namespace?: Record<string, string> }
  | { ip: string; pod?: undefined; namespace?: undefined };

const NAMESPACE = { 'kubernetes.io/metadata.name': 'site' };
const app = (name: string): Endpoint => ({ pod: { 'app.kubernetes.io/name': name }, namespace: NAMESPACE });
const INGRESS_CONTROLLER: Endpoint = {
  pod: { 'app.kubernetes.io/name': 'ingress-nginx' },
  namespace: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
};
const DNS: Endpoint = { pod: { 'k8s-app': 'kube-dns' }, namespace: { 'kubernetes.io/metadata.name': 'kube-system' } };
const SMTP: Endpoint = { ip: '198.51.100.25' };
const SERVICES = ['catalog', 'content', 'identity', 'analytics', 'contact'];

function selects(selector: Selector, labels: Record<string, string>): boolean {
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = key in labels;
    const ok =
      operator === 'In'
        ? has && values.includes(labels[key])
        : operator === 'NotIn'
          ? !has || !values.includes(labels[key])
          : operator === 'Exists'
            ? has
            : !has;
    if (!ok) return false;
  }
  return true;
}

const ipToNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipToNumber(ip) / size) === Math.floor(ipToNumber(base) / size);
}

/** Whether a peer of a policy in the site's namespace matches the endpoint. */
function peerMatches(peer: Peer, endpoint: Endpoint): boolean {
  if (peer.ipBlock) {
    if (!('ip' in endpoint)) return false;
    return inCidr(endpoint.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((c) => inCidr(endpoint.ip, c));
  }
  if (!endpoint.pod) return false;
  // Without a namespaceSelector, the peer is in the policy's own namespace.
  const namespace = endpoint.namespace ?? NAMESPACE;
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, namespace)
    : namespace['kubernetes.io/metadata.name'] === 'site';
  return namespaceOk && (peer.podSelector ? selects(peer.podSelector, endpoint.pod) : true);
}

const portMatches = (rule: Rule, port: number) =>
  !rule.ports?.length || rule.ports.some((p) => p.port === undefined || p.port === port);

function allowedBy(policies: Policy[], kind: 'Ingress' | 'Egress', subject: Endpoint, peer: Endpoint, port: number) {
  if (!subject.pod || (subject.namespace && subject.namespace['kubernetes.io/metadata.name'] !== 'site')) return true;
  const applying = policies.filter(
    (p) => p.spec.policyTypes.includes(kind) && selects(p.spec.podSelector, subject.pod),
  );
  if (!applying.length) return true;
  return applying.some((p) =>
    (kind === 'Ingress' ? p.spec.ingress : p.spec.egress)?.some(
      (rule) =>
        portMatches(rule, port) &&
        ((kind === 'Ingress' ? rule.from : rule.to) ?? [{}]).some((peerRule) => peerMatches(peerRule, peer)),
    ),
  );
}

const connects = (policies: Policy[], from: Endpoint, to: Endpoint, port: number) =>
  allowedBy(policies, 'Egress', from, to, port) && allowedBy(policies, 'Ingress', to, from, port);

describe.each(['k8s/base', 'k8s/overlays/production'])('NetworkPolicies of %s', (dir) => {
  const policies = renderKustomization(dir).filter((o): o is Policy => o.kind === 'NetworkPolicy');
  const postgres: Endpoint = dir === 'k8s/base' ? app('postgres') : { ip: '10.20.0.10' };
  const minio: Endpoint = dir === 'k8s/base' ? app('minio') : { ip: '203.0.113.10' };
  const minioPort = dir === 'k8s/base' ? 9000 : 443;

  it('denies everything by default, in and out, for every pod', () => {
    const deny = policies.find((p) => p.metadata.name === 'default-deny')!;
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  it('checks what it claims to: without the allow policies nothing connects', () => {
    const denyOnly = policies.filter((p) => p.metadata.name === 'default-deny');
    expect(connects(denyOnly, INGRESS_CONTROLLER, app('gateway'), 8080)).toBe(false);
    expect(connects(denyOnly, app('gateway'), app('nats'), 4222)).toBe(false);
    expect(connects([], app('catalog'), app('identity'), 8080)).toBe(true);
  });

  it('lets the ingress controller reach the gateway’s port, and nothing else reach it', () => {
    expect(connects(policies, INGRESS_CONTROLLER, app('gateway'), 8080)).toBe(true);
    expect(connects(policies, INGRESS_CONTROLLER, app('gateway'), 9464)).toBe(false);
    expect(connects(policies, INGRESS_CONTROLLER, app('catalog'), 9465)).toBe(false);
    expect(connects(policies, INGRESS_CONTROLLER, app('nats'), 4222)).toBe(false);
    for (const service of SERVICES) expect(connects(policies, app(service), app('gateway'), 8080)).toBe(false);
    expect(
      connects(
        policies,
        { pod: { run: 'debug' }, namespace: { 'kubernetes.io/metadata.name': 'other' } },
        app('gateway'),
        8080,
      ),
    ).toBe(false);
  });

  it('lets the gateway and the services reach NATS on 4222, and no other pod', () => {
    for (const a of ['gateway', ...SERVICES]) expect(connects(policies, app(a), app('nats'), 4222)).toBe(true);
    expect(connects(policies, app('gateway'), app('nats'), 8222)).toBe(false);
    expect(connects(policies, app('backup'), app('nats'), 4222)).toBe(false);
    expect(connects(policies, { pod: { run: 'debug' }, namespace: NAMESPACE }, app('nats'), 4222)).toBe(false);
  });

  it('lets the services reach PostgreSQL on 5432, and not the gateway', () => {
    for (const service of SERVICES) expect(connects(policies, app(service), postgres, 5432)).toBe(true);
    expect(connects(policies, app('gateway'), postgres, 5432)).toBe(false);
    expect(connects(policies, app('nats'), postgres, 5432)).toBe(false);
  });

  it('lets the gateway reach object storage, and not the services', () => {
    expect(connects(policies, app('gateway'), minio, minioPort)).toBe(true);
    for (const service of SERVICES) expect(connects(policies, app(service), minio, minioPort)).toBe(false);
  });

  it('lets the contact service reach SMTP, and no other app', () => {
    for (const port of [25, 465, 587]) expect(connects(policies, app('contact'), SMTP, port)).toBe(true);
    for (const a of ['gateway', 'catalog', 'content', 'identity', 'analytics']) {
      expect(connects(policies, app(a), SMTP, 587)).toBe(false);
    }
    expect(connects(policies, app('contact'), { ip: '10.1.2.3' }, 587)).toBe(false);
    expect(connects(policies, app('contact'), SMTP, 443)).toBe(false);
  });

  it('lets the identity service reach the search engines on 80 and 443, and no other app', () => {
    for (const port of [80, 443]) expect(connects(policies, app('identity'), SMTP, port)).toBe(true);
    for (const a of ['gateway', 'catalog', 'content', 'analytics']) {
      expect(connects(policies, app(a), SMTP, 443)).toBe(false);
    }
    expect(connects(policies, app('identity'), { ip: '10.1.2.3' }, 443)).toBe(false);
    expect(connects(policies, app('identity'), SMTP, 587)).toBe(false);
  });

  it('keeps the apps that reach the internet off the cloud metadata address and carrier-grade NAT', () => {
    for (const ip of ['169.254.169.254', '100.64.0.1', '100.127.255.254']) {
      expect(connects(policies, app('contact'), { ip }, 587)).toBe(false);
      expect(connects(policies, app('identity'), { ip }, 443)).toBe(false);
      expect(connects(policies, app('identity'), { ip }, 80)).toBe(false);
    }
  });

  it('lets every pod resolve names (DNS on 53), and keeps the services apart', () => {
    for (const a of ['gateway', 'nats', ...SERVICES]) expect(connects(policies, app(a), DNS, 53)).toBe(true);
    for (const a of SERVICES)
      for (const b of SERVICES) if (a !== b) expect(connects(policies, app(a), app(b), 9465)).toBe(false);
  });
});
