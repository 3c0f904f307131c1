import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { relative } from 'node:path';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { CronJob, Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { parseAllDocuments } from 'yaml';
import { backupConfigSchema } from '../../tools/backup/src/config';
import {
  APPS,
  ROOT,
  configKeys,
  configProblems,
  missingKeys,
  podSpecs,
  readYaml,
  readYamlDocuments,
  renderKustomization,
  splitImage,
  type AppName,
} from './deploy-helpers';

/** k8s/: the kustomize base validated against the Kubernetes schemas, and its wiring checked offline. */

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: unknown;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface Workload extends K8sObject {
  kind: 'Deployment' | 'StatefulSet';
  spec: {
    replicas?: number;
    serviceName?: string;
    selector: { matchLabels?: Record<string, string> };
    template: IPodTemplateSpec;
    volumeClaimTemplates?: { metadata: { name: string } }[];
  };
}
interface ServiceObject extends K8sObject {
  spec: {
    clusterIP?: string;
    selector?: Record<string, string>;
    ports: { name?: string; port: number; targetPort?: string | number }[];
  };
}
interface IngressObject extends K8sObject {
  spec: {
    rules: {
      http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] };
    }[];
  };
}
interface Kustomization {
  namespace?: string;
  resources?: string[];
  patches?: { path?: string; patch?: string }[];
}

type Validatable = { validate(): void };
/** The model class for each apiVersion/kind the manifests use; a new kind must be added here. */
const MODELS: Record<string, new (data: never) => Validatable> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'batch/v1/Job': Job,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/CronJob': CronJob,
};

/** Throws with the schema errors when the object does not validate. */
function validateObject(object: K8sObject): void {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) throw new Error(`no kubernetes-models class registered for ${object.apiVersion} ${object.kind}`);
  new Model(object as never).validate();
}

const BASE = 'k8s/base';
const kustomization = readYaml<Kustomization>(`${BASE}/kustomization.yaml`);
/** The base as `kubectl kustomize k8s/base` renders it (generated ConfigMap, images, namespace). */
const objects = renderKustomization(BASE) as unknown as K8sObject[];
const byKind = <T extends K8sObject>(kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as T[];

const workloads = [...byKind<Workload>('Deployment'), ...byKind<Workload>('StatefulSet')];
const deployments = byKind<Workload>('Deployment');
const statefulSets = byKind<Workload>('StatefulSet');
const services = byKind<ServiceObject>('Service');
const configMaps = byKind<K8sObject>('ConfigMap');
const secrets = byKind<K8sObject>('Secret');
const ingresses = byKind<IngressObject>('Ingress');

const containersOf = (workload: Workload): IContainer[] => [
  ...(workload.spec.template.spec?.initContainers ?? []),
  ...(workload.spec.template.spec?.containers ?? []),
];
const mainContainer = (workload: Workload): IContainer => workload.spec.template.spec!.containers[0];
const podLabels = (workload: Workload) => workload.spec.template.metadata?.labels ?? {};
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

function configMapData(name: string): Record<string, string> {
  const configMap = configMaps.find((c) => c.metadata.name === name);
  if (!configMap) throw new Error(`ConfigMap ${name} is not in the base`);
  return configMap.data ?? {};
}
function secretData(name: string): Record<string, string> {
  const secret = secrets.find((s) => s.metadata.name === name);
  if (!secret) throw new Error(`Secret ${name} is not in the base`);
  const decoded = Object.fromEntries(
    Object.entries(secret.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]),
  );
  return { ...decoded, ...(secret.stringData ?? {}) };
}

/**
 * The container's environment as the kubelet builds it: envFrom first, then env in order, with
 * $(VAR) references expanded from what is defined so far. Every referenced ConfigMap/Secret key must exist.
 */
function resolveEnvironment(container: IContainer): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    const data = source.configMapRef
      ? configMapData(source.configMapRef.name!)
      : source.secretRef
        ? secretData(source.secretRef.name!)
        : {};
    for (const [key, value] of Object.entries(data)) env[`${source.prefix ?? ''}${key}`] = value;
  }
  for (const variable of container.env ?? []) {
    if (variable.valueFrom?.configMapKeyRef) {
      const { name, key } = variable.valueFrom.configMapKeyRef;
      const value = configMapData(name!)[key];
      if (value === undefined) throw new Error(`${variable.name}: ConfigMap ${name} has no key ${key}`);
      env[variable.name] = value;
    } else if (variable.valueFrom?.secretKeyRef) {
      const { name, key, optional } = variable.valueFrom.secretKeyRef;
      const value = secretData(name!)[key];
      if (value === undefined && optional) continue;
      if (value === undefined) throw new Error(`${variable.name}: Secret ${name} has no key ${key}`);
      env[variable.name] = value;
    } else if (variable.valueFrom) {
      env[variable.name] = `<${Object.keys(variable.valueFrom).join()}>`;
    } else {
      env[variable.name] = (variable.value ?? '').replace(
        /\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g,
        (match, name?: string) => (match === '$$' ? '$' : name !== undefined && name in env ? env[name] : match),
      );
    }
  }
  return env;
}

