import type { EventContract, MediaUsageSource, mediaUsageReportedSchema } from '@site/contracts';
import type { EventBus } from './event-bus';

type UsageEvent = EventContract<typeof mediaUsageReportedSchema>;

/**
 * Tells the media library which uploads a record shows now (after its write commits; none once
 * it is deleted). Stamped with the time it was read, so an older report never wins.
 */
export function reportMediaUsage(events: EventBus, event: UsageEvent, source: MediaUsageSource): Promise<void> {
  return events.publish(event, { ...source, at: new Date().toISOString() });
}

/**
 * One page of a service's records that show uploads, for the index's rebuild: `rows` are read
 * by id after the cursor, `limit` of them; records showing nothing are left out of the answer.
 */
export function usagePage<R extends { id: number }>(
  rows: R[],
  limit: number,
  toSource: (row: R) => MediaUsageSource,
): { sources: MediaUsageSource[]; next: string | null } {
  return {
    sources: rows.map(toSource).filter((s) => s.references.length > 0),
    next: rows.length === limit ? String(rows[rows.length - 1].id) : null,
  };
}

/** The numeric cursor of `usagePage` (0 for the first page). */
export const afterId = (after: string | null): number => (after && /^\d+$/.test(after) ? Number(after) : 0);
