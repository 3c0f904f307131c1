import { formatInZone, formatWithZone, wallTimeAt, wallTimeToIso, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  it('reads a wall time in Shanghai as +08:00 whatever the browser zone', () => {
    expect(wallTimeToIso({ year: 2026, month: 12, day: 1, hour: 9, minute: 0 }, 'Asia/Shanghai')).toBe(
      '2026-12-01T09:00:00+08:00',
    );
    expect(Date.parse('2026-12-01T09:00:00+08:00')).toBe(Date.UTC(2026, 11, 1, 1, 0));
  });

  it('uses the offset of that date, summer or winter', () => {
    expect(wallTimeToIso({ year: 2026, month: 7, day: 1, hour: 9, minute: 30 }, 'America/New_York')).toBe(
      '2026-07-01T09:30:00-04:00',
    );
    expect(wallTimeToIso({ year: 2026, month: 12, day: 1, hour: 9, minute: 30 }, 'America/New_York')).toBe(
      '2026-12-01T09:30:00-05:00',
    );
    expect(wallTimeToIso({ year: 2026, month: 3, day: 29, hour: 12, minute: 0 }, 'Europe/London')).toBe(
      '2026-03-29T12:00:00+01:00',
    );
    expect(wallTimeToIso({ year: 2026, month: 6, day: 1, hour: 0, minute: 15 }, 'Asia/Kolkata')).toBe(
      '2026-06-01T00:15:00+05:30',
    );
  });

  it('moves a time the clocks skip to after the gap, and takes the first of a repeated hour', () => {
    // New York springs forward at 02:00 on 8 March 2026: 02:30 does not happen.
    expect(wallTimeToIso({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York')).toBe(
      '2026-03-08T03:30:00-04:00',
    );
    // and falls back at 02:00 on 1 November: 01:30 happens twice.
    expect(wallTimeToIso({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York')).toBe(
      '2026-11-01T01:30:00-04:00',
    );
  });

  it('shows an instant on the site clock with the zone named', () => {
    expect(formatInZone('2026-12-01T01:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01 09:00');
    expect(formatWithZone('2026-12-01T01:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01 09:00（Asia/Shanghai）');
    expect(formatInZone('2026-12-31T16:30:00Z', 'Asia/Shanghai')).toBe('2027-01-01 00:30');
    expect(formatInZone(null, 'Asia/Shanghai')).toBe('');
    expect(formatInZone('not a time', 'Asia/Shanghai')).toBe('');
    expect(wallTimeAt(Date.UTC(2026, 0, 1, 16), 'Asia/Shanghai').hour).toBe(0);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'Asia/Shanghai')).toBe(480);
  });
});