/** Every environment variable name the container gets, without resolving values. */
function declaredEnvironment(container: IContainer): string[] {
  return Object.keys(resolveEnvironment(container));
}

const appWorkload = (app: AppName) => deployments.find((d) => d.metadata.name === app);

describe('k8s/base', () => {
  it('lists every manifest in kustomization.yaml, and lists nothing that is missing', () => {
    const onDisk = readdirSync(join(ROOT, BASE))
      .filter((file) => /\.ya?ml$/.test(file) && !/^kustomization\.ya?ml$/.test(file))
      .sort();
    expect([...(kustomization.resources ?? [])].sort()).toEqual(onDisk);
  });

  it('resolves every Secret and ConfigMap key any pod names (apps, NATS, the migrate Job, backups)', () => {
    const pods = objects.flatMap((object) => podSpecs(object as never) as unknown as IPodSpec[]);
    const containers = pods.flatMap((pod) => [...(pod.initContainers ?? []), ...pod.containers]);
    expect(containers.length).toBeGreaterThan(10);
    for (const container of containers) expect(() => resolveEnvironment(container)).not.toThrow();
    const nats = containers.find((c) => c.name === 'nats')!;
    expect(Object.keys(resolveEnvironment(nats)).filter((k) => k.startsWith('NATS_'))).toHaveLength(APPS.length);
  });

  it('puts everything in the namespace it creates', () => {
    const namespaces = byKind<K8sObject>('Namespace');
    expect(namespaces.map((n) => n.metadata.name)).toEqual([kustomization.namespace]);
  });

  it('has only documents that validate against the Kubernetes schemas', () => {
    const failures: string[] = [];
    for (const object of objects) {
      try {
        validateObject(object);
      } catch (error) {
        failures.push(`${object.kind}/${object.metadata?.name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(objects.length).toBeGreaterThan(10);
  });

  it('checks what it claims to: schema errors, missing variables and dangling references are caught', () => {
    const gateway = appWorkload('gateway')!;
    const broken = structuredClone(gateway);
    (broken.spec.template.spec!.containers[0] as unknown as { ports: unknown[] }).ports = [{ containerPort: '8080' }];
    expect(() => validateObject(broken)).toThrow(/containerPort/);
    const container = structuredClone(mainContainer(gateway));
    container.envFrom = [];
    expect(missingKeys(declaredEnvironment(container), configKeys('gateway'))).toContain('MINIO_ENDPOINT');
    container.env = [{ name: 'X', valueFrom: { secretKeyRef: { name: 'site-secrets', key: 'NOPE' } } }];
    expect(() => resolveEnvironment(container)).toThrow(/no key NOPE/);
  });

  it('runs one Deployment per app, and PostgreSQL, NATS and MinIO as StatefulSets', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    expect(statefulSets.map((s) => s.metadata.name).sort()).toEqual(['minio', 'nats', 'postgres']);
  });

  describe.each(workloads.map((w) => [`${w.kind} ${w.metadata.name}`, w] as const))('%s', (_label, workload) => {
    it('selects its own pods', () => {
      expect(matches(workload.spec.selector.matchLabels ?? {}, podLabels(workload))).toBe(true);
      expect(Object.keys(workload.spec.selector.matchLabels ?? {}).length).toBeGreaterThan(0);
    });

    it('has readiness and liveness probes and resource requests and limits on every container', () => {
      for (const container of workload.spec.template.spec!.containers) {
        expect({ container: container.name, readiness: Boolean(container.readinessProbe) }).toEqual({
          container: container.name,
          readiness: true,
        });
        expect({ container: container.name, liveness: Boolean(container.livenessProbe) }).toEqual({
          container: container.name,
          liveness: true,
        });
      }
      for (const container of containersOf(workload)) {
        const { requests = {}, limits = {} } = container.resources ?? {};
        for (const resource of ['cpu', 'memory']) {
          expect({ container: container.name, resource, request: requests[resource] !== undefined }).toEqual({
            container: container.name,
            resource,
            request: true,
          });
          expect({ container: container.name, resource, limit: limits[resource] !== undefined }).toEqual({
            container: container.name,
            resource,
            limit: true,
          });
          expect(quantity(requests[resource])).toBeLessThanOrEqual(quantity(limits[resource]));
        }
      }
    });

    it('runs as a non-root user, without privilege escalation, with a read-only root filesystem', () => {
      const pod = workload.spec.template.spec!.securityContext ?? {};
      expect(pod.runAsNonRoot).toBe(true);
      // A numeric uid: the kubelet cannot check runAsNonRoot against a user name such as "node".
      expect(pod.runAsUser).toBeGreaterThan(0);
      expect(pod.seccompProfile?.type).toBe('RuntimeDefault');
      for (const container of containersOf(workload)) {
        const context = container.securityContext ?? {};
        expect({ container: container.name, allowPrivilegeEscalation: context.allowPrivilegeEscalation }).toEqual({
          container: container.name,
          allowPrivilegeEscalation: false,
        });
        expect({ container: container.name, readOnlyRootFilesystem: context.readOnlyRootFilesystem }).toEqual({
          container: container.name,
          readOnlyRootFilesystem: true,
        });
        expect(context.capabilities?.drop).toEqual(['ALL']);
      }
    });

    it('mounts only volumes it declares', () => {
      const declared = [
        ...(workload.spec.template.spec!.volumes ?? []).map((v) => v.name),
        ...(workload.spec.volumeClaimTemplates ?? []).map((v) => v.metadata.name),
      ];
      const mounted = containersOf(workload).flatMap((c) => (c.volumeMounts ?? []).map((m) => m.name));
      expect(missingKeys(declared, mounted)).toEqual([]);
    });

    it('probes named ports that the container declares', () => {
      for (const container of containersOf(workload)) {
        const names = (container.ports ?? []).map((port) => port.name);
        const probes = [container.readinessProbe, container.livenessProbe, container.startupProbe].filter(
          (probe): probe is IProbe => probe !== undefined,
        );
        for (const probe of probes) {
          const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
          if (typeof port === 'string') expect(names).toContain(port);
        }
      }
    });
  });

  describe.each(APPS)('the %s Deployment', (app: AppName) => {
    const workload = appWorkload(app)!;
    const container = mainContainer(workload);

    it('runs image site/<name> in the directory where the image puts dist/', () => {
      expect(container.image?.replace(/:[^/]*$/, '')).toBe(`site/${app}`);
      expect(container.workingDir).toBe(app === 'gateway' ? '/app/gateway' : `/app/services/${app}`);
    });

    it('gets every variable of its config schema (env + envFrom ConfigMap/Secret keys)', () => {
      expect(missingKeys(declaredEnvironment(container), configKeys(app))).toEqual([]);
    });

    it('gets values its config schema accepts, once ConfigMap, Secret and $(VAR) references resolve', () => {
      const env = resolveEnvironment(container);
      expect(configProblems(app, env)).toEqual([]);
      expect(Object.values(env).filter((value) => /\$\([A-Za-z_]/.test(value))).toEqual([]);
    });

    it('reaches NATS through the nats Service', () => {
      const url = new URL(resolveEnvironment(container).NATS_URL);
      expect(servicePort(url.hostname, Number(url.port))).toBeDefined();
    });

    if (app === 'gateway') {
      it('is ready on GET /api/health/ready (itself and NATS), alive on GET /api/health/live, on its http port', () => {
        expect(container.readinessProbe?.httpGet).toMatchObject({ path: '/api/health/ready', port: 'http' });
        expect(container.livenessProbe?.httpGet).toMatchObject({ path: '/api/health/live', port: 'http' });
        const env = resolveEnvironment(container);
        expect(container.ports?.find((port) => port.name === 'http')?.containerPort).toBe(Number(env.PORT));
      });

      it('stores uploads in the minio Service with the MinIO root credentials', () => {
        const env = resolveEnvironment(container);
        const url = new URL(env.MINIO_ENDPOINT);
        expect(servicePort(url.hostname, Number(url.port))).toBeDefined();
        const minio = resolveEnvironment(mainContainer(statefulSets.find((s) => s.metadata.name === 'minio')!));
        expect(env.MINIO_ACCESS_KEY).toBe(minio.MINIO_ROOT_USER);
        expect(env.MINIO_SECRET_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
      });
    } else {
      it('is probed over HTTP on its own health port: started and ready on /readyz, alive on /livez', () => {
        for (const probe of [container.startupProbe, container.readinessProbe, container.livenessProbe]) {
          expect(probe?.exec).toBeUndefined();
          expect(probe?.httpGet?.port).toBe('health');
        }
        expect(container.startupProbe?.httpGet?.path).toBe('/readyz');
        expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
        expect(container.livenessProbe?.httpGet?.path).toBe('/livez');
        const env = resolveEnvironment(container);
        expect(container.ports?.find((port) => port.name === 'health')?.containerPort).toBe(Number(env.HEALTH_PORT));
      });

      it('uses its own database on the postgres Service as its own role, never the admin user', () => {
        const env = resolveEnvironment(container);
        const url = new URL(env.DATABASE_URL);
        expect(url.pathname).toBe(`/${app}`);
        expect(servicePort(url.hostname, Number(url.port || 5432))).toBeDefined();
        const postgres = resolveEnvironment(mainContainer(statefulSets.find((s) => s.metadata.name === 'postgres')!));
        expect(decodeURIComponent(url.username)).toBe(app);
        expect(decodeURIComponent(url.username)).not.toBe(postgres.POSTGRES_USER);
        expect(decodeURIComponent(url.password)).not.toBe(postgres.POSTGRES_PASSWORD);
        // The admin password is not even in the pod's environment.
        expect((container.env ?? []).some((v) => v.valueFrom?.secretKeyRef?.key === 'POSTGRES_PASSWORD')).toBe(false);
        expect(Object.values(env).some((value) => value.includes(postgres.POSTGRES_PASSWORD))).toBe(false);
        expect(env.MIGRATIONS).toBe('check');
      });

      it('is migrated by the migrate Job, which alone holds the admin credentials', () => {
        const job = byKind<Workload>('Job').find((j) => j.metadata.name === 'migrate')!;
        const migrate = job.spec.template.spec!.containers.find((c) => c.name === app)!;
        expect(migrate.image).toBe(container.image);
        expect(migrate.args).toEqual(['node', 'dist/boot.cjs', 'migrate']);
        const env = resolveEnvironment(migrate);
        expect(env.DATABASE_URL).toBe(resolveEnvironment(container).DATABASE_URL);
        const postgres = resolveEnvironment(mainContainer(statefulSets.find((s) => s.metadata.name === 'postgres')!));
        const admin = new URL(env.MIGRATE_ADMIN_URL);
        expect(decodeURIComponent(admin.username)).toBe(postgres.POSTGRES_USER);
        expect(decodeURIComponent(admin.password)).toBe(postgres.POSTGRES_PASSWORD);
        expect(job.spec.template.spec!.restartPolicy).toBe('OnFailure');
      });
    }
  });

  it('gives only identity the admin password, and only the gateway the MinIO keys', () => {
    for (const app of APPS) {
      const names = declaredEnvironment(mainContainer(appWorkload(app)!));
      expect({ app, admin: names.includes('ADMIN_PASSWORD') }).toEqual({ app, admin: app === 'identity' });
      expect({ app, minio: names.includes('MINIO_SECRET_KEY') }).toEqual({ app, minio: app === 'gateway' });
    }
  });

  describe.each(services.map((s) => [s.metadata.name, s] as const))('Service %s', (_name, service) => {
    it('selects the pods of a Deployment or StatefulSet, on ports their containers declare', () => {
      const selector = service.spec.selector ?? {};
      expect(Object.keys(selector).length).toBeGreaterThan(0);
      const targets = workloads.filter((w) => matches(selector, podLabels(w)));
      expect(targets.map((w) => w.metadata.name)).toHaveLength(1);
      const ports = containersOf(targets[0]).flatMap((c) => c.ports ?? []);
      for (const port of service.spec.ports) {
        const target = port.targetPort ?? port.port;
        const found = ports.some((p) => (typeof target === 'string' ? p.name === target : p.containerPort === target));
        expect({ port: port.name, target, found }).toEqual({ port: port.name, target, found: true });
      }
    });
  });

  describe.each(statefulSets.map((s) => [s.metadata.name, s] as const))('StatefulSet %s', (_name, statefulSet) => {
    it('is governed by a headless Service that selects it, and keeps its data in a volume claim', () => {
      const governing = services.find((s) => s.metadata.name === statefulSet.spec.serviceName);
      expect(governing?.spec.clusterIP).toBe('None');
      expect(matches(governing!.spec.selector ?? {}, podLabels(statefulSet))).toBe(true);
      const claims = (statefulSet.spec.volumeClaimTemplates ?? []).map((claim) => claim.metadata.name);
      expect(claims.length).toBeGreaterThan(0);
      const mounted = containersOf(statefulSet).flatMap((c) => (c.volumeMounts ?? []).map((m) => m.name));
      expect(mounted).toEqual(expect.arrayContaining(claims));
    });
  });

  it('runs NATS with JetStream stored on its volume', () => {
    const nats = mainContainer(statefulSets.find((s) => s.metadata.name === 'nats')!);
    const args = [...(nats.command ?? []), ...(nats.args ?? [])];
    expect(args).toContain('-js');
    const storeDir = args[args.indexOf('-sd') + 1];
    expect(nats.volumeMounts?.map((m) => m.mountPath)).toContain(storeDir);
  });

  describe('Ingress', () => {
    it('routes to a port of the gateway Service', () => {
      expect(ingresses).toHaveLength(1);
      const backends = ingresses[0].spec.rules.flatMap((rule) => rule.http.paths.map((path) => path.backend.service));
      expect(backends.length).toBeGreaterThan(0);
      for (const backend of backends) {
        expect(backend.name).toBe('gateway');
        const service = services.find((s) => s.metadata.name === backend.name)!;
        const port = service.spec.ports.find((p) =>
          backend.port.name ? p.name === backend.port.name : p.port === backend.port.number,
        );
        expect(port).toBeDefined();
      }
    });

    it('lets nginx pass uploads of UPLOAD_MAX_BYTES', () => {
      const size = ingresses[0].metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'];
      expect(size).toBeDefined();
      const uploadMax = Number(resolveEnvironment(mainContainer(appWorkload('gateway')!)).UPLOAD_MAX_BYTES);
      expect(byteSize(size!)).toBeGreaterThanOrEqual(uploadMax);
    });
  });
});

describe('k8s/overlays/production', () => {
  const overlay = 'k8s/overlays/production';
  const overlayKustomization = readYaml<Kustomization>(`${overlay}/kustomization.yaml`);

  it('refers only to files that exist, and parses', () => {
    const paths = [
      ...(overlayKustomization.resources ?? []),
      ...(overlayKustomization.patches ?? []).flatMap((patch) => (patch.path ? [patch.path] : [])),
    ];
    for (const path of paths)
      expect({ path, exists: existsSync(join(ROOT, overlay, path)) }).toEqual({ path, exists: true });
    for (const path of paths.filter((p) => /\.ya?ml$/.test(p)))
      expect(() => readYamlDocuments(`${overlay}/${path}`)).not.toThrow();
  });
});

interface Rendered {
  dir: string;
  objects: K8sObject[];
}
const RENDERED: Rendered[] = ['k8s/base', 'k8s/overlays/production'].map((dir) => ({
  dir,
  objects: renderKustomization(dir),
}));
const SITE_IMAGES = [...APPS, 'backup'].map((app) => `site/${app}`);

const ofKind = <T>(list: K8sObject[], kind: string) => list.filter((o) => o.kind === kind) as unknown as T[];
interface Hpa {
  metadata: { name: string };
  spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
}
interface Pdb {
  metadata: { name: string };
  spec: { selector: { matchLabels: Record<string, string> }; maxUnavailable?: number; minAvailable?: number };
}
interface CronJobObject extends K8sObject {
  spec: {
    suspend?: boolean;
    schedule: string;
    concurrencyPolicy?: string;
    jobTemplate: { spec: { template: IPodTemplateSpec } };
  };
}
const cronPod = (cron: CronJobObject) => cron.spec.jobTemplate.spec.template;

/** The most replicas a Deployment runs when all is well: its autoscaler's minimum, or its replicas. */
function steadyReplicas(objects: K8sObject[], deployment: Workload): number {
  const hpa = ofKind<Hpa>(objects, 'HorizontalPodAutoscaler').find(
    (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === deployment.metadata.name,
  );
  return hpa ? hpa.spec.minReplicas : (deployment.spec.replicas ?? 1);
}

describe.each(RENDERED.map((r) => [r.dir, r] as const))('%s, rendered', (_dir, { objects: rendered }) => {
  const deploymentsHere = ofKind<Workload>(rendered, 'Deployment');

  it('renders objects that all validate against the Kubernetes schemas, in the namespace', () => {
    const failures: string[] = [];
    for (const object of rendered) {
      try {
        validateObject(object);
      } catch (error) {
        failures.push(`${object.kind}/${object.metadata.name}: ${(error as Error).message}`);
      }
      if (object.kind !== 'Namespace') expect(object.metadata.namespace).toBe(kustomization.namespace);
    }
    expect(failures).toEqual([]);
  });

  it('has a PodDisruptionBudget for every Deployment with more than one replica, and for no other', () => {
    const budgets = ofKind<Pdb>(rendered, 'PodDisruptionBudget');
    for (const deployment of deploymentsHere) {
      const covering = budgets.filter((b) => matches(b.spec.selector.matchLabels, podLabels(deployment)));
      const replicas = steadyReplicas(rendered, deployment);
      expect({ deployment: deployment.metadata.name, replicas, budgets: covering.length }).toEqual({
        deployment: deployment.metadata.name,
        replicas,
        budgets: replicas > 1 ? 1 : 0,
      });
      // A budget keeps a replica or more running and still lets a drain proceed.
      for (const budget of covering) {
        const allowed = budget.spec.maxUnavailable ?? replicas - (budget.spec.minAvailable ?? replicas);
        expect(allowed).toBeGreaterThanOrEqual(1);
        expect(allowed).toBeLessThan(replicas);
      }
    }
    for (const budget of budgets) {
      const selected = deploymentsHere.filter((d) => matches(budget.spec.selector.matchLabels, podLabels(d)));
      expect({ budget: budget.metadata.name, selects: selected.length }).toEqual({
        budget: budget.metadata.name,
        selects: 1,
      });
    }
  });

  it('autoscales the gateway, catalog and content from two replicas, and leaves replicas to the autoscaler', () => {
    const hpas = ofKind<Hpa>(rendered, 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['catalog', 'content', 'gateway']);
    for (const hpa of hpas) {
      const target = deploymentsHere.find((d) => d.metadata.name === hpa.spec.scaleTargetRef.name)!;
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect({ deployment: target.metadata.name, replicas: target.spec.replicas }).toEqual({
        deployment: target.metadata.name,
        replicas: undefined,
      });
      // Utilization is a share of the CPU request, so every container must request CPU.
      for (const container of target.spec.template.spec!.containers)
        expect(container.resources?.requests?.cpu).toBeDefined();
    }
  });

  it('spreads the gateway and every service over nodes and zones', () => {
    for (const app of APPS) {
      const deployment = deploymentsHere.find((d) => d.metadata.name === app)!;
      const constraints = deployment.spec.template.spec!.topologySpreadConstraints ?? [];
      const byKey = (key: string) => constraints.find((c) => c.topologyKey === key);
      const node = byKey('kubernetes.io/hostname');
      expect({ app, node: node?.whenUnsatisfiable }).toEqual({ app, node: 'DoNotSchedule' });
      expect({ app, zone: byKey('topology.kubernetes.io/zone')?.whenUnsatisfiable }).toEqual({
        app,
        zone: 'ScheduleAnyway',
      });
      for (const constraint of constraints) {
        expect(matches(constraint.labelSelector?.matchLabels ?? {}, podLabels(deployment))).toBe(true);
        expect(constraint.maxSkew).toBe(1);
        expect(constraint.matchLabelKeys).toEqual(['pod-template-hash']);
      }
    }
  });

  it('gives every container an image with an explicit tag, never latest', () => {
    const images = rendered.flatMap((object) =>
      podSpecsOf(object).flatMap((pod) => [...(pod.initContainers ?? []), ...pod.containers].map((c) => c.image!)),
    );
    expect(images.length).toBeGreaterThan(8);
    for (const image of images)
      expect({ image, pinned: /:[\w][\w.-]*$|@sha256:/.test(image) && !/:latest$/.test(image) }).toEqual({
        image,
        pinned: true,
      });
  });

  it('names the ConfigMap by a hash of its values, and every pod reads it under that name', () => {
    // nats-config is generated by scripts/nats-config.mjs and mounted as a file by NATS alone.
    const configs = ofKind<K8sObject>(rendered, 'ConfigMap').filter((c) => c.metadata.name !== 'nats-config');
    expect(configs.map((c) => c.metadata.name)).toEqual([expect.stringMatching(/^site-config-[a-z0-9]{10}$/)]);
    const references = rendered.flatMap((object) =>
      podSpecsOf(object).flatMap((pod) =>
        pod.containers.flatMap((c) => (c.envFrom ?? []).map((source) => source.configMapRef?.name)),
      ),
    );
    expect(references.length).toBeGreaterThan(6);
    expect(new Set(references)).toEqual(new Set([configs[0].metadata.name]));
  });
});

describe('kustomize features an operator relies on', () => {
  /** A copy of k8s/ to change, rendered as an operator's edit would be. */
  function renderCopy(change: (dir: string) => void, dir = 'k8s/base'): K8sObject[] {
    const copy = mkdtempSync(join(tmpdir(), 'k8s-'));
    try {
      cpSync(join(ROOT, 'k8s'), join(copy, 'k8s'), { recursive: true });
      change(copy);
      return renderKustomization(join(copy, dir));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  const gatewayTemplate = (list: K8sObject[]) =>
    JSON.stringify(
      (list.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway') as Workload).spec.template,
    );

  it('a changed setting changes every pod template, so kubectl apply rolls the pods', () => {
    const changed = renderCopy((copy) => {
      const file = join(copy, 'k8s/base/site-config.env');
      writeFileSync(file, readFileSync(file, 'utf8').replace('LOG_LEVEL=info', 'LOG_LEVEL=debug'));
    });
    expect(gatewayTemplate(changed)).not.toBe(gatewayTemplate(RENDERED[0].objects));
    const unchanged = renderCopy(() => undefined);
    expect(gatewayTemplate(unchanged)).toBe(gatewayTemplate(RENDERED[0].objects));
  });

  it('the production overlay merges its settings into the same generated ConfigMap', () => {
    const production = RENDERED[1].objects;
    const siteConfig = (o: K8sObject) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('site-config-');
    const config = production.find(siteConfig)!;
    expect(config.data).toMatchObject({ POSTGRES_HOST: 'postgres.example.internal', NATS_URL: 'nats://nats:4222' });
    expect(config.metadata.name).not.toBe(RENDERED[0].objects.find(siteConfig)!.metadata.name);
  });

  it('an overlay sets registry and tag for every site image without touching the base', () => {
    const baseKustomization = readYaml<{ images?: { name: string; newTag?: string }[] }>(`${BASE}/kustomization.yaml`);
    expect((baseKustomization.images ?? []).map((i) => i.name).sort()).toEqual([...SITE_IMAGES].sort());
    const overlay = readYaml<{ images?: { name: string; newName?: string }[] }>(
      'k8s/overlays/production/kustomization.yaml',
    );
    expect((overlay.images ?? []).map((i) => i.name).sort()).toEqual([...SITE_IMAGES].sort());
    const production = RENDERED[1].objects.flatMap((object) => podSpecsOf(object).flatMap((pod) => pod.containers));
    for (const image of SITE_IMAGES) {
      const used = production.filter((c) => c.image?.startsWith(`registry.example.com/${image}:`));
      expect({ image, used: used.length > 0 }).toEqual({ image, used: true });
    }
    expect(production.filter((c) => c.image?.startsWith('site/'))).toEqual([]);

    const mine = renderCopy((copy) => {
      const dir = join(copy, 'k8s/overlays/mine');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, 'kustomization.yaml'),
        `resources:\n  - ${relative(dir, join(copy, 'k8s/base'))}\nimages:\n  - name: site/gateway\n    newName: reg.local:5000/web\n    newTag: '2.0.1'\n`,
      );
    }, 'k8s/overlays/mine');
    const gateway = mine.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway') as Workload;
    expect(mainContainer(gateway).image).toBe('reg.local:5000/web:2.0.1');
  });

  it('base image tags are the version of the apps they run', () => {
    const baseKustomization = readYaml<{ images: { name: string; newTag: string }[] }>(`${BASE}/kustomization.yaml`);
    for (const { name, newTag } of baseKustomization.images) {
      const app = name.replace('site/', '');
      const path = app === 'gateway' ? 'gateway' : app === 'backup' ? 'tools/backup' : `services/${app}`;
      const version = (JSON.parse(readFileSync(join(ROOT, path, 'package.json'), 'utf8')) as { version: string })
        .version;
      expect({ name, newTag }).toEqual({ name, newTag: version });
    }
  });

  it('sizes the apps from a measured RSS, said in a comment beside their resources', () => {
    for (const app of APPS) {
      const text = readFileSync(join(ROOT, BASE, `${app}.yaml`), 'utf8');
      expect({ app, measured: /npm run bench -- rss[\s\S]*MiB at peak/.test(text) }).toEqual({ app, measured: true });
    }
  });
});

describe('backups in k8s', () => {
  const cronJobs = ofKind<CronJobObject>(objects, 'CronJob');
  const backup = cronJobs.find((c) => c.metadata.name === 'backup')!;
  const restore = cronJobs.find((c) => c.metadata.name === 'restore')!;

  it('backs up nightly, one run at a time, and keeps restore suspended for manual runs', () => {
    expect(backup.spec.schedule).toMatch(/^\S+ \S+ \* \* \*$/);
    expect(backup.spec.concurrencyPolicy).toBe('Forbid');
    expect(backup.spec.suspend).not.toBe(true);
    expect(restore.spec.suspend).toBe(true);
    expect(cronPod(restore).spec!.containers[0].args).toEqual(['restore', 'latest', '--yes']);
    expect(cronPod(backup).spec!.containers[0].args).toEqual(['backup']);
  });

  it.each([
    ['backup', backup],
    ['restore', restore],
  ])(
    '%s runs the backup image, hardened, with a configuration the tool accepts, on the backups volume',
    (_name, cron) => {
      const pod = cronPod(cron).spec!;
      const container = pod.containers[0];
      expect(splitImageName(container.image!)).toBe('site/backup');
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        runAsUser: 999,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container.resources?.limits?.memory).toBeDefined();
      // The encryption key comes from site-secrets when the operator adds it, and is not required.
      expect(container.env?.find((v) => v.name === 'BACKUP_ENCRYPTION_KEY')?.valueFrom?.secretKeyRef).toEqual({
        name: 'site-secrets',
        key: 'BACKUP_ENCRYPTION_KEY',
        optional: true,
      });
      const env = resolveEnvironment(container);
      expect(backupConfigSchema.safeParse(env).error?.issues ?? []).toEqual([]);
      const postgres = resolveEnvironment(mainContainer(statefulSets.find((s) => s.metadata.name === 'postgres')!));
      expect(decodeURIComponent(new URL(env.PG_URL).password)).toBe(postgres.POSTGRES_PASSWORD);
      const claim = pod.volumes?.find(
        (v) => v.name === container.volumeMounts?.find((m) => m.mountPath === env.BACKUP_DIR)?.name,
      );
      const claimName = claim?.persistentVolumeClaim?.claimName;
      expect(objects.find((o) => o.kind === 'PersistentVolumeClaim' && o.metadata.name === claimName)).toBeDefined();
    },
  );
});

/** When kubectl is installed, render the kustomizations and validate what comes out. */
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const withKubectl = kubectl.status === 0 ? describe : describe.skip;
withKubectl('kubectl kustomize (runs where kubectl is installed)', () => {
  it.each(['k8s/base', 'k8s/overlays/production'])('%s renders to valid objects', (dir) => {
    const result = spawnSync('kubectl', ['kustomize', join(ROOT, dir)], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const rendered = parseAllDocuments(result.stdout);
    const documents = (Array.isArray(rendered) ? rendered : [rendered]).map((d) => d.toJS() as K8sObject);
    expect(documents.length).toBeGreaterThan(5);
    for (const document of documents) {
      if (document.kind !== 'Namespace') expect(document.metadata.namespace).toBe(kustomization.namespace);
      expect(() => validateObject(document)).not.toThrow();
    }
  });
});

const podSpecsOf = (object: K8sObject) => podSpecs(object as never) as unknown as IPodSpec[];
const splitImageName = (image: string) => splitImage(image).name;

function servicePort(host: string, port: number) {
  return services.find((s) => s.metadata.name === host)?.spec.ports.find((p) => p.port === port);
}

/** A Kubernetes quantity (cpu or memory) as a number, to compare requests with limits. */
function quantity(value: string | number): number {
  const match = /^([0-9.]+)([a-zA-Z]*)$/.exec(String(value));
  if (!match) throw new Error(`not a quantity: ${value}`);
  const units: Record<string, number> = {
    '': 1,
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
  };
  if (!(match[2] in units)) throw new Error(`unknown unit in ${value}`);
  return Number(match[1]) * units[match[2]];
}

/** An nginx size ("6m", "512k", "1g", bytes) in bytes. */
function byteSize(value: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(value.trim());
  if (!match) throw new Error(`not an nginx size: ${value}`);
  return (
    Number(match[1]) * { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2].toLowerCase() as '' | 'k' | 'm' | 'g']
  );
}
