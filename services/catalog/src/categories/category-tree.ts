/**
 * Pure rules of the category tree, over a map of id → parent_id (null = top level).
 */
export type ParentMap = ReadonlyMap<number, number | null>;

/**
 * True when giving `id` the parent `parentId` would close a loop: the parent is the category
 * itself or one of its descendants. A loop already in the data (it cannot be, but a bad
 * row must not hang the service) also counts as a cycle.
 */
export function wouldCreateCycle(id: number, parentId: number | null, parents: ParentMap): boolean {
  const seen = new Set<number>();
  for (let current = parentId; current !== null && current !== undefined; current = parents.get(current) ?? null) {
    if (current === id || seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

/** The category and all its descendants, breadth first (the root first). */
export function subtreeIds(rootId: number, parents: ParentMap): number[] {
  const children = new Map<number, number[]>();
  for (const [id, parent] of parents) {
    if (parent === null) continue;
    const list = children.get(parent) ?? [];
    list.push(id);
    children.set(parent, list);
  }
  const result: number[] = [];
  const seen = new Set<number>();
  const queue = [rootId];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(id);
    for (const child of (children.get(id) ?? []).sort((a, b) => a - b)) queue.push(child);
  }
  return result;
}

/** Depth of a category (1 = top level). */
export function depthOf(id: number, parents: ParentMap): number {
  let depth = 1;
  const seen = new Set<number>([id]);
  for (let current = parents.get(id) ?? null; current !== null; current = parents.get(current) ?? null) {
    if (seen.has(current)) break;
    seen.add(current);
    depth++;
  }
  return depth;
}

/**
 * The first free slug for a generated one: `base`, then `base-2`, `base-3`… (slugs are
 * unique within a type). `taken` holds the slugs already used, lower-cased.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
