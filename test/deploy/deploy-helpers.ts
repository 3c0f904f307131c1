import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@site/contracts';
import { serviceConfigSchema } from '@site/service-kit';
import { gatewayConfigSchema } from '../../gateway/src/config/gateway-config';
import { analyticsConfigSchema } from '../../services/analytics/src/config';

/** Shared by the deployment tests: the apps, what each reads, and small readers for the files. */

export const ROOT = resolve(__dirname, '../..');

export type AppName = ServiceName | 'gateway';
export const SERVICES: readonly ServiceName[] = SERVICE_NAMES;
export const APPS: readonly AppName[] = [...SERVICE_NAMES, 'gateway'];

/**
 * Variables a service reads beyond serviceConfigSchema: identity's first admin account.
 * Move them into a schema of identity's own (and import it here) when it has one.
 */
const EXTRA_KEYS: Partial<Record<AppName, readonly string[]>> = {
  identity: ['ADMIN_USERNAME', 'ADMIN_PASSWORD'],
};

export function configSchema(app: AppName): z.ZodObject {
  if (app === 'gateway') return gatewayConfigSchema;
  return app === 'analytics' ? analyticsConfigSchema : serviceConfigSchema;
}

/** Every environment variable the app reads. */
export function configKeys(app: AppName): string[] {
  return [...Object.keys(configSchema(app).shape), ...(EXTRA_KEYS[app] ?? [])];
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
