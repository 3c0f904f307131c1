import { columnsOf } from './entity-columns';
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
 * A view from its row: `built` holds the fields listed in `except` (those made by hand), and every
 * other field of the schema is the row's property of the same name in camelCase. The compiler
 * checks that the row has each with the view's type. The fields come in the schema's order, written
 * into one new object (a spread of a computed object is several times slower per row).
 */
export function viewWithPlainFields<S extends z.ZodObject, Except extends keyof z.output<S> & string>(
  schema: S,
  except: readonly Except[],
): (row: Camelized<Omit<z.output<S>, Except>>, built: Pick<z.output<S>, Except>) => z.output<S> {
  const fields = Object.keys(schema.shape).map(
    (key) => [key, except.includes(key as Except) ? null : camelCase(key)] as const,
  );
  return (row, built) => {
    const from = row as Record<string, unknown>;
    const made = built as Record<string, unknown>;
    const view: Record<string, unknown> = {};
    for (const [key, property] of fields) view[key] = property === null ? made[key] : from[property];
    return view as z.output<S>;
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
  const columns = new Set(columnsOf(entity).map((c) => c.propertyName));
  const missing = keys.filter(([, property]) => !columns.has(property)).map(([key]) => key);
  if (missing.length) throw new Error(`${entity.name} has no column for ${missing.join(', ')}`);
  return (input) => {
    const from = input as Record<string, unknown>;
    return Object.fromEntries(keys.map(([key, property]) => [property, from[key]])) as Camelized<
      Omit<z.output<S>, Except>
    >;
  };
}
