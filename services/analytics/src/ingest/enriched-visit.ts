import type { DeviceType } from '@site/contracts';
import type { SourceOf } from './traffic-source';

/** A visit ready to store: the event plus what was worked out from it. The address is not kept. */
export interface EnrichedVisit {
  id: string;
  pageUrl: string;
  pagePath: string;
  referer: string | null;
  userAgent: string | null;
  host: string | null;
  visitedAt: Date;
  receivedAt: Date;
  /** Calendar day of the visit in the site's time zone. */
  day: string;
  source: SourceOf['source'];
  sourceName: string;
  device: DeviceType;
  browser: string;
  os: string;
  isBot: boolean;
  /** Salted daily hash of address + agent; null for bots and for visits whose day's salt is gone. */
  visitorHash: Buffer | null;
}

export interface RollupDeltas {
  /** day → visits (people) and bot visits */
  days: Map<string, { visits: number; bots: number }>;
  pages: Map<string, number>;
  /** (first day of the month, path) → views */
  monthlyPages: Map<string, number>;
  sources: Map<string, number>;
  devices: Map<string, number>;
  /** (day, hash) pairs of people, for the unique count. */
  visitors: { day: string; hash: Buffer }[];
}

const KEY_SEPARATOR = '\u0000';
export const joinKey = (...parts: string[]) => parts.join(KEY_SEPARATOR);
export const splitKey = (key: string) => key.split(KEY_SEPARATOR);

/** The first day of a day's month: '2026-11-21' → '2026-11-01'. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** What newly stored visits add to each rollup. Bots count only as bot visits. */
export function rollupDeltas(visits: readonly EnrichedVisit[]): RollupDeltas {
  const deltas: RollupDeltas = {
    days: new Map(),
    pages: new Map(),
    monthlyPages: new Map(),
    sources: new Map(),
    devices: new Map(),
    visitors: [],
  };
  for (const visit of visits) {
    const day = deltas.days.get(visit.day) ?? { visits: 0, bots: 0 };
    deltas.days.set(visit.day, day);
    if (visit.isBot) {
      day.bots += 1;
      continue;
    }
    day.visits += 1;
    bump(deltas.pages, joinKey(visit.day, visit.pagePath));
    bump(deltas.monthlyPages, joinKey(monthOf(visit.day), visit.pagePath));
    bump(deltas.sources, joinKey(visit.day, visit.source, visit.sourceName));
    bump(deltas.devices, joinKey(visit.day, visit.device));
    if (visit.visitorHash) deltas.visitors.push({ day: visit.day, hash: visit.visitorHash });
  }
  return deltas;
}
