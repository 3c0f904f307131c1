import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@site/contracts';
import { serviceConfigSchema } from '@site/service-kit';
import { gatewayConfigSchema } from '../../gateway/src/config/gateway-config';
import { analyticsConfigSchema } from '../../services/analytics/src/config';
import { contactConfigSchema } from '../../services/contact/src/contact-config';
import { identityConfigSchema } from '../../services/identity/src/identity-config';

/** Shared by the deployment tests: the apps, what each reads, and small readers for the files. */

export const ROOT = resolve(__dirname, '../..');

export type AppName = ServiceName | 'gateway';
export const SERVICES: readonly ServiceName[] = SERVICE_NAMES;
export const APPS: readonly AppName[] = [...SERVICE_NAMES, 'gateway'];

/** Identity reads its own variables (first admin, search-push endpoints) beside every service's. */
const identitySchema = serviceConfigSchema.extend(identityConfigSchema.shape);

export function configSchema(app: AppName): z.ZodObject {
  if (app === 'gateway') return gatewayConfigSchema;
  if (app === 'analytics') return analyticsConfigSchema;
  if (app === 'identity') return identitySchema;
  return app === 'contact' ? contactConfigSchema : serviceConfigSchema;
}

/** Every environment variable the app reads. */
export function configKeys(app: AppName): string[] {
  return Object.keys(configSchema(app).shape);
}

/** The keys of `required` that `declared` lacks (empty when all are there). */
export function missingKeys(declared: Iterable<string>, required: Iterable<string>): string[] {
  const have = new Set(declared);
  return [...required].filter((key) => !have.has(key));
}

export function readText(relativePath: string): string {
  return readFileSync(join(ROOT, relativePath), 'utf8');
}

/** One YAML document; `<<` merge keys resolved, as Docker Compose does. */
export function readYaml<T>(relativePath: string): T {
  return parse(readText(relativePath), { merge: true }) as T;
}

/** Every non-empty document of a multi-document YAML file; a syntax error fails the read. */
export function readYamlDocuments<T>(relativePath: string): T[] {
  const documents = parseAllDocuments(readText(relativePath));
  const list = Array.isArray(documents) ? documents : [documents];
  for (const document of list) {
    if (document.errors.length) throw new Error(`${relativePath}: ${document.errors.map((e) => e.message).join('; ')}`);
  }
  return list.map((document) => document.toJS() as T | null).filter((value): value is T => value != null);
}

/** Parses one environment with the app's schema; returns the problems, named, or [] when valid. */
export function configProblems(app: AppName, env: Record<string, string>): string[] {
  const result = configSchema(app).safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

// ---- kustomize, offline ------------------------------------------------------------------------
// No kubectl or kustomize binary here, and no npm package renders kustomizations, so this renders the
// subset of kustomize that k8s/ uses, the way kustomize does it. A field it does not know is an
// error rather than something silently left out.

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface ImageEntry {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}
interface Generator {
  name: string;
  behavior?: 'create' | 'merge' | 'replace';
  envs?: string[];
  literals?: string[];
  options?: { labels?: Record<string, string>; annotations?: Record<string, string>; disableNameSuffixHash?: boolean };
}
interface PatchEntry {
  path?: string;
  patch?: string;
  target?: { kind?: string; name?: string; labelSelector?: string };
}
export interface KustomizationFile {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  configMapGenerator?: Generator[];
  images?: ImageEntry[];
  replicas?: { name: string; count: number }[];
  patches?: PatchEntry[];
}

const KUSTOMIZATION_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'configMapGenerator',
  'images',
  'replicas',
  'patches',
]);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass']);

/** What one kustomization level builds: the objects, and which ConfigMaps its generators made (by name). */
interface Built {
  objects: K8sObject[];
  generated: Map<string, { object: K8sObject; hashed: boolean }>;
}

/** `kubectl kustomize <dir>`: the rendered objects, generator hashes applied and references renamed. */
export function renderKustomization(dir: string): K8sObject[] {
  const built = build(resolve(ROOT, dir));
  const renames = new Map<string, string>();
  for (const [name, { object, hashed }] of built.generated) {
    if (!hashed) continue;
    object.metadata.name = `${name}-${configMapHash(object)}`;
    renames.set(name, object.metadata.name);
  }
  for (const object of built.objects) for (const pod of podSpecs(object)) renameConfigMapReferences(pod, renames);
  return built.objects;
}

