/** The site's time zone (general setting `timeZone`) when none is given. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

export interface WallTime {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The clock on the wall in `timeZone` at an instant. */
export function wallTimeAt(instant: number, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

/** `timeZone`'s offset from UTC at an instant, in minutes (480 in Shanghai). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A time read off the wall in `timeZone`, as ISO 8601 with that zone's offset on that date
 * (`2026-12-01T09:00:00+08:00`). A time the clocks skip (spring forward) lands after the gap.
 */
export function wallTimeToIso(wall: WallTime, timeZone: string): string {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const guess = zoneOffsetMinutes(asUtc, timeZone);
  let instant = asUtc - guess * 60_000;
  const there = zoneOffsetMinutes(instant, timeZone);
  if (there !== guess) {
    // Near a change of offset: the other offset may be the one in force at that wall time.
    const other = asUtc - there * 60_000;
    instant = zoneOffsetMinutes(other, timeZone) === there ? other : Math.max(instant, other);
  }
  const offset = zoneOffsetMinutes(instant, timeZone);
  const shown = wallTimeAt(instant, timeZone);
  return (
    `${shown.year}-${pad(shown.month)}-${pad(shown.day)}T${pad(shown.hour)}:${pad(shown.minute)}:00` +
    offsetText(offset)
  );
}

/** 'YYYY-MM-DD HH:mm' on the wall in `timeZone`; '' for a missing or unreadable time. */
export function formatInZone(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return '';
  const w = wallTimeAt(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The same, with the zone named: '2026-12-01 09:00（Asia/Shanghai）'. */
export function formatWithZone(value: string | null | undefined, timeZone: string): string {
  const text = formatInZone(value, timeZone);
  return text === '' ? '' : `${text}（${timeZone}）`;
}
