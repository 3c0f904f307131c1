/** The text of a cell value for search: nested objects and arrays contribute their leaves. */
export function searchableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(searchableText).join(' ');
  if (typeof value === 'object') return Object.values(value).map(searchableText).join(' ');
  return '';
}

/** Table search is case-insensitive over all fields (plus any shown labels, such as 管理员 for admin). */
export function rowMatches(row: object, query: string, extra: readonly string[] = []): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [searchableText(row), ...extra].join(' ').toLowerCase();
  return haystack.includes(needle);
}

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/** Sort order for table columns: numbers by value, text in Chinese collation, empty values last. */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(searchableText(a), searchableText(b));
}
