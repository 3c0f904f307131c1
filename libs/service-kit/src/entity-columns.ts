import { getMetadataArgsStorage } from 'typeorm';
import { MetadataUtils } from 'typeorm/metadata-builder/MetadataUtils';

/** An entity's columns, with those it inherits (the publishing columns, say). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const columnsOf = (entity: Function) =>
  getMetadataArgsStorage().filterColumns(MetadataUtils.getInheritanceTree(entity));

/**
 * The SELECT list of an entity's columns for hand-written SQL, each aliased to its property name, so
 * the rows come back shaped like the entity and no query repeats the column list. Columns marked
 * `select: false` are left out unless named in `also`; those named in `except` too.
 */
export function entityColumns(
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entity: Function,
  alias: string,
  { also = [], except = [] }: { also?: string[]; except?: string[] } = {},
): string {
  const columns = columnsOf(entity).filter(
    (c) => (c.options.select !== false || also.includes(c.propertyName)) && !except.includes(c.propertyName),
  );
  if (!columns.length) throw new Error(`${entity.name} has no columns`);
  return columns.map((c) => `${alias}."${c.options.name ?? c.propertyName}" AS "${c.propertyName}"`).join(', ');
}

/**
 * `(alias."a" ILIKE $n OR alias."b" ILIKE $n …)` over the given properties' columns, for a search
 * whose matched columns are declared once beside the entity. Names come from the entity's metadata
 * (never from a request); the pattern stays the parameter `param`.
 */
export function ilikeAny<T>(
  entity: abstract new (...args: never[]) => T,
  alias: string,
  properties: readonly (keyof T & string)[],
  param: string,
): string {
  const columns = columnsOf(entity);
  const names = properties.map((property) => {
    const column = columns.find((c) => c.propertyName === property);
    if (!column) throw new Error(`${entity.name}.${property} is not a column`);
    return column.options.name ?? property;
  });
  if (!names.length) throw new Error(`${entity.name}: nothing to search`);
  return `(${names.map((name) => `${alias}."${name}" ILIKE ${param}`).join(' OR ')})`;
}
