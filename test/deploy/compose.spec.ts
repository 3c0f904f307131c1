import { APPS, SERVICES, configKeys, configProblems, missingKeys, readYaml, type AppName } from './deploy-helpers';

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
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = readYaml<ComposeFile>('docker-compose.yml');
const INFRA = ['postgres', 'nats', 'minio'];

/**
 * Compose variable interpolation with every variable unset, as on a fresh checkout:
 * ${VAR:-default} and ${VAR-default} give the default, $$ a literal $.
 */
function interpolate(value: string, vars: Record<string, string> = {}): string {
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
          if (unset) throw new Error(`\${${name}} is required: ${argument}`);
          return value;
        case '+':
          return unset ? '' : (argument ?? '');
        default:
          return value ?? '';
      }
    },
  );
}

/** The environment as the container sees it (map or list form), defaults applied. */
function environmentOf(service: ComposeService): Record<string, string> {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw)
    ? raw.map((line) => {
        const at = line.indexOf('=');
        return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(raw).map(([key, value]) => [key, value == null ? '' : String(value)]);
  return Object.fromEntries(entries.map(([key, value]) => [key, interpolate(value)]));
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
    typeof port === 'object'
      ? String(port.target)
      : (interpolate(String(port)).split(':').pop() ?? '').replace(/\/(tcp|udp)$/, ''),
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
  it('declares the infrastructure, the five services and the gateway', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...INFRA, ...APPS].sort());
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

    it('gives values its config schema accepts (with the default of every ${VAR:-default})', () => {
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

    it('uses its own database, on the postgres service, with the server credentials', () => {
      const url = new URL(env.DATABASE_URL);
      expect(url.pathname).toBe(`/${name}`);
      expect(url.hostname).toBe('postgres');
      expect(url.port || '5432').toBe('5432');
      expect(decodeURIComponent(url.username)).toBe(postgres.POSTGRES_USER);
      expect(decodeURIComponent(url.password)).toBe(postgres.POSTGRES_PASSWORD);
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
});
