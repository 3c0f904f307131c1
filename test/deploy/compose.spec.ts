import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';
import { natsPasswordVariable } from '@site/service-kit';
import { backupConfigSchema } from '../../tools/backup/src/config';
import {
  APPS,
  SERVICES,
  configKeys,
  configProblems,
  missingKeys,
  readText,
  readYaml,
  type AppName,
} from './deploy-helpers';

/** docker-compose.yml, checked offline (no Docker engine here): structure, every variable, wiring. */

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string> | string[] };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  ports?: (string | number | { target?: number; published?: string | number })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  restart?: string;
  profiles?: string[];
  user?: string;
  stop_grace_period?: string;
  logging?: { driver?: string; options?: Record<string, string> };
  deploy?: { resources?: { limits?: { memory?: string }; reservations?: { memory?: string } } };
  networks?: string[] | Record<string, unknown>;
}
interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
}

/** Values for the variables docker-compose.yml requires (`${VAR:?message}`), as an operator's .env gives them. */
const SECRETS = {
  POSTGRES_PASSWORD: 'pg-secret-1',
  MINIO_SECRET_KEY: 'minio-secret-1',
  ADMIN_PASSWORD: 'Admin-Pass-2026',
  ...Object.fromEntries(APPS.map((app) => [natsPasswordVariable(app), `nats${app}Password0123`])),
  ...Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_DB_PASSWORD`, `db-${service}-secret`])),
};
const REQUIRED = Object.keys(SECRETS).sort();

const compose = loadCompose(['docker-compose.yml'], SECRETS);
const INFRA = ['postgres', 'nats', 'minio'];
const TOOLS = ['backup'];
/** The one-shot migration step of each service. */
const MIGRATE = SERVICES.map((service) => `${service}-migrate`);

/**
 * Compose variable interpolation: ${VAR:-default} and ${VAR-default} give the default when unset,
 * ${VAR:?message} and ${VAR?message} report the variable as missing, $$ is a literal $.
 */
function interpolate(value: string, vars: Record<string, string>, missing: Map<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (...m) => {
      const [match, braced, operator, argument, bare] = m as [string, string?, string?, string?, string?];
      if (match === '$$') return '$';
      const name = (braced ?? bare)!;
      const value = vars[name];
      const unset = operator?.startsWith(':') ? !value : value === undefined;
      switch (operator?.replace(':', '')) {
        case '-':
          return unset ? (argument ?? '') : value;
        case '?':
          if (unset) missing.set(name, argument ?? '');
          return value ?? '';
        case '+':
          return unset ? '' : (argument ?? '');
        default:
          return value ?? '';
      }
    },
  );
}

function interpolateDeep(value: unknown, vars: Record<string, string>, missing: Map<string, string>): unknown {
  if (typeof value === 'string') return interpolate(value, vars, missing);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, vars, missing));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, vars, missing)]));
  return value;
}

/** Compose's merge of an override file: mappings merge key by key, lists add what is new, scalars replace. */
function mergeOverride(base: unknown, override: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(override))
    return [...base, ...override.filter((item) => !base.some((b) => JSON.stringify(b) === JSON.stringify(item)))];
  if (base && override && typeof base === 'object' && typeof override === 'object' && !Array.isArray(base)) {
    const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(override))
      merged[key] = key in merged ? mergeOverride(merged[key], value) : value;
    return merged;
  }
  return override;
}

/** `docker compose -f a -f b config`, offline: each file interpolated, then merged in order. */
function loadComposeWithProblems(files: string[], vars: Record<string, string>) {
  const missing = new Map<string, string>();
  const model = files
    .map((file) => interpolateDeep(readYaml<unknown>(file), vars, missing))
    .reduce((merged, next) => mergeOverride(merged, next)) as ComposeFile;
  return { model, missing };
}

function loadCompose(files: string[], vars: Record<string, string>): ComposeFile {
  const { model, missing } = loadComposeWithProblems(files, vars);
  if (missing.size) throw new Error(`required variables not set: ${[...missing.keys()].join(', ')}`);
  return model;
}

/** The Compose Specification's JSON schema, as the dclint package ships it (validated with ajv). */
const validateCompose = (() => {
  const path = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
  const schema = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  // Its $schema is the https form of draft-07's id, which ajv (draft-07 by default) does not know by that name.
  delete schema.$schema;
  return new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }).compile(schema);
})();
const schemaErrors = (model: unknown) =>
  validateCompose(model) ? [] : (validateCompose.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

/** The environment as the container sees it (map or list form), defaults applied. */
function environmentOf(service: ComposeService): Record<string, string> {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw)
    ? raw.map((line) => {
        const at = line.indexOf('=');
        return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(raw).map(([key, value]) => [key, value == null ? '' : String(value)]);
  return Object.fromEntries(entries);
}

function dependsOn(service: ComposeService): Record<string, { condition?: string }> {
  const raw = service.depends_on ?? {};
  return Array.isArray(raw) ? Object.fromEntries(raw.map((name) => [name, {}])) : raw;
}

function buildOf(service: ComposeService) {
  const build = service.build;
  if (!build) return undefined;
  if (typeof build === 'string')
    return { context: build, dockerfile: 'Dockerfile', args: {} as Record<string, string> };
  const args = Array.isArray(build.args)
    ? Object.fromEntries(build.args.map((arg) => arg.split(/=(.*)/s).slice(0, 2)))
    : (build.args ?? {});
  return { context: build.context ?? '.', dockerfile: build.dockerfile ?? 'Dockerfile', args };
}

function commandOf(service: ComposeService): string[] {
  const command = service.command ?? [];
  return Array.isArray(command) ? command : command.split(/\s+/);
}

/** The container side of each published port ("8080:8080", "127.0.0.1:9001:9001/tcp", { target }). */
function targetPorts(service: ComposeService): string[] {
  return (service.ports ?? []).map((port) =>
    typeof port === 'object' ? String(port.target) : (String(port).split(':').pop() ?? '').replace(/\/(tcp|udp)$/, ''),
  );
}

function namedVolumesOf(service: ComposeService): { source: string; target: string }[] {
  return (service.volumes ?? [])
    .map((volume) => {
      if (typeof volume === 'string') {
        const [source, target] = volume.split(':');
        return { source, target };
      }
      return { source: volume.source ?? '', target: volume.target ?? '' };
    })
    .filter(({ source }) => source && !source.startsWith('.') && !source.startsWith('/'));
}

describe('docker-compose.yml', () => {
  it('declares the infrastructure, the five services, the gateway and the backup tool', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...INFRA, ...APPS, ...TOOLS, ...MIGRATE].sort());
  });

  it('checks what it claims to: a missing variable is reported', () => {
    const env = environmentOf(compose.services.catalog);
    delete env.NATS_URL;
    expect(missingKeys(Object.keys(env), configKeys('catalog'))).toEqual(['NATS_URL']);
    expect(configProblems('catalog', { ...env, DATABASE_URL: 'mysql://x/catalog' })).not.toEqual([]);
  });

  describe.each(APPS)('%s', (app: AppName) => {
    const service = compose.services[app];
    const env = environmentOf(service);

    it('declares every variable of its config schema', () => {
      expect(missingKeys(Object.keys(env), configKeys(app))).toEqual([]);
    });

    it('gives values its config schema accepts (the required secrets set, every ${VAR:-default} defaulted)', () => {
      expect(configProblems(app, env)).toEqual([]);
    });

    it('reaches NATS through the nats service', () => {
      expect(new URL(env.NATS_URL).hostname).toBe('nats');
    });

    it('is built from the repository root as image site/<name>, restarts, and has a health check', () => {
      const build = buildOf(service)!;
      expect(build.context).toBe('.');
      if (app === 'gateway') {
        expect(build.dockerfile).toBe('gateway/Dockerfile');
      } else {
        // One Dockerfile for the five services; the SERVICE build argument picks the workspace.
        expect(build.dockerfile).toBe('services/Dockerfile');
        expect(build.args.SERVICE).toBe(app);
      }
      expect(service.image?.replace(/:.*$/, '')).toBe(`site/${app}`);
      expect(service.restart).toBe('unless-stopped');
      expect(service.healthcheck?.test).toBeDefined();
      expect(service.healthcheck?.disable).not.toBe(true);
    });

    it('waits for healthy dependencies, all declared, all with a health check', () => {
      const deps = dependsOn(service);
      const needed = app === 'gateway' ? ['nats', 'minio', ...SERVICES] : ['postgres', 'nats'];
      expect(Object.keys(deps).sort()).toEqual(expect.arrayContaining(needed.sort()));
      for (const [name, { condition }] of Object.entries(deps)) {
        expect({ name, declared: name in compose.services }).toEqual({ name, declared: true });
        if (name === `${app}-migrate`) {
          expect(condition).toBe('service_completed_successfully');
          continue;
        }
        expect({ name, condition }).toEqual({ name, condition: 'service_healthy' });
        expect({ name, healthcheck: Boolean(compose.services[name].healthcheck?.test) }).toEqual({
          name,
          healthcheck: true,
        });
      }
    });
  });

  describe.each(SERVICES)('service %s', (name) => {
    const env = environmentOf(compose.services[name]);
    const postgres = environmentOf(compose.services.postgres);

    it('uses its own database on the postgres service as its own role, never the admin user', () => {
      const url = new URL(env.DATABASE_URL);
      expect(url.pathname).toBe(`/${name}`);
      expect(url.hostname).toBe('postgres');
      expect(url.port || '5432').toBe('5432');
      expect(decodeURIComponent(url.username)).toBe(name);
      expect(decodeURIComponent(url.username)).not.toBe(postgres.POSTGRES_USER);
      expect(decodeURIComponent(url.password)).not.toBe(postgres.POSTGRES_PASSWORD);
      expect(Object.values(env).some((value) => value.includes(postgres.POSTGRES_PASSWORD))).toBe(false);
      expect(env.MIGRATIONS).toBe('check');
    });

    it('is migrated first by a one-shot that alone holds the admin credentials', () => {
      const migrate = compose.services[`${name}-migrate`];
      const migrateEnv = environmentOf(migrate);
      expect(migrate.command).toEqual(['node', 'dist/boot.cjs', 'migrate']);
      expect(migrate.restart).toBe('no');
      expect(migrate.image).toBe(compose.services[name].image);
      expect(migrateEnv.DATABASE_URL).toBe(env.DATABASE_URL);
      const admin = new URL(migrateEnv.MIGRATE_ADMIN_URL);
      expect(decodeURIComponent(admin.username)).toBe(postgres.POSTGRES_USER);
      expect(decodeURIComponent(admin.password)).toBe(postgres.POSTGRES_PASSWORD);
      expect(dependsOn(compose.services[name])[`${name}-migrate`]).toEqual({
        condition: 'service_completed_successfully',
      });
    });

    it('is probed with node dist/health-probe.js', () => {
      expect(compose.services[name].healthcheck?.test).toEqual(['CMD', 'node', 'dist/health-probe.js']);
    });
  });

  it('gives each service a different database', () => {
    const databases = SERVICES.map((name) => new URL(environmentOf(compose.services[name]).DATABASE_URL).pathname);
    expect(new Set(databases).size).toBe(SERVICES.length);
  });

  it('gives the identity service its first admin account', () => {
    const env = environmentOf(compose.services.identity);
    expect(env.ADMIN_USERNAME).not.toBe('');
    expect(env.ADMIN_PASSWORD).not.toBe('');
  });

  describe('gateway', () => {
    const gateway = compose.services.gateway;
    const env = environmentOf(gateway);

    it('publishes port 8080, where it listens', () => {
      expect(targetPorts(gateway)).toContain('8080');
      expect(env.PORT).toBe('8080');
    });

    it('stores uploads in the minio service with its root credentials', () => {
      const minio = environmentOf(compose.services.minio);
      expect(new URL(env.MINIO_ENDPOINT).hostname).toBe('minio');
      expect(new URL(env.MINIO_ENDPOINT).port).toBe('9000');
      expect(env.MINIO_ACCESS_KEY).toBe(minio.MINIO_ROOT_USER);
      expect(env.MINIO_SECRET_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    });

    it('serves the SPA from where the image puts it', () => {
      expect(env.WEB_DIST).toBe('/app/web/dist');
    });
  });

  describe('infrastructure', () => {
    it('runs PostgreSQL 16 with a pg_isready health check', () => {
      const postgres = compose.services.postgres;
      expect(postgres.image).toMatch(/^postgres:16(\b|$)/);
      expect(JSON.stringify(postgres.healthcheck?.test)).toContain('pg_isready');
    });

    it('runs NATS with JetStream stored on a volume and health-checked on the monitoring port', () => {
      const nats = compose.services.nats;
      const command = commandOf(nats);
      expect(command).toContain('-js');
      const storeDir = command[command.indexOf('-sd') + 1] ?? command[command.indexOf('--store_dir') + 1];
      expect(storeDir).toBeDefined();
      expect(namedVolumesOf(nats).map((volume) => volume.target)).toContain(storeDir);
      expect(command[command.indexOf('-m') + 1]).toBe('8222');
      expect(JSON.stringify(nats.healthcheck?.test)).toContain(':8222/healthz');
    });

    it('runs MinIO with its data on a volume, a health check and the console port', () => {
      const minio = compose.services.minio;
      const command = commandOf(minio);
      const dataDir = command[command.indexOf('server') + 1];
      expect(namedVolumesOf(minio).map((volume) => volume.target)).toContain(dataDir);
      expect(command[command.indexOf('--console-address') + 1]).toBe(':9001');
      expect(targetPorts(minio)).toContain('9001');
      expect(minio.healthcheck?.test).toBeDefined();
    });

    it('keeps the data of postgres, nats and minio in declared named volumes', () => {
      const declared = Object.keys(compose.volumes ?? {});
      for (const name of INFRA) {
        const volumes = namedVolumesOf(compose.services[name]);
        expect({ name, volumes: volumes.length > 0 }).toEqual({ name, volumes: true });
      }
      const used = Object.values(compose.services).flatMap((service) => namedVolumesOf(service).map((v) => v.source));
      expect(missingKeys(declared, used)).toEqual([]);
      expect(namedVolumesOf(compose.services.postgres).map((v) => v.target)).toContain('/var/lib/postgresql/data');
    });
  });

  describe('Compose Specification', () => {
    it.each([
      [['docker-compose.yml']],
      [['compose.demo.yml']],
      [['compose.caddy.yml']],
      [['docker-compose.yml', 'compose.demo.yml']],
      [['docker-compose.yml', 'compose.caddy.yml']],
    ])('%j validates against the Compose Specification JSON schema', (files) => {
      const { model } = loadComposeWithProblems(files, { ...SECRETS, SITE_DOMAIN: 'www.example.com' });
      expect(schemaErrors(model)).toEqual([]);
    });

    it('checks what it claims to: an unknown key or a wrong type is refused', () => {
      const broken = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
      broken.services.gateway.memory_limit = '512m';
      expect(schemaErrors(broken).join()).toMatch(/additional properties/);
      const wrongType = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
      wrongType.services.gateway.depends_on = { nats: { condition: 'sometimes' } };
      expect(schemaErrors(wrongType)).not.toEqual([]);
    });

    it('names the project at the top level, which needs Compose v2 (documented as the minimum)', () => {
      expect(compose.name).toBe('site');
      expect(readText('docs/deploy.md')).toMatch(/Compose v2/);
      expect(readText('docker-compose.yml')).toMatch(/Compose v2/);
    });
  });

  describe('secrets', () => {
    it('are required: with none set, Compose refuses and names each of them', () => {
      const { missing } = loadComposeWithProblems(['docker-compose.yml'], {});
      expect([...missing.keys()].sort()).toEqual(REQUIRED);
      for (const [name, message] of missing)
        expect({ name, message }).toEqual({ name, message: expect.stringMatching(/\.env/) });
      for (const name of REQUIRED) {
        const { missing: stillMissing } = loadComposeWithProblems(['docker-compose.yml'], { ...SECRETS, [name]: '' });
        expect([...stillMissing.keys()]).toEqual([name]);
      }
    });

    it('have no default anywhere: every use of them is ${VAR:?message}', () => {
      const text = readText('docker-compose.yml');
      for (const name of REQUIRED) {
        const uses = [...text.matchAll(new RegExp(`\\$\\{${name}(\\W[^}]*)?\\}`, 'g'))].map((m) => m[0]);
        expect(uses.length).toBeGreaterThan(0);
        expect(uses.filter((use) => !use.startsWith(`\${${name}:?`))).toEqual([]);
      }
    });

    it('.env.example lists every required variable to fill in, and every other variable the file reads', () => {
      const example = readText('.env.example');
      const toFill = [...example.matchAll(/^([A-Z_][A-Z0-9_]*)=$/gm)].map((m) => m[1]).sort();
      expect(toFill).toEqual(REQUIRED);
      const mentioned = new Set([...example.matchAll(/^#?\s*([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]));
      const read = new Set(
        ['docker-compose.yml', 'compose.caddy.yml'].flatMap((file) =>
          [...readText(file).matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]),
        ),
      );
      expect([...read].filter((name) => !mentioned.has(name))).toEqual([]);
    });
  });

  describe('demo content', () => {
    const demo = loadCompose(['docker-compose.yml', 'compose.demo.yml'], SECRETS);

    it('is off by default in every app', () => {
      for (const app of APPS)
        expect({ app, SEED_DEMO: environmentOf(compose.services[app]).SEED_DEMO }).toEqual({ app, SEED_DEMO: 'false' });
    });

    it('is on in every app with compose.demo.yml, which changes nothing else', () => {
      for (const app of APPS) {
        const env = environmentOf(demo.services[app]);
        expect({ app, SEED_DEMO: env.SEED_DEMO }).toEqual({ app, SEED_DEMO: 'true' });
        expect({ ...env, SEED_DEMO: 'false' }).toEqual(environmentOf(compose.services[app]));
        expect(configProblems(app, env)).toEqual([]);
      }
      expect(Object.keys(demo.services).sort()).toEqual(Object.keys(compose.services).sort());
    });
  });

  describe('operations', () => {
    const all = Object.entries(compose.services);

    it('publishes the gateway on 127.0.0.1 unless GATEWAY_BIND says otherwise', () => {
      expect(compose.services.gateway.ports).toEqual(['127.0.0.1:8080:8080']);
      const open = loadCompose(['docker-compose.yml'], { ...SECRETS, GATEWAY_BIND: '0.0.0.0', GATEWAY_PORT: '80' });
      expect(open.services.gateway.ports).toEqual(['0.0.0.0:80:8080']);
      for (const [name, service] of all)
        for (const port of service.ports ?? [])
          expect({ name, port }).toEqual({ name, port: expect.stringMatching(/^127\.0\.0\.1:/) });
    });

    it.each(Object.keys(compose.services))('%s rotates its logs, has a memory limit and 30 s to stop', (name) => {
      const service = compose.services[name];
      expect(service.logging).toEqual({ driver: 'json-file', options: { 'max-size': '10m', 'max-file': '5' } });
      expect(service.deploy?.resources?.limits?.memory).toMatch(/^\d+[MG]$/);
      expect(service.stop_grace_period).toBe('30s');
    });

    it('pins PostgreSQL, NATS and MinIO to a release, never a moving tag', () => {
      expect(compose.services.postgres.image).toMatch(/^postgres:16\.\d+(-[a-z]+)?$/);
      expect(compose.services.nats.image).toMatch(/^nats:\d+\.\d+\.\d+(-alpine)?$/);
      expect(compose.services.minio.image).toMatch(
        /^quay\.io\/minio\/minio:RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/,
      );
      expect(readText('docs/deploy.md')).toMatch(/RELEASE\.2025-09-07T16-13-09Z/);
    });
  });

  describe('backup profile', () => {
    const backup = compose.services.backup;
    const env = environmentOf(backup);

    it('runs only when asked for (docker compose --profile backup run --rm backup)', () => {
      expect(backup.profiles).toEqual(['backup']);
      expect(backup.restart).toBe('no');
      expect(buildOf(backup)).toMatchObject({ context: '.', dockerfile: 'tools/backup/Dockerfile' });
      expect(backup.image?.replace(/:.*$/, '')).toBe('site/backup');
      expect(Object.keys(dependsOn(backup)).sort()).toEqual(['minio', 'postgres']);
    });

    it('reaches every database and the bucket with the servers credentials, writing to the mounted folder', () => {
      expect(backupConfigSchema.safeParse(env).success).toBe(true);
      const postgres = environmentOf(compose.services.postgres);
      const minio = environmentOf(compose.services.minio);
      const url = new URL(env.PG_URL);
      expect(url.hostname).toBe('postgres');
      expect(decodeURIComponent(url.username)).toBe(postgres.POSTGRES_USER);
      expect(decodeURIComponent(url.password)).toBe(postgres.POSTGRES_PASSWORD);
      expect(env.MINIO_ACCESS_KEY).toBe(minio.MINIO_ROOT_USER);
      expect(env.MINIO_SECRET_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
      expect(env.MINIO_BUCKET).toBe(environmentOf(compose.services.gateway).MINIO_BUCKET);
      expect(backup.volumes).toEqual([`./backups:${env.BACKUP_DIR}`]);
    });

    it('passes BACKUP_ENCRYPTION_KEY from .env, and an unset one leaves backups plain', () => {
      expect(env.BACKUP_ENCRYPTION_KEY).toBe('');
      expect(backupConfigSchema.parse(env).BACKUP_ENCRYPTION_KEY).toBeUndefined();
      const key = Buffer.alloc(32, 7).toString('base64');
      const keyed = environmentOf(
        loadCompose(['docker-compose.yml'], { ...SECRETS, BACKUP_ENCRYPTION_KEY: key }).services.backup,
      );
      expect(backupConfigSchema.parse(keyed).BACKUP_ENCRYPTION_KEY).toBe(key);
    });
  });

  describe('compose.caddy.yml (HTTPS on a public host)', () => {
    const withCaddy = loadCompose(['docker-compose.yml', 'compose.caddy.yml'], {
      ...SECRETS,
      SITE_DOMAIN: 'www.example.com',
    });
    const caddy = withCaddy.services.caddy;

    it('needs SITE_DOMAIN, and runs a pinned Caddy on ports 80 and 443 with the Caddyfile', () => {
      const { missing } = loadComposeWithProblems(['docker-compose.yml', 'compose.caddy.yml'], SECRETS);
      expect([...missing.keys()]).toEqual(['SITE_DOMAIN']);
      expect(caddy.image).toMatch(/^caddy:\d+\.\d+\.\d+-alpine$/);
      expect(targetPorts(caddy).sort()).toEqual(['443', '443/udp', '80'].map((p) => p.replace('/udp', '')).sort());
      expect(caddy.volumes).toContain('./deploy/caddy/Caddyfile:/etc/caddy/Caddyfile:ro');
      expect(readText('deploy/caddy/Caddyfile')).toMatch(/\{\$SITE_DOMAIN\}[\s\S]*reverse_proxy gateway:8080/);
    });

    it('shares a network with the gateway alone, whose subnet the gateway trusts for X-Forwarded-For', () => {
      const subnet = withCaddy.networks?.edge?.ipam?.config?.[0]?.subnet;
      expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
      expect(environmentOf(withCaddy.services.gateway).TRUSTED_PROXIES).toBe(subnet);
      expect(caddy.networks).toEqual(['edge']);
      const onEdge = Object.entries(withCaddy.services).filter(([, s]) =>
        (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? {})).includes('edge'),
      );
      expect(onEdge.map(([name]) => name).sort()).toEqual(['caddy', 'gateway']);
      expect(withCaddy.services.gateway.ports).toEqual(['127.0.0.1:8080:8080']);
    });
  });
});
