import type { ScheduledItem } from '@site/contracts';
import { wallTimeAt } from './zoned-time';

/** One thing a schedule will do: a record goes live (发布) or comes down (下线) at `at`. */
export interface ScheduleEvent {
  key: string;
  at: number;
  action: 'publish' | 'unpublish';
  item: ScheduledItem;
}

export interface ScheduleDay {
  /** 'YYYY-MM-DD' on the wall in the site's zone. */
  day: string;
  events: ScheduleEvent[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** Each item's publish and take-down as events, soonest first (a record with both appears twice). */
export function scheduleEvents(items: readonly ScheduledItem[]): ScheduleEvent[] {
  const events = items.flatMap((item) =>
    (['publish', 'unpublish'] as const).flatMap((action) => {
      const time = action === 'publish' ? item.publish_at : item.unpublish_at;
      const at = time === null ? NaN : Date.parse(time);
      return Number.isNaN(at)
        ? []
        : [{ key: `${item.type}-${item.id}-${item.locale ?? ''}-${action}`, at, action, item }];
    }),
  );
  return events.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
}

/** The events by day in `timeZone`, days in order. */
export function groupByDay(events: readonly ScheduleEvent[], timeZone: string): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (const event of events) {
    const day = dayOf(event.at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}

/** 'YYYY-MM-DD' on the wall in `timeZone`. */
export function dayOf(instant: number, timeZone: string): string {
  const w = wallTimeAt(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:mm' on the wall in `timeZone`. */
export function clockOf(instant: number, timeZone: string): string {
  const w = wallTimeAt(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** Midnight UTC of a 'YYYY-MM-DD', to count days between two. */
const utcDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

/** '2026-12-01 星期二', with 今天 or 明天 when it is (in `timeZone`, at `now`). */
export function dayLabel(day: string, timeZone: string, now: number): string {
  const weekday = WEEKDAYS[new Date(utcDay(day)).getUTCDay()];
  const offset = Math.round((utcDay(day) - utcDay(dayOf(now, timeZone))) / 86_400_000);
  const near = offset === 0 ? '（今天）' : offset === 1 ? '（明天）' : '';
  return `${day} ${weekday}${near}`;
}
