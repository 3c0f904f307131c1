import { getMetadataArgsStorage } from 'typeorm';

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
  const columns = getMetadataArgsStorage()
    .filterColumns(entity)
    .filter((c) => (c.options.select !== false || also.includes(c.propertyName)) && !except.includes(c.propertyName));
  if (!columns.length) throw new Error(`${entity.name} has no columns`);
  return columns.map((c) => `${alias}."${c.options.name ?? c.propertyName}" AS "${c.propertyName}"`).join(', ');
}
