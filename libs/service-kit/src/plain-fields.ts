import { getMetadataArgsStorage } from 'typeorm';
import type { z } from 'zod';

// The contracts name fields in snake_case (as the SPA reads them), the entities in camelCase; a
// plain field is one whose value passes unchanged between the two, so it is written nowhere but in
// the contract and the entity.

/** `seo_title` → `seoTitle`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** An object type with its keys in camelCase. */
export type Camelized<T> = { [K in keyof T & string as CamelCase<K>]: T[K] };

export const camelCase = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const plainKeys = (schema: z.ZodObject, except: readonly string[]) =>
  Object.keys(schema.shape).filter((key) => !except.includes(key));

/**
 * The plain fields of a view: every key of its schema but `except` (those built by hand), each
 * copied from the row's property of the same name in camelCase. The compiler checks that the row
 * has each of them with the view's type.
 */
export function plainViewFields<S extends z.ZodObject, Except extends keyof z.output<S> & string>(
  schema: S,
  except: readonly Except[],
): (row: Camelized<Omit<z.output<S>, Except>>) => Omit<z.output<S>, Except> {
  const keys = plainKeys(schema, except).map((key) => [key, camelCase(key)] as const);
  return (row) => {
    const from = row as Record<string, unknown>;
    return Object.fromEntries(keys.map(([key, property]) => [key, from[property]])) as Omit<z.output<S>, Except>;
  };
}

/**
 * The entity columns an input gives as they are: every key of its schema but `except` (those with
 * rules of their own), renamed to camelCase. Each must be a column of the entity, checked once
 * here, so a contract field without a column fails at start rather than being dropped on write.
 */
export function plainInputColumns<S extends z.ZodObject, Except extends keyof z.output<S> & string>(
  schema: S,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entity: Function,
  except: readonly Except[],
): (input: z.output<S>) => Camelized<Omit<z.output<S>, Except>> {
  const keys = plainKeys(schema, except).map((key) => [key, camelCase(key)] as const);
  const columns = new Set(
    getMetadataArgsStorage()
      .filterColumns(entity)
      .map((c) => c.propertyName),
  );
  const missing = keys.filter(([, property]) => !columns.has(property)).map(([key]) => key);
  if (missing.length) throw new Error(`${entity.name} has no column for ${missing.join(', ')}`);
  return (input) => {
    const from = input as Record<string, unknown>;
    return Object.fromEntries(keys.map(([key, property]) => [property, from[key]])) as Camelized<
      Omit<z.output<S>, Except>
    >;
  };
}