function build(dir: string): Built {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization']
    .map((name) => join(dir, name))
    .find((path) => existsSync(path));
  if (!file) throw new Error(`no kustomization in ${dir}`);
  const kustomization = parse(readFileSync(file, 'utf8')) as KustomizationFile;
  const unknown = Object.keys(kustomization).filter((key) => !KUSTOMIZATION_FIELDS.has(key));
  if (unknown.length) throw new Error(`${file}: the offline renderer does not support ${unknown.join(', ')}`);

  const built: Built = { objects: [], generated: new Map() };
  for (const resource of kustomization.resources ?? []) {
    const path = resolve(dir, resource);
    if (statSync(path).isDirectory()) {
      const inner = build(path);
      built.objects.push(...inner.objects);
      for (const [name, entry] of inner.generated) built.generated.set(name, entry);
    } else {
      built.objects.push(...parseDocuments(path));
    }
  }
  for (const generator of kustomization.configMapGenerator ?? []) generate(dir, generator, built);
  for (const patch of kustomization.patches ?? []) applyPatch(dir, patch, built);
  if (kustomization.namespace) {
    for (const object of built.objects)
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
  }
  for (const entry of kustomization.images ?? []) for (const object of built.objects) setImages(object, entry);
  for (const { name, count } of kustomization.replicas ?? []) {
    const targets = built.objects.filter(
      (o) => (o.kind === 'Deployment' || o.kind === 'StatefulSet') && o.metadata.name === name,
    );
    if (!targets.length) throw new Error(`replicas: no Deployment or StatefulSet named ${name}`);
    for (const target of targets) (target.spec as { replicas?: number }).replicas = count;
  }
  return built;
}

function parseDocuments(path: string): K8sObject[] {
  const documents = parseAllDocuments(readFileSync(path, 'utf8'));
  const list = Array.isArray(documents) ? documents : [documents];
  for (const document of list)
    if (document.errors.length) throw new Error(`${path}: ${document.errors.map((e) => e.message).join('; ')}`);
  return list.map((document) => document.toJS() as K8sObject | null).filter((o): o is K8sObject => o != null);
}

/** An env file as kustomize reads it: KEY=value lines, # comments and blank lines skipped. */
export function parseEnvFile(text: string, source = 'env file'): Record<string, string> {
  const data: Record<string, string> = {};
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const at = line.indexOf('=');
    if (at <= 0) throw new Error(`${source}:${index + 1}: not KEY=value: ${line}`);
    const value = line.slice(at + 1);
    // kustomize keeps quotes in env files as part of the value; refuse them rather than surprise anyone.
    if (/^["']/.test(value)) throw new Error(`${source}:${index + 1}: quoted value (kustomize keeps the quotes)`);
    data[line.slice(0, at)] = value;
  });
  return data;
}

function generate(dir: string, generator: Generator, built: Built): void {
  const data: Record<string, string> = {};
  for (const env of generator.envs ?? []) Object.assign(data, parseEnvFile(readFileSync(join(dir, env), 'utf8'), env));
  for (const literal of generator.literals ?? []) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  const behavior = generator.behavior ?? 'create';
  const existing = built.generated.get(generator.name);
  if (behavior === 'create') {
    if (existing) throw new Error(`configMapGenerator ${generator.name} already exists (use behavior: merge)`);
    const object: K8sObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: generator.name, ...(generator.options?.labels ? { labels: generator.options.labels } : {}) },
      data,
    };
    built.objects.push(object);
    built.generated.set(generator.name, { object, hashed: !generator.options?.disableNameSuffixHash });
    return;
  }
  if (!existing) throw new Error(`configMapGenerator ${generator.name}: behavior ${behavior} but no base generator`);
  existing.object.data = behavior === 'merge' ? { ...(existing.object.data as object), ...data } : data;
}

/** kustomize's name suffix: sha256 of the ConfigMap's kind, name and data as Go's json.Marshal writes them. */
export function configMapHash(configMap: { metadata: { name: string }; data?: unknown }): string {
  const json = goJson({ data: configMap.data ?? '', kind: 'ConfigMap', name: configMap.metadata.name });
  const hex = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return hex.replace(/[013ae]/g, (c) => ({ '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' })[c]!);
}

/** JSON with sorted keys and <, >, & escaped, like Go's encoding/json. */
function goJson(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        )
      : v;
  return JSON.stringify(sorted(value)).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

type Json = Record<string, unknown>;

/** The pod specs inside a workload (Deployment, StatefulSet, DaemonSet, Job, CronJob). */
export function podSpecs(object: K8sObject): Json[] {
  const spec = object.spec as Json | undefined;
  if (!spec) return [];
  if (object.kind === 'CronJob') {
    const job = (spec.jobTemplate as Json | undefined)?.spec as Json | undefined;
    const pod = (job?.template as Json | undefined)?.spec as Json | undefined;
    return pod ? [pod] : [];
  }
  const pod = (spec.template as Json | undefined)?.spec as Json | undefined;
  return pod && ['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job'].includes(object.kind) ? [pod] : [];
}

type Container = { image?: string; envFrom?: Json[]; env?: Json[] };
const containersOfPod = (pod: Json) => [
  ...((pod.initContainers as Container[] | undefined) ?? []),
  ...((pod.containers as Container[] | undefined) ?? []),
];

