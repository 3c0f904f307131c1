/** Calendar days (YYYY-MM-DD) in one time zone. */
export class Calendar {
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    // en-CA formats as YYYY-MM-DD.
    this.format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  dayOf(date: Date): string {
    return this.format.format(date);
  }

  today(now = new Date()): string {
    return this.dayOf(now);
  }

  /** The first and last day of the `days` days ending today. */
  period(days: number, now = new Date()): { from: string; to: string } {
    const to = this.today(now);
    return { from: addDays(to, -(days - 1)), to };
  }
}

export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The whole months inside [from, to], as [start, end) of their first days; null when there is none.
 * '2026-01-15'..'2026-04-20' → ['2026-02-01', '2026-04-01'): February and March.
 */
export function wholeMonths(from: string, to: string): { start: string; end: string } | null {
  const firstOf = (day: string) => `${day.slice(0, 7)}-01`;
  const nextMonth = (day: string) => {
    const date = new Date(`${firstOf(day)}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + 1);
    return date.toISOString().slice(0, 10);
  };
  const start = from.endsWith('-01') ? from : nextMonth(from);
  const end = addDays(to, 1).endsWith('-01') ? addDays(to, 1) : firstOf(to);
  return start < end ? { start, end } : null;
}
