import { dayLabel, groupByDay, scheduleEvents } from './schedule-days';

describe('dayLabel', () => {
  // 2098-03-01 20:00 in Shanghai.
  const now = Date.parse('2098-03-01T12:00:00Z');

  it('names the weekday, and 今天 or 明天 on the site’s wall', () => {
    expect(dayLabel('2098-03-01', 'Asia/Shanghai', now)).toBe('2098-03-01 星期六（今天）');
    expect(dayLabel('2098-03-02', 'Asia/Shanghai', now)).toBe('2098-03-02 星期日（明天）');
    expect(dayLabel('2098-03-03', 'Asia/Shanghai', now)).toBe('2098-03-03 星期一');
    // Past 16:00 UTC it is already the 2nd in Shanghai.
    expect(dayLabel('2098-03-02', 'Asia/Shanghai', Date.parse('2098-03-01T16:30:00Z'))).toBe(
      '2098-03-02 星期日（今天）',
    );
  });
});

describe('scheduleEvents and groupByDay', () => {
  it('makes a record with both times two events, and splits days at the zone’s midnight', () => {
    const events = scheduleEvents([
      {
        type: 'product',
        id: 2,
        title: '网关',
        state: 'scheduled',
        publish_at: '2098-03-01T15:59:00Z',
        unpublish_at: '2098-03-01T16:00:00Z',
        updated_by: null,
      },
    ]);
    expect(events.map((e) => e.action)).toEqual(['publish', 'unpublish']);
    expect(groupByDay(events, 'Asia/Shanghai').map((d) => [d.day, d.events.length])).toEqual([
      ['2098-03-01', 1],
      ['2098-03-02', 1],
    ]);
    expect(groupByDay(events, 'UTC').map((d) => [d.day, d.events.length])).toEqual([['2098-03-01', 2]]);
  });
});