function renameConfigMapReferences(pod: Json, renames: Map<string, string>): void {
  const rename = (ref: Json | undefined) => {
    if (ref && typeof ref.name === 'string' && renames.has(ref.name)) ref.name = renames.get(ref.name);
  };
  for (const container of containersOfPod(pod)) {
    for (const source of container.envFrom ?? []) rename(source.configMapRef as Json | undefined);
    for (const variable of container.env ?? [])
      rename((variable.valueFrom as Json | undefined)?.configMapKeyRef as Json | undefined);
  }
  for (const volume of (pod.volumes as Json[] | undefined) ?? []) {
    rename(volume.configMap as Json | undefined);
    for (const source of ((volume.projected as Json | undefined)?.sources as Json[] | undefined) ?? [])
      rename(source.configMap as Json | undefined);
  }
}

/** `registry:5000/site/gateway:1.2@sha256:…` → name, tag, digest. */
export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withTag, digest] = image.split('@');
  const slash = withTag.lastIndexOf('/');
  const colon = withTag.lastIndexOf(':');
  return colon > slash
    ? { name: withTag.slice(0, colon), tag: withTag.slice(colon + 1), digest }
    : { name: withTag, digest };
}

function setImages(object: K8sObject, entry: ImageEntry): void {
  for (const pod of podSpecs(object)) {
    for (const container of containersOfPod(pod)) {
      if (!container.image) continue;
      const image = splitImage(container.image);
      if (image.name !== entry.name) continue;
      const name = entry.newName ?? image.name;
      if (entry.digest) container.image = `${name}@${entry.digest}`;
      else {
        const tag = entry.newTag ?? image.tag;
        container.image = `${name}${tag ? `:${tag}` : ''}${!entry.newTag && image.digest ? `@${image.digest}` : ''}`;
      }
    }
  }
}

/** `a=b,c in (d,e)` as kubectl reads a label selector (the forms used here). */
export function matchesLabelSelector(selector: string, labels: Record<string, string>): boolean {
  return selector
    .split(/,(?![^(]*\))/)
    .map((part) => part.trim())
    .every((part) => {
      const inSet = /^([\w./-]+)\s+(in|notin)\s+\(([^)]*)\)$/.exec(part);
      if (inSet) {
        const values = inSet[3].split(',').map((v) => v.trim());
        return (inSet[2] === 'in') === values.includes(labels[inSet[1]]);
      }
      const equal = /^([\w./-]+)\s*(==|=|!=)\s*([\w./-]*)$/.exec(part);
      if (!equal) throw new Error(`unsupported label selector: ${part}`);
      return (equal[2] === '!=') !== (labels[equal[1]] === equal[3]);
    });
}

function applyPatch(dir: string, entry: PatchEntry, built: Built): void {
  const text = entry.path ? readFileSync(join(dir, entry.path), 'utf8') : (entry.patch ?? '');
  const documents = parseAllDocuments(text);
  const patches = (Array.isArray(documents) ? documents : [documents]).map((d) => d.toJS() as unknown);
  for (const patch of patches) {
    const targets = built.objects.filter((object) => {
      if (entry.target) {
        const { kind, name, labelSelector } = entry.target;
        return (
          (!kind || object.kind === kind) &&
          (!name || object.metadata.name === name) &&
          (!labelSelector || matchesLabelSelector(labelSelector, object.metadata.labels ?? {}))
        );
      }
      const own = patch as K8sObject;
      return object.kind === own.kind && object.metadata.name === own.metadata?.name;
    });
    if (!targets.length) throw new Error(`patch ${entry.path ?? JSON.stringify(entry.target)} matches nothing`);
    for (const target of targets) {
      if (Array.isArray(patch)) applyJsonPatch(target, patch as JsonPatchOp[]);
      else if ((patch as Json).$patch === 'delete') built.objects.splice(built.objects.indexOf(target), 1);
      else strategicMerge(target, patch as Json);
    }
  }
}

/** Strategic merge as far as our patches need it: maps merge, lists of named items merge by name, null deletes. */
export function strategicMerge(target: Json, patch: Json): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (value === null) delete target[key];
    else if (isNamedList(current) && isNamedList(value)) {
      for (const item of value) {
        const match = current.find((c) => c.name === item.name);
        if (match) strategicMerge(match, item);
        else current.push(item);
      }
    } else if (isMap(current) && isMap(value)) strategicMerge(current, value);
    else target[key] = structuredClone(value);
  }
}
const isMap = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const isNamedList = (v: unknown): v is Json[] =>
  Array.isArray(v) && v.length > 0 && v.every((item) => isMap(item) && typeof item.name === 'string');

interface JsonPatchOp {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}
function applyJsonPatch(target: Json, ops: JsonPatchOp[]): void {
  for (const { op, path, value } of ops) {
    const keys = path
      .split('/')
      .slice(1)
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop()!;
    let parent: Json = target;
    for (const key of keys) parent = parent[key] as Json;
    if (parent === undefined) throw new Error(`JSON patch path not found: ${path}`);
    if (op === 'remove') delete parent[last];
    else if (op === 'replace' && !(last in parent)) throw new Error(`JSON patch replace of a missing ${path}`);
    else if (Array.isArray(parent) && op === 'add')
      parent.splice(last === '-' ? parent.length : Number(last), 0, value);
    else parent[last] = value;
  }
}
